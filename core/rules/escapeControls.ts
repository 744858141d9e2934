/**
 * Control characters (C0, DEL, C1), line and paragraph separators and Unicode bidirectional
 * controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), written as visible `\u{…}` escapes.
 * For text from outside that an exported log keeps (a wallet's rejection message, a service's error):
 * a reader of the log sees what was sent, not a line break that forges an entry or an override
 * that shows "\u202eTEKCAM" as "MACKET" (the UI strips them: core/rules/stripBidiControls.ts).
 *
 * @example
 * escapeControls('Rejected\u202e by user\n') // 'Rejected\\u{202E} by user\\u{A}'
 */
export function escapeControls(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (c) => `\\u{${c.charCodeAt(0).toString(16).toUpperCase()}}`) : text
}

const SOURCE = '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]'
const UNSAFE = new RegExp(SOURCE)
const UNSAFE_ALL = new RegExp(SOURCE, 'g')
