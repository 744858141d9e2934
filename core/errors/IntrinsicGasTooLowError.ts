import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the gas limit is below the intrinsic gas. Recognised by the node's message.
 *
 * @example
 * if (IntrinsicGasTooLowError.nodeMessage.test(message)) throw new IntrinsicGasTooLowError({ code: -32000, details: message })
 */
export class IntrinsicGasTooLowError extends RpcError {
  static readonly nodeMessage = /intrinsic gas too low/i
  override name = 'IntrinsicGasTooLowError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Intrinsic gas too low', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** An `IntrinsicGasTooLowError`, narrowed by its `name` (catch it with `err.name === 'IntrinsicGasTooLowError'`). */
export type IntrinsicGasTooLowErrorType = IntrinsicGasTooLowError & { name: 'IntrinsicGasTooLowError' }
