import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem'
import { HttpError } from '../http/server.ts'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Query parameter that must be present and non-empty. */
export function requireParam(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (value === null || value.trim() === '') throw new HttpError(400, `Missing required parameter: ${name}`)
  return value
}

export function requireString(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (value === undefined || value === null || value === '') throw new HttpError(400, `Missing required field: ${name}`)
  if (typeof value !== 'string') throw new HttpError(400, `Field ${name} must be a string`)
  return value
}

/** The body as a JSON object, else 400. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object')
  return value as Record<string, unknown>
}

/** EVM address (SPEC §5: 40 hex characters, optional 0x prefix), checksummed. */
export function parseEvmAddress(value: string, name = 'address'): Address {
  const withPrefix = value.startsWith('0x') ? value : `0x${value}`
  if (!/^0x[0-9a-fA-F]{40}$/.test(withPrefix) || !isAddress(withPrefix, { strict: false })) {
    throw new HttpError(400, `Invalid ${name}: ${value}`)
  }
  return getAddress(withPrefix)
}

export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/** Solana address (SPEC §5: base58, 32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  return BASE58.test(value)
}

/** CAIP-2 network id: exactly two colon-separated parts (SPEC §5). */
export function parseCaipNetworkId(value: string, name = 'chainId'): { namespace: string; reference: string; id: `${string}:${string}` } {
  const parts = value.split(':')
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new HttpError(400, `Invalid ${name}: a network id has two parts (namespace:reference), got ${value}`)
  return { namespace: parts[0], reference: parts[1], id: `${parts[0]}:${parts[1]}` }
}

/** CAIP-10 address: exactly three parts, else SPEC §5's 'Invalid CAIP Address'. */
export function parseCaipAddress(value: string, name = 'address'): { namespace: string; reference: string; chainId: `${string}:${string}`; address: string } {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((p) => !p)) throw new HttpError(400, `Invalid CAIP Address (${name}): ${value}`)
  const [namespace, reference, address] = parts as [string, string, string]
  return { namespace, reference, chainId: `${namespace}:${reference}`, address }
}

/** A non-negative integer in a decimal string (amounts in base units, wei). */
export function parseUint(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) throw new HttpError(400, `${name} must be a non-negative integer string`)
  return BigInt(value)
}

/** A positive decimal number in a string or number (fiat and crypto amounts). */
export function parseDecimal(value: unknown, name: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN
  if (!Number.isFinite(n) || n <= 0) throw new HttpError(400, `${name} must be a positive number`)
  return n
}

export function parseHex(value: unknown, name: string): Hex {
  if (typeof value !== 'string' || !isHex(value) || value.length < 4) throw new HttpError(400, `${name} must be a 0x-prefixed hex string`)
  return value
}
