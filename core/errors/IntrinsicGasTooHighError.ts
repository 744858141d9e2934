import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the gas limit is above the block limit. Recognised by the node's message.
 *
 * @example
 * if (IntrinsicGasTooHighError.nodeMessage.test(message)) throw new IntrinsicGasTooHighError({ code: -32000, details: message })
 */
export class IntrinsicGasTooHighError extends RpcError {
  static readonly nodeMessage = /intrinsic gas too high|gas limit reached/i
  override name = 'IntrinsicGasTooHighError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Intrinsic gas too high', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** An `IntrinsicGasTooHighError`, narrowed by its `name` (catch it with `err.name === 'IntrinsicGasTooHighError'`). */
export type IntrinsicGasTooHighErrorType = IntrinsicGasTooHighError & { name: 'IntrinsicGasTooHighError' }
