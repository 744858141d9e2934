import type { ErrorData } from '../errors/LatchError.ts'
import type { ConnectionErrorMessage } from '../errors/ConnectionError.ts'
import type { ServiceErrorMessage } from '../errors/ServiceError.ts'
import { s } from '../events/schema.ts'

/**
 * Which SPEC.md §8 text a failure kept in the state shows (reducers keep codes, not
 * English; renderer-react/messages.ts `errors` words each, SPEC §8's exact texts by default).
 * `unknown`: a failure Latch has no text for; the wallet's or service's own words are in `message`.
 */
export const ERROR_CODES = [
  // SPEC.md §8 connection errors (ConnectionError).
  'modalClosed',
  'popupClosed',
  'failedToConnect',
  'failedToInitiateSocialConnection',
  'failedToConnectToFarcaster',
  'connectionRejected',
  'failedToDisconnect',
  'invalidConnectionStatus',
  'networkNotFound',
  'addressOrAuthConnectorNotFound',
  'noAuthConnectorFound',
  'notConnectedToEmailOrSocial',
  // SPEC.md §8 wallet-provider codes and node errors (one error class each).
  'userRejected',
  'unauthorized',
  'unsupportedMethod',
  'providerDisconnected',
  'chainDisconnected',
  'switchChainError',
  'parseError',
  'invalidRequest',
  'methodNotFound',
  'invalidParams',
  'internalError',
  'invalidInput',
  'resourceNotFound',
  'resourceUnavailable',
  'transactionRejected',
  'methodNotSupported',
  'limitExceeded',
  'jsonRpcVersionUnsupported',
  'executionReverted',
  'feeCapTooHigh',
  'feeCapTooLow',
  'nonceTooHigh',
  'nonceTooLow',
  'nonceMaxValue',
  'insufficientFunds',
  'intrinsicGasTooHigh',
  'intrinsicGasTooLow',
  'transactionTypeNotSupported',
  'tipAboveFeeCap',
  'timeout',
  'requestAborted',
  'actionNotAllowed',
  // SPEC.md §8 service texts (ServiceError kinds).
  'tokenBalanceUnavailable',
  'failedToFetchTransactions',
  'networkNotSupportedForSwaps',
  'networkNotSupportedForGasPrice',
  'errorResolvingName',
  'errorFetchingNameSuggestions',
  'errorFetchingNamesForAddress',
  'errorRegisteringName',
  'rateLimited',
  'serverError',
  'invalidAppConfiguration',
  'unknown',
] as const
/** The code of an error kept in the state, which the renderer words in the visitor's language. */
export type ErrorCode = (typeof ERROR_CODES)[number]

/** A failure as the state keeps it: a code and the data its text needs, never Latch's English. */
export type StateError = {
  code: ErrorCode
  /**
   * The wallet's, node's or service's own words: for `unknown`, or when a service sent a message
   * (SPEC.md §8: the API error message is used if present). Not a text of Latch's.
   */
  message?: string
  /** The name in 'Error registering name {name}'. */
  name?: string
  /** HTTP status of a failed service call; the wait a 429 asked for (ms). */
  status?: number
  retryAfterMs?: number
}

export const stateErrorSchema = s.object({
  code: s.enum(ERROR_CODES),
  message: s.optional(s.string()),
  name: s.optional(s.string()),
  status: s.optional(s.number()),
  retryAfterMs: s.optional(s.number()),
})

const CONNECTION: Record<ConnectionErrorMessage, ErrorCode> = {
  'Modal closed': 'modalClosed',
  'Popup closed': 'popupClosed',
  'Failed to connect': 'failedToConnect',
  'Failed to initiate social connection': 'failedToInitiateSocialConnection',
  'Failed to connect to farcaster': 'failedToConnectToFarcaster',
  'Connection rejected': 'connectionRejected',
  'Failed to disconnect': 'failedToDisconnect',
  'Invalid connection status': 'invalidConnectionStatus',
  'Network not found': 'networkNotFound',
  'Address or auth connector not found': 'addressOrAuthConnectorNotFound',
  'No auth connector found': 'noAuthConnectorFound',
  'Not connected to email or social': 'notConnectedToEmailOrSocial',
}

/** Error classes whose text is fixed, by `name` (core/errors). */
const BY_NAME: Record<string, ErrorCode> = {
  UserRejectedRequestError: 'userRejected',
  UnauthorizedProviderError: 'unauthorized',
  UnsupportedProviderMethodError: 'unsupportedMethod',
  ProviderDisconnectedError: 'providerDisconnected',
  ChainDisconnectedError: 'chainDisconnected',
  SwitchChainError: 'switchChainError',
  ParseRpcError: 'parseError',
  InvalidRequestRpcError: 'invalidRequest',
  MethodNotFoundRpcError: 'methodNotFound',
  InvalidParamsRpcError: 'invalidParams',
  InternalRpcError: 'internalError',
  InvalidInputRpcError: 'invalidInput',
  ResourceNotFoundRpcError: 'resourceNotFound',
  ResourceUnavailableRpcError: 'resourceUnavailable',
  TransactionRejectedRpcError: 'transactionRejected',
  MethodNotSupportedRpcError: 'methodNotSupported',
  LimitExceededRpcError: 'limitExceeded',
  JsonRpcVersionUnsupportedError: 'jsonRpcVersionUnsupported',
  ExecutionRevertedError: 'executionReverted',
  FeeCapTooHighError: 'feeCapTooHigh',
  FeeCapTooLowError: 'feeCapTooLow',
  NonceTooHighError: 'nonceTooHigh',
  NonceTooLowError: 'nonceTooLow',
  NonceMaxValueError: 'nonceMaxValue',
  InsufficientFundsError: 'insufficientFunds',
  IntrinsicGasTooHighError: 'intrinsicGasTooHigh',
  IntrinsicGasTooLowError: 'intrinsicGasTooLow',
  TransactionTypeNotSupportedError: 'transactionTypeNotSupported',
  TipAboveFeeCapError: 'tipAboveFeeCap',
  TimeoutError: 'timeout',
  RequestAbortedError: 'requestAborted',
  RpcNotAllowedError: 'actionNotAllowed',
}

/** SPEC.md §8 wallet-provider codes, for a wallet's error that came without one of Latch's classes. */
const BY_RPC_CODE: Record<string, ErrorCode> = {
  '4001': 'userRejected',
  '4100': 'unauthorized',
  '4200': 'unsupportedMethod',
  '4900': 'providerDisconnected',
  '4901': 'chainDisconnected',
  '4902': 'switchChainError',
  '-32700': 'parseError',
  '-32600': 'invalidRequest',
  '-32601': 'methodNotFound',
  '-32602': 'invalidParams',
  '-32603': 'internalError',
  '-32001': 'resourceNotFound',
  '-32002': 'resourceUnavailable',
  '-32003': 'transactionRejected',
  '-32004': 'methodNotSupported',
  '-32005': 'limitExceeded',
  '-32006': 'jsonRpcVersionUnsupported',
}

const SERVICE: Record<Exclude<ServiceErrorMessage, `Error registering name ${string}`>, ErrorCode> = {
  'Token Balance Unavailable': 'tokenBalanceUnavailable',
  'Failed to fetch transactions': 'failedToFetchTransactions',
  'Network not supported for Swaps': 'networkNotSupportedForSwaps',
  'Network not supported for Gas Price': 'networkNotSupportedForGasPrice',
  'Error resolving name': 'errorResolvingName',
  'Error fetching name suggestions': 'errorFetchingNameSuggestions',
  'Error fetching names for address': 'errorFetchingNamesForAddress',
  RATE_LIMITED: 'rateLimited',
  SERVER_ERROR: 'serverError',
}

const REGISTERING = 'Error registering name '
const has = <K extends string>(table: Record<K, ErrorCode>, key: unknown): key is K => typeof key === 'string' && Object.hasOwn(table, key)

/**
 * The code (and data) of a failure an event carried, for the state. Latch's own texts
 * become codes; words that are not Latch's (a wallet's message, a service's) stay as `message`.
 *
 * @example
 * stateErrorOf({ name: 'ConnectionError', shortMessage: 'Failed to connect' }) // { code: 'failedToConnect' }
 * stateErrorOf({ name: 'Error', shortMessage: 'Ledger locked' }) // { code: 'unknown', message: 'Ledger locked' }
 */
export function stateErrorOf(error: ErrorData): StateError {
  const http = {
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
  }
  // A §8 connection text, whichever class carried it (adapters raise some as plain LatchErrors).
  if (has(CONNECTION, error.shortMessage)) return { code: CONNECTION[error.shortMessage] }
  const byName = Object.hasOwn(BY_NAME, error.name) ? BY_NAME[error.name] : undefined
  if (byName !== undefined) return { code: byName }
  // A wallet's error with a provider code: the code says which text; its words are the wallet's own.
  const rpc = typeof error.code === 'number' && Object.hasOwn(BY_RPC_CODE, String(error.code)) ? BY_RPC_CODE[String(error.code)] : undefined
  if (rpc !== undefined) return { code: rpc }
  if (error.name === 'ServiceError') {
    // The kind travels as `code`; a message the service sent is its own words (SPEC.md §8).
    const own = error.shortMessage !== error.code ? { message: error.shortMessage } : {}
    if (has(SERVICE, error.code)) return { code: SERVICE[error.code], ...own, ...http }
    if (typeof error.code === 'string' && error.code.startsWith(REGISTERING)) {
      return { code: 'errorRegisteringName', name: error.code.slice(REGISTERING.length), ...own }
    }
  }
  if (error.status !== undefined) {
    // HttpRequestError: its short message is the API's when the service sent one (SPEC.md §8).
    const api = error.name === 'HttpRequestError' && !error.shortMessage.startsWith('HTTP request failed') ? { message: error.shortMessage } : {}
    if (error.status === 429) return { code: 'rateLimited', ...api, ...http }
    if (error.status >= 500 && error.status <= 599) return { code: 'serverError', ...api, ...http }
    if (error.status === 401 || error.status === 403) return { code: 'invalidAppConfiguration', ...api, ...http }
  }
  return { code: 'unknown', message: error.shortMessage, ...http }
}
