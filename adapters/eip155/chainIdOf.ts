import { ValidationError } from '../../core/errors/ValidationError.ts'
import { parseCaipNetworkId } from '../../core/rules/parseCaipNetworkId.ts'

/**
 * The numeric chain id of an eip155 network id (`'eip155:137'` → 137); other namespaces and
 * non-decimal ids are a `ValidationError`.
 *
 * @example
 * chainIdOf('eip155:31337') // 31337
 */
export function chainIdOf(caipNetworkId: string): number {
  const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const id = /^\d+$/.test(chainId) ? Number(chainId) : Number.NaN
  if (namespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new ValidationError('Invalid CAIP Network ID', { details: `'${caipNetworkId.slice(0, 120)}' is not an eip155 network` })
  }
  return id
}
