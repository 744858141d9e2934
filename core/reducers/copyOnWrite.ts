/**
 * Latch's copy-on-write for the per-event reduce, in place of Immer's proxies: the
 * handlers are plain mutating recipes, so before an event the root fields its handlers write into
 * (core/reducers/slices.ts) are copied, unfrozen, down to a known depth; the handlers mutate those
 * copies; then `keepUnchanged` puts back every node the handlers left equal to the original at its
 * place, so unchanged data keeps its identity as Immer's unmodified drafts did.
 * A write below the copied depth meets a frozen object and throws, and the event is reduced again
 * on a copy of the whole state (core/reducers/index.ts), so a table entry that is too shallow can
 * make an event slower, never wrong (the slice-drafts property test keeps that path unused).
 *
 * Why not Immer: every read through a draft made a proxy, and each event's drafts cost more than
 * its handlers' work (5.4 µs of 12.9 µs per event on the recorded journey); Immer was also 3.4 KB
 * gzip of the core.
 */

/**
 * An unfrozen copy of `value` (an object or array of frozen state), its object children copied
 * too down to `depth` levels in all (1: the node alone).
 */
export function copyDown<T>(value: T, depth: number): T {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const copy = value.slice()
    if (depth > 1) for (let i = 0; i < copy.length; i++) copy[i] = copyDown(copy[i], depth - 1)
    return copy as T
  }
  // A spread reads a frozen object faster than a for…in (measured on replay) and defines each
  // field as an own property (a '__proto__' key stays a key: an assignment would set the
  // prototype); the children are then read from the unfrozen copy.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  if (depth > 1) for (const key in copy) copy[key] = copyDown(copy[key], depth - 1)
  return copy as T
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
 * `next` after the handlers ran, with every unfrozen subtree that is deep-equal to the one at the
 * same place in `prev` replaced by `prev`'s, so unchanged data keeps its identity (as Immer's
 * unmodified drafts did). Frozen values are taken as they are: the state's own, or an event's
 * payload a handler stored. What changed is returned unfrozen, for the caller to freeze. Both
 * paths use it: the slice path on the slices it copied, the whole-state path on the whole copy.
 */
export function keepUnchanged<T>(next: T, prev: unknown): T {
  if (next === prev || typeof next !== 'object' || next === null || typeof prev !== 'object' || prev === null) return next
  if (Object.isFrozen(next)) return next
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next
    for (let i = 0; i < next.length; i++) next[i] = keepUnchanged(next[i], prev[i])
    return (sameItems(next, prev) ? prev : next) as T
  }
  if (Array.isArray(prev)) return next
  const fields = next as Record<string, unknown>
  const before = prev as Record<string, unknown>
  for (const key in fields) fields[key] = keepUnchanged(fields[key], before[key])
  return (sameFields(fields, before) ? prev : next) as T
}
