/**
 * Deep-freezes plain data (JSON-like objects and arrays) in place, children first; an object
 * already frozen is taken as frozen throughout (so re-freezing shared data costs nothing).
 *
 * @example
 * const defaults = freezeDeep({ socials: ['google'] })
 * Object.isFrozen(defaults.socials) // true
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  if (Array.isArray(value)) for (const item of value) freezeDeep(item)
  else for (const key in value) freezeDeep((value as Record<string, unknown>)[key])
  return Object.freeze(value)
}
