/**
 * fast-check arbitraries derived from the event definitions: every event type's schema becomes a
 * generator, with field-name hints so generated ids, addresses and networks often hit the
 * configured ones (a random string would almost never exercise the routing rules).
 */
import fc from 'fast-check'
import { eventDefinitions } from '../../core/events/index.ts'
import type { Schema } from '../../core/events/schema.ts'
import { initialState } from '../../core/reducers/index.ts'
import { EVM_ADDRESS, NETWORKS, optimism, SOLANA_ADDRESS } from '../fixtures/networks.ts'

const NETWORK_IDS = [...NETWORKS, optimism].map((n) => n.caipNetworkId)
const CAIP_ADDRESSES = [`eip155:1:${EVM_ADDRESS}`, `eip155:137:${EVM_ADDRESS}`, `eip155:10:${EVM_ADDRESS}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`]

const garbage = fc.string({ maxLength: 12 })
/** Wallets with the duplicates SPEC.md §5 drops (same rdns, same name without rdns). */
const SAMPLE_WALLETS = [
  { id: 'w1', name: 'Bitget Wallet', rdns: 'com.bitget.web3' },
  { id: 'w2', name: 'BitKeep', rdns: 'com.bitget.web3' },
  { id: 'w3', name: 'Zengo' },
  { id: 'w4', name: 'Zengo' },
  { id: 'w5', name: 'Rainbow', rdns: 'me.rainbow', image_id: 'i5' },
]

/**
 * Decimal strings as services and users really send them, hostile ones included (random
 * 12-character strings never held an exponent, so '1e21' reached BigInt unseen).
 */
const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max })
export const validDecimal = fc.oneof(
  digits(6),
  fc.tuple(digits(6), digits(19)).map(([w, f]) => `${w}.${f}`),
  fc.constantFrom('0', '0.0', '000.100', '.5', '5.', '1.499979', '115792089237316195423570985008687907853269984665640564039457.584007913129639935'),
)
export const hostileDecimal = fc.oneof(
  fc.constantFrom('abc', '1e21', '1E-7', '.', '', ' ', '-1', '+1', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', '1,5', '1..2', '١٢٣', '１２', '𝟏𝟐', '1 000', '0.1.2', 'null', '∞'),
  fc.tuple(digits(3), fc.integer({ min: -400, max: 400 })).map(([m, e]) => `${m}e${e}`),
  fc.integer({ min: 101, max: 5000 }).map((n) => '9'.repeat(n)),
  fc.integer({ min: 90, max: 400 }).map((n) => `0.${'1'.repeat(n)}`),
  fc.string({ unit: fc.constantFrom(...'0123456789.eE+-_ ١٢٣٠', '٫'), maxLength: 12 }),
)
/** Mostly well-formed decimals, one in six hostile. */
export const anyDecimal = fc.oneof({ weight: 5, arbitrary: validDecimal }, { weight: 1, arbitrary: hostileDecimal })

/** Per-field hints: realistic values most of the time, garbage sometimes. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  caipNetworkId: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...NETWORK_IDS) }, { weight: 1, arbitrary: garbage }),
  caipAddress: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...CAIP_ADDRESSES) }, { weight: 1, arbitrary: garbage }),
  defaultNetwork: fc.constantFrom(...NETWORK_IDS),
  networks: fc.subarray([...NETWORKS, optimism], { minLength: 0 }),
  requestId: fc.constantFrom('r1', 'r2', 'r3'),
  connectorId: fc.constantFrom('injected', 'walletConnect', 'io.metamask'),
  projectId: fc.constant('p'),
  id: fc.integer({ min: 0, max: 220 }),
  state: fc.oneof({ weight: 1, arbitrary: fc.constant(JSON.parse(JSON.stringify(initialState)) as unknown) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
  // Wallet lists: pages near the start and queries that repeat, so loaded answers often match what is in flight.
  page: fc.integer({ min: 1, max: 3 }),
  query: fc.constantFrom('', ' ', 'ra', 'rain'),
  wallet: fc.constantFrom(...SAMPLE_WALLETS),
  wallets: fc.subarray(SAMPLE_WALLETS),
  // User-typed amounts and service decimals: the strings that broke BigInt.
  amount: anyDecimal,
  balance: anyDecimal,
  fee: anyDecimal,
  numeric: anyDecimal,
  socials: fc.oneof(fc.constant(false), fc.subarray(['google', 'x', 'discord', 'myspace']), fc.jsonValue({ maxDepth: 1 })),
}

export function arbitraryOf(schema: Schema, field?: string): fc.Arbitrary<unknown> {
  const hint = field ? HINTS[field] : undefined
  if (hint && schema.kind !== 'optional') return hint
  switch (schema.kind) {
    case 'string':
      return garbage
    case 'decimal':
      return schema.integer ? fc.oneof(digits(2), hostileDecimal) : anyDecimal
    case 'enum':
      return fc.constantFrom(...schema.values)
    case 'number':
      return schema.integer ? fc.integer({ min: schema.min ?? -1000, max: 1_000_000 }) : fc.double({ min: schema.min ?? -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'scalar':
      return fc.oneof(garbage, fc.integer())
    case 'json':
      return fc.jsonValue({ maxDepth: 2 })
    case 'optional':
      return fc.option(arbitraryOf(schema.of, field), { nil: undefined })
    case 'array':
      return fc.array(arbitraryOf(schema.of), { maxLength: Math.min(schema.maxLength ?? 4, 4) })
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), arbitraryOf(schema.of), { maxKeys: 3, noNullPrototype: true })
    case 'object': {
      const entries = Object.entries(schema.fields)
      return fc.tuple(...entries.map(([key, field]) => arbitraryOf(field, key))).map((values) => {
        const out: Record<string, unknown> = {}
        entries.forEach(([key], i) => {
          if (values[i] !== undefined) out[key] = values[i]
        })
        return out
      })
    }
  }
}

/** A well-formed event of any known type. */
export const validEvent = fc.oneof(...eventDefinitions.map((d) => arbitraryOf(d.schema)))

/** A known event with one field replaced by an arbitrary JSON value (often of the wrong type). */
const malformedEvent = fc.tuple(validEvent, fc.jsonValue({ maxDepth: 1 }), fc.nat()).map(([event, value, pick]) => {
  const keys = Object.keys(event as object).filter((k) => k !== 'type')
  const key = keys.length ? keys[pick % keys.length]! : 'extra'
  return { ...(event as object), [key]: value }
})

const unknownEvent = fc.oneof(fc.record({ type: fc.string({ maxLength: 20 }) }), fc.constantFrom(null, 42, 'modal/openRequested', [], {}))

/** Any input a store might receive: mostly valid events, some malformed, some unknown. */
export const anyEvent = fc.oneof({ weight: 16, arbitrary: validEvent }, { weight: 2, arbitrary: malformedEvent }, { weight: 1, arbitrary: unknownEvent })

const initEvent = arbitraryOf(eventDefinitions.find((d) => d.type === 'app/initialized')!.schema).map((e) => ({
  ...(e as object),
  config: { ...(e as { config: object }).config, networks: NETWORKS },
}))

/** A session: usually starts with `app/initialized`, then up to 200 events. */
export const session = fc.tuple(fc.boolean(), initEvent, fc.array(anyEvent, { maxLength: 200 })).map(([withInit, init, rest]) => (withInit ? [init, ...rest] : rest))

/** A session whose events arrive at increasing virtual times (ms). */
export const timedSession = session.chain((events) =>
  fc.array(fc.integer({ min: 0, max: 800 }), { minLength: events.length, maxLength: events.length }).map((gaps) => {
    let t = 0
    return events.map((event, i) => ({ event, at: (t += gaps[i]!) }))
  }),
)

/** Many short sequences for the replay property: an `app/initialized`, then up to 6 events. */
export const shortSession = fc.tuple(initEvent, fc.array(anyEvent, { maxLength: 6 })).map(([init, rest]) => [init, ...rest])
