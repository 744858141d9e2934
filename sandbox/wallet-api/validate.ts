/**
 * Query-string validation for the wallet-list service: every failure is an HttpError with a
 * 4xx status, answered as JSON `{ "message": … }` (SPEC.md §8: the API error message is used).
 */
import { HttpError } from '../http/server.ts'
import type { BadgeType } from './types.ts'

const WALLET_ID = /^[0-9a-f]{64}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** The single value of a query parameter; repeated parameters are a wrong type (400). */
export function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name)
  if (values.length > 1) throw new HttpError(400, `${name} must be given once, got ${values.length} values`)
  return values[0]
}

/** SPEC.md §7 common query: projectId, st (sdk type) and sv (sdk version), all required. */
export function commonQuery(query: URLSearchParams): { projectId: string; st: string; sv: string } {
  const out: Record<'projectId' | 'st' | 'sv', string> = { projectId: '', st: '', sv: '' }
  for (const name of ['projectId', 'st', 'sv'] as const) {
    const value = single(query, name)
    if (value === undefined || value.trim() === '') throw new HttpError(400, `${name} is required`)
    if (value.length > 128) throw new HttpError(400, `${name} is too long (max 128 characters)`)
    out[name] = value
  }
  return out
}

export function positiveInt(query: URLSearchParams, name: string, max: number): number {
  const raw = single(query, name)
  if (raw === undefined) throw new HttpError(400, `${name} is required`)
  if (!/^\d+$/.test(raw)) throw new HttpError(400, `${name} must be a positive integer, got "${raw}"`)
  const value = Number(raw)
  if (value < 1) throw new HttpError(400, `${name} must be at least 1, got ${value}`)
  if (value > max) throw new HttpError(400, `${name} must be at most ${max}, got ${value}`)
  return value
}

function list(query: URLSearchParams, name: string, pattern: RegExp, what: string): string[] | undefined {
  const raw = single(query, name)
  if (raw === undefined) return undefined
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const bad = items.find((s) => !pattern.test(s))
  if (bad !== undefined) throw new HttpError(400, `${name} must be a comma-separated list of ${what}; "${bad}" is not one`)
  return items
}

export function walletIdList(query: URLSearchParams, name: 'include' | 'exclude'): string[] | undefined {
  return list(query, name, WALLET_ID, 'wallet ids (64 hex characters)')
}

export function chainList(query: URLSearchParams): string[] | undefined {
  return list(query, 'chains', CAIP2, 'CAIP-2 network ids (namespace:reference)')
}

export function badgeType(query: URLSearchParams): BadgeType | undefined {
  const raw = single(query, 'badge_type')
  if (raw === undefined || raw === '') return undefined
  if (raw !== 'none' && raw !== 'certified') throw new HttpError(400, `badge_type must be "none" or "certified", got "${raw}"`)
  return raw
}

export function searchText(query: URLSearchParams): string | undefined {
  const raw = single(query, 'search')
  if (raw === undefined) return undefined
  if (raw.length > 100) throw new HttpError(400, 'search must be at most 100 characters')
  return raw.trim() || undefined
}
