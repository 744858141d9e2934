import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the contract call reverted. Recognised by the node's message.
 *
 * @example
 * if (ExecutionRevertedError.nodeMessage.test(message)) throw new ExecutionRevertedError({ code: -32000, details: message })
 */
export class ExecutionRevertedError extends RpcError {
  static readonly nodeMessage = /execution reverted/i
  override name = 'ExecutionRevertedError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Execution reverted', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** An `ExecutionRevertedError`, narrowed by its `name` (catch it with `err.name === 'ExecutionRevertedError'`). */
export type ExecutionRevertedErrorType = ExecutionRevertedError & { name: 'ExecutionRevertedError' }
