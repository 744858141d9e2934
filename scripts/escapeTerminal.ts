/**
 * Characters a terminal acts on instead of printing: C0 controls (ESC starts the ANSI sequences
 * that recolour, move the cursor or retitle the window; \r overwrites the line), DEL, C1 controls
 * (U+009B is a one-character CSI), the line and paragraph separators, and the bidirectional
 * controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) that reorder what is shown.
 */
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e' }

/**
 * Text from a log made safe to print: every control character written as an escape
 * (`\e`, `\r`, `\u202e`), so a log cannot colour, rewrite or reorder the terminal that replays
 * it, nor start a line of its own.
 *
 * @example
 * escapeTerminal('\u001b[31mred\r') // '\\e[31mred\\r'
 */
export function escapeTerminal(text: string): string {
  return text.replace(TERMINAL_CONTROLS, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
