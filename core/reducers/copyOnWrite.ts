import { freezeDeep } from '../rules/freezeDeep.ts'

/**
 * Latch's copy-on-write for the per-event reduce (issue 10), in place of Immer's proxies: the
 * handlers are plain mutating recipes, so before an event the root fields its handlers write into
 * (core/reducers/slices.ts) are copied, unfrozen, down to a known depth; the handlers mutate those
 * copies; then `settle` puts back every copied node the handlers left equal to its original, field
 * by field (`===`), so unchanged data keeps its identity exactly as Immer's unmodified drafts did.
 * A write below the copied depth meets a frozen object and throws, and the event is reduced again
 * on a copy of the whole state (core/reducers/index.ts), so a table entry that is too shallow can
 * make an event slower, never wrong (the slice-drafts property test keeps that path unused).
 *
 * Why not Immer: every read through a draft made a proxy, and each event's drafts cost more than
 * its handlers' work (5.4 µs of 12.9 µs per event on the recorded journey); Immer was also 3.6 KB
 * gzip of the core.
 */

/** The copies made for the event being reduced and the node each came from (pairs, in order). */
const copies: object[] = []
const originals: object[] = []

/** Forgets the last event's copies (their originals must not be kept alive by this module). */
export function resetCopies(): void {
  copies.length = 0
  originals.length = 0
}

/**
 * An unfrozen copy of `value` (an object or array of frozen state), its object children copied
 * too down to `depth` levels in all (1: the node alone). Each copy is remembered for `settle`.
 */
export function copyDown<T>(value: T, depth: number): T {
  if (typeof value !== 'object' || value === null) return value
  let copy: Record<string, unknown> | unknown[]
  if (Array.isArray(value)) {
    copy = value.slice()
    if (depth > 1) for (let i = 0; i < copy.length; i++) copy[i] = copyDown(copy[i], depth - 1)
  } else {
    // A spread reads a frozen object faster than a for…in (issue 10's measure) and defines each
    // field as an own property (a '__proto__' key stays a key: an assignment would set the
    // prototype); the children are then read from the unfrozen copy.
    copy = { ...(value as Record<string, unknown>) }
    if (depth > 1) for (const key in copy) copy[key] = copyDown(copy[key], depth - 1)
  }
  copies.push(copy)
  originals.push(value)
  return copy as T
}

/**
 * `value` after the handlers ran: a copy `copyDown` made whose fields all still hold what its
 * original held (children settled first) becomes that original again; any other value is left as
 * it is (a frozen value a handler assigned, or a fresh one it built, which `freezeDeep` freezes
 * later). Copies that changed are returned unfrozen.
 */
export function settle<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  const at = copies.lastIndexOf(value)
  if (at === -1) return value
  const original = originals[at]!
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = settle(value[i])
    return (sameItems(value, original as unknown[]) ? original : value) as T
  }
  const fields = value as Record<string, unknown>
  for (const key in fields) fields[key] = settle(fields[key])
  return (sameFields(fields, original as Record<string, unknown>) ? original : value) as T
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0
  for (const key in a) {
    const value = a[key]
    if (value !== b[key] || (value === undefined && !(key in b))) return false
    count++
  }
  return count === Object.keys(b).length
}

/**
 * The reference path's sharing: `next` (a whole unfrozen copy the handlers ran on) with every
 * subtree deep-equal to the one at the same place in `prev` replaced by `prev`'s, so a fallback
 * event keeps the identity of all it left unchanged; the result is deep-frozen.
 */
export function shareUnchanged<T>(next: T, prev: unknown): T {
  return freezeDeep(share(next, prev)) as T
}

function share(next: unknown, prev: unknown): unknown {
  if (next === prev || typeof next !== 'object' || next === null || typeof prev !== 'object' || prev === null) return next
  if (Object.isFrozen(next)) return next
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next
    for (let i = 0; i < next.length; i++) next[i] = share(next[i], prev[i])
    return sameItems(next, prev) ? prev : next
  }
  if (Array.isArray(prev)) return next
  const fields = next as Record<string, unknown>
  const before = prev as Record<string, unknown>
  for (const key in fields) fields[key] = share(fields[key], before[key])
  return sameFields(fields, before) ? prev : next
}
