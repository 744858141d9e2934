import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4902 (SPEC.md §8): the chain is unknown to the wallet or switching failed.
 *
 * @example
 * throw new SwitchChainError({ details: 'reported by the wallet' })
 */
export type SwitchChainErrorType = SwitchChainError & { name: 'SwitchChainError' }
export class SwitchChainError extends RpcError {
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Switch chain error', { ...parameters, code: 4902 })
  }
}
