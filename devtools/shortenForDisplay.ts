/** Strings longer than this are cut in the middle for display. */
const DISPLAY_MAX = 66

/**
 * A `JSON.stringify` replacer for DevTools' state and event panes (the demo shows them): data URLs (wallet icons) keep only their
 * media type (`data:image/svg+xml… (1234 chars)`), other long strings keep their ends
 * (`0x1234…abcd (N chars)`), so the panel stays readable; the output is still JSON.
 *
 * @example
 * JSON.stringify(state, shortenForDisplay, 2)
 */
export function shortenForDisplay(_key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (value.startsWith('data:')) {
    const end = value.search(/[;,]/)
    return `${value.slice(0, end > 0 ? Math.min(end, 40) : 20)}… (${value.length} chars)`
  }
  if (value.length <= DISPLAY_MAX) return value
  return `${value.slice(0, 32)}…${value.slice(-16)} (${value.length} chars)`
}
