/**
 * Account names (SPEC.md §4 name registration, §5 name rules, §9 suffixes): what a user
 * types in RegisterAccountName becomes a label and a zone, or the rule it breaks, as a code.
 */

/** SPEC.md §9: the name suffixes, the current one first (`.wcn.id` is legacy). */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const
export type NameZone = (typeof NAME_ZONES)[number]

/** SPEC.md §5: letters, digits or hyphen, at least 4 characters. */
const LABEL = /^[a-zA-Z0-9-]+$/
export const NAME_MIN_LENGTH = 4

/** SPEC.md §5: a chain id of 2147483648 (2^31) or more cannot register a name. */
export const NAME_CHAIN_ID_LIMIT = 2147483648

/** Why a typed name cannot be registered, as a code (the renderer's catalogue words it). */
export const NAME_PROBLEMS = ['empty', 'invalidCharacters', 'tooShort', 'chainIdTooLarge', 'notEip155', 'nameTaken'] as const
export type NameProblem = (typeof NAME_PROBLEMS)[number]

export type ParsedName = { label: string; zone: NameZone; full: string }

/**
 * Splits what the user typed into label and zone: `alice` → `alice.reown.id`, `alice.wcn.id`
 * keeps the legacy zone. Labels are lower-cased (the service stores them so).
 *
 * @example
 * parseAccountName('Alice') // { label: 'alice', zone: 'reown.id', full: 'alice.reown.id' }
 * parseAccountName('al') // { problem: 'tooShort' }
 */
export function parseAccountName(input: string): ParsedName | { problem: NameProblem } {
  const typed = input.trim()
  const zone = NAME_ZONES.find((z) => typed.toLowerCase().endsWith(`.${z}`))
  const label = zone ? typed.slice(0, -(zone.length + 1)) : typed
  if (label === '') return { problem: 'empty' }
  if (!LABEL.test(label)) return { problem: 'invalidCharacters' }
  if (label.length < NAME_MIN_LENGTH) return { problem: 'tooShort' }
  const lower = label.toLowerCase()
  const z = zone ?? NAME_ZONES[0]
  return { label: lower, zone: z, full: `${lower}.${z}` }
}

/**
 * The SLIP-44 / ENSIP-11 coin type the service files an EVM address under: 60 on Ethereum
 * mainnet, else `0x80000000 | chainId`. `undefined` past SPEC.md §5's chain id limit, where the
 * high bit cannot mark the chain.
 *
 * @example
 * nameCoinType(1) // 60
 * nameCoinType(31337) // 2147514985
 */
export function nameCoinType(chainId: number): number | undefined {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= NAME_CHAIN_ID_LIMIT) return undefined
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/**
 * SPEC.md §4: the JSON message the wallet signs to register a name — name, attributes and the
 * timestamp in seconds, in that order.
 */
export function nameRegistrationMessage(args: { name: string; attributes?: Record<string, string>; nowMs: number }): string {
  return JSON.stringify({ name: args.name, attributes: args.attributes ?? {}, timestamp: Math.floor(args.nowMs / 1000) })
}
