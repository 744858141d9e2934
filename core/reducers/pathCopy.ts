import type { ChainNamespace } from '../types.ts'
import type { Draft, StateDraft } from './draft.ts'
import type { AccountState } from './state.ts'
import { keepUnchanged } from './copyOnWrite.ts'

/*
 * Path copies for the handlers the recorded journey hits most (balances, send): instead of writing
 * into a slice that core/reducers/slices.ts copied for them (then compared back with the state,
 * core/reducers/copyOnWrite.ts `keepUnchanged`), they copy only the objects on the path they
 * change, and only when a value there differs, so an event that changes nothing copies nothing.
 * The result is what the copy-and-compare gave (the same fields, order and shared objects), at
 * a fraction of the per-event replay's cost (the replay bench: a slice copied and compared for
 * each balances event cost more than the handler).
 */

/** The namespace whose account has this exact CAIP address (stale answers match none). */
export function namespaceWith(accounts: StateDraft['accounts'], caipAddress: string): ChainNamespace | undefined {
  for (const ns in accounts) if (accounts[ns as ChainNamespace]?.caipAddress === caipAddress) return ns as ChainNamespace
  return undefined
}

/**
 * `node` to write into: itself when unfrozen (the final-state replay's one working copy, or an
 * object this event made), else a shallow copy (a frozen object the state shares). So the final-state
 * replay writes in place as before, and the per-event paths copy only what they change.
 */
export function writable<T extends object>(node: T): Draft<T> {
  if (!Object.isFrozen(node)) return node as Draft<T>
  return (Array.isArray(node) ? node.slice() : { ...node }) as Draft<T>
}

/**
 * The account of `ns` replaced in `state.accounts` (copied first when frozen; its place kept);
 * nothing when it is the account already there (a `patched` that changed nothing).
 */
export function setAccount(state: StateDraft, ns: ChainNamespace, account: Draft<AccountState>): void {
  if (state.accounts[ns] === account) return
  const accounts = writable(state.accounts)
  accounts[ns] = account
  state.accounts = accounts
}

/**
 * `keepUnchanged(next, prev)` where `prev` is frozen (the state's own: what a state shares keeps
 * its identity); an unfrozen `prev` is the final-state replay's working copy, where identity
 * means nothing and the walk would be wasted (or a slice copied for this event, which
 * `keepUnchanged` walks afterwards anyway).
 */
export function keepFrozen<T>(next: T, prev: unknown): T {
  return Object.isFrozen(prev) ? keepUnchanged(next, prev) : next
}

/** The same items (the very same objects) in the same order: what `keepUnchanged` keeps. */
export function sameItems(a: readonly unknown[], b: readonly unknown[] | undefined): boolean {
  if (b === undefined || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * `node` with `fields` written (none `undefined`) and `gone` deleted, as a handler writing into a
 * copy of it would leave it (fields it had keep their place, new ones come last); `node` itself
 * when that changes nothing. Values are compared as they are: a new object in `fields` goes
 * through `keepUnchanged` first where it may equal the one it replaces.
 */
export function patched<T extends object>(node: T, fields: Partial<T>, gone: readonly (keyof T)[] = NO_KEYS): T {
  let changed = false
  for (const key in fields) if (fields[key] !== node[key]) changed = true
  for (let i = 0; i < gone.length; i++) if (gone[i]! in node) changed = true
  if (!changed) return node
  const copy = (Object.isFrozen(node) && gone.length > 0 ? copyWithout(node, gone) : writable(node)) as T
  let settled = true
  for (const key in fields) {
    const value = fields[key] as T[typeof key]
    copy[key] = value
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) settled = false
  }
  for (let i = 0; i < gone.length; i++) delete copy[gone[i]!]
  // A copy of a frozen node whose new values are all frozen is frozen here: the state's deep
  // freeze then stops at it instead of visiting each of its fields (an account has a dozen) on
  // every event. A node written in place (the final-state replay's working copy) stays writable.
  if (settled && copy !== node) Object.freeze(copy)
  return copy
}

const NO_KEYS: readonly never[] = []

/**
 * A copy of `node` without the `gone` fields, the others in their order: deleting a field from a
 * copy turns it into a dictionary (V8), slow to read, copy and freeze for every later event.
 */
function copyWithout<T extends object>(node: T, gone: readonly (keyof T)[]): T {
  // Assignments are safe here: the nodes `patched` drops fields from (an account, the send form)
  // have the state's own keys only, never a '__proto__' one.
  const copy = {} as T
  for (const key in node) if (!gone.includes(key)) copy[key] = node[key]
  return copy
}
