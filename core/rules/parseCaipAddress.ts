import { ValidationError } from '../errors/ValidationError.ts'
import type { CaipAddress, CaipNetworkId } from '../types.ts'

export type ParsedCaipAddress = Readonly<{
  namespace: string
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}>

/**
 * Splits `namespace:chainId:address` (SPEC.md §5: a chain-namespaced address must have 3 parts,
 * else 'Invalid CAIP Address').
 *
 * @example
 * parseCaipAddress('eip155:1:0xabc') // { namespace: 'eip155', chainId: '1', address: '0xabc', … }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parsed = tryParseCaipAddress(caipAddress)
  if (parsed === undefined) throw new ValidationError('Invalid CAIP Address', { details: `'${caipAddress.slice(0, 120)}'` })
  return parsed
}

/**
 * The last address parsed and its (frozen) parts: reducers parse the active account's address on
 * most events, and the final-state replay spent a twentieth of its time splitting the same string.
 * A pure function's cache, so it can only be right.
 */
let last: { input: string; parsed: ParsedCaipAddress } | undefined

/** Like `parseCaipAddress`, but `undefined` instead of throwing (for reducers). */
export function tryParseCaipAddress(caipAddress: string): ParsedCaipAddress | undefined {
  if (last !== undefined && last.input === caipAddress) return last.parsed
  const parts = caipAddress.split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address) return undefined
  const parsed: ParsedCaipAddress = Object.freeze({ namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId })
  last = { input: caipAddress, parsed }
  return parsed
}

export function isCaipAddress(value: string): value is CaipAddress {
  return tryParseCaipAddress(value) !== undefined
}
