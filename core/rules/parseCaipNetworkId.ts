import { ValidationError } from '../errors/ValidationError.ts'

/**
 * Splits `namespace:chainId` (SPEC.md §5: a network id must have 2 parts).
 *
 * @example
 * parseCaipNetworkId('eip155:137') // { namespace: 'eip155', chainId: '137' }
 */
export function parseCaipNetworkId(caipNetworkId: string): { namespace: string; chainId: string } {
  const parts = caipNetworkId.split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId) {
    throw new ValidationError('Invalid CAIP Network ID', { details: `'${caipNetworkId.slice(0, 120)}'` })
  }
  return { namespace, chainId }
}
