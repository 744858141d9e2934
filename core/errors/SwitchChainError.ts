import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4902 (SPEC.md §8): the chain is unknown to the wallet or switching failed.
 *
 * @example
 * throw new SwitchChainError({ details: 'reported by the wallet' })
 */
export class SwitchChainError extends RpcError {
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Switch chain error', { ...parameters, code: 4902 })
  }
}

/** A `SwitchChainError`, narrowed by its `name` (catch it with `err.name === 'SwitchChainError'`). */
export type SwitchChainErrorType = SwitchChainError & { name: 'SwitchChainError' }
