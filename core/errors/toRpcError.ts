import { ChainDisconnectedError } from './ChainDisconnectedError.ts'
import { ExecutionRevertedError } from './ExecutionRevertedError.ts'
import { FeeCapTooHighError } from './FeeCapTooHighError.ts'
import { FeeCapTooLowError } from './FeeCapTooLowError.ts'
import { InsufficientFundsError } from './InsufficientFundsError.ts'
import { InternalRpcError } from './InternalRpcError.ts'
import { IntrinsicGasTooHighError } from './IntrinsicGasTooHighError.ts'
import { IntrinsicGasTooLowError } from './IntrinsicGasTooLowError.ts'
import { InvalidInputRpcError } from './InvalidInputRpcError.ts'
import { InvalidParamsRpcError } from './InvalidParamsRpcError.ts'
import { InvalidRequestRpcError } from './InvalidRequestRpcError.ts'
import { JsonRpcVersionUnsupportedError } from './JsonRpcVersionUnsupportedError.ts'
import { LimitExceededRpcError } from './LimitExceededRpcError.ts'
import { MethodNotFoundRpcError } from './MethodNotFoundRpcError.ts'
import { MethodNotSupportedRpcError } from './MethodNotSupportedRpcError.ts'
import { NonceMaxValueError } from './NonceMaxValueError.ts'
import { NonceTooHighError } from './NonceTooHighError.ts'
import { NonceTooLowError } from './NonceTooLowError.ts'
import { ParseRpcError } from './ParseRpcError.ts'
import { ProviderDisconnectedError } from './ProviderDisconnectedError.ts'
import { ResourceNotFoundRpcError } from './ResourceNotFoundRpcError.ts'
import { ResourceUnavailableRpcError } from './ResourceUnavailableRpcError.ts'
import { RpcError, type RpcErrorParameters } from './RpcError.ts'
import { SwitchChainError } from './SwitchChainError.ts'
import { TipAboveFeeCapError } from './TipAboveFeeCapError.ts'
import { TransactionRejectedRpcError } from './TransactionRejectedRpcError.ts'
import { TransactionTypeNotSupportedError } from './TransactionTypeNotSupportedError.ts'
import { UnauthorizedProviderError } from './UnauthorizedProviderError.ts'
import { UnsupportedProviderMethodError } from './UnsupportedProviderMethodError.ts'
import { UserRejectedRequestError } from './UserRejectedRequestError.ts'
import { isWalletCapabilityCode, WalletCapabilityError } from './WalletCapabilityError.ts'

/** The `error` member of a JSON-RPC response, as received (unvalidated beyond its shape). */
export type RpcErrorObject = { code: number; message?: string; data?: unknown }

/** Node errors, tried in order against the node's message (SPEC.md §8 node errors). */
const NODE_ERRORS = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const

/**
 * Maps a JSON-RPC or EIP-1193 error object to its typed error: node messages first (execution
 * reverted, nonce too low, insufficient funds, …), then the provider codes of SPEC.md §8, in one
 * switch. The node's own message is kept as `details`.
 *
 * @example
 * toRpcError({ code: 4001, message: 'User denied' }) // UserRejectedRequestError
 */
export function toRpcError(error: RpcErrorObject): RpcError {
  const message = typeof error.message === 'string' ? error.message : ''
  const parameters: RpcErrorParameters = { ...(message ? { details: message } : {}), data: error.data }
  // Code 3 is what nodes return for a revert with data; the message is not always there.
  if (error.code === 3) return new ExecutionRevertedError({ ...parameters, code: 3 })
  if (message && error.code !== 4001) {
    for (const NodeError of NODE_ERRORS) {
      if (NodeError.nodeMessage.test(message)) return new NodeError({ ...parameters, code: error.code })
    }
  }
  switch (error.code) {
    case 4001:
      return new UserRejectedRequestError(parameters)
    case 4100:
      return new UnauthorizedProviderError(parameters)
    case 4200:
      return new UnsupportedProviderMethodError(parameters)
    case 4900:
      return new ProviderDisconnectedError(parameters)
    case 4901:
      return new ChainDisconnectedError(parameters)
    case 4902:
      return new SwitchChainError(parameters)
    case -32700:
      return new ParseRpcError(parameters)
    case -32600:
      return new InvalidRequestRpcError(parameters)
    case -32601:
      return new MethodNotFoundRpcError(parameters)
    case -32602:
      return new InvalidParamsRpcError(parameters)
    case -32603:
      return new InternalRpcError(parameters)
    case -32000:
      return new InvalidInputRpcError(parameters)
    case -32001:
      return new ResourceNotFoundRpcError(parameters)
    case -32002:
      return new ResourceUnavailableRpcError(parameters)
    case -32003:
      return new TransactionRejectedRpcError(parameters)
    case -32004:
      return new MethodNotSupportedRpcError(parameters)
    case -32005:
      return new LimitExceededRpcError(parameters)
    case -32006:
      return new JsonRpcVersionUnsupportedError(parameters)
    default:
      if (isWalletCapabilityCode(error.code)) return new WalletCapabilityError(error.code, parameters)
      return new RpcError('Unknown RPC error', { ...parameters, code: error.code })
  }
}
