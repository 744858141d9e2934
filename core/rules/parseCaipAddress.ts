import { ValidationError } from '../errors/ValidationError.ts'
import type { CaipAddress, CaipNetworkId } from '../types.ts'

export type ParsedCaipAddress = {
  namespace: string
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Splits `namespace:chainId:address` (SPEC.md §5: a chain-namespaced address must have 3 parts,
 * else 'Invalid CAIP Address').
 *
 * @example
 * parseCaipAddress('eip155:1:0xabc') // { namespace: 'eip155', chainId: '1', address: '0xabc', … }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address) {
    throw new ValidationError('Invalid CAIP Address', { details: `'${caipAddress.slice(0, 120)}'` })
  }
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` }
}

/** Like `parseCaipAddress`, but `undefined` instead of throwing (for reducers). */
export function tryParseCaipAddress(caipAddress: string): ParsedCaipAddress | undefined {
  try {
    return parseCaipAddress(caipAddress)
  } catch {
    return undefined
  }
}

export function isCaipAddress(value: string): value is CaipAddress {
  return tryParseCaipAddress(value) !== undefined
}
