/**
 * Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the implicit marks (U+200E, U+200F, U+061C). In a label they let a service
 * or a provider make text display in another order than it reads: "\u202eTEKCAM\u202c" shows as
 * "MACKET".
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g

/**
 * Removes bidirectional control characters from a label that came from outside (a wallet-list
 * service, an EIP-6963 announcement, a Wallet Standard wallet), so it displays in the order it
 * reads. Right-to-left scripts still display right to left: their direction comes from
 * the letters, not from these controls.
 *
 * @example
 * stripBidiControls('\u202eTEKCAM\u202c') // 'TEKCAM'
 */
export function stripBidiControls(label: string): string {
  return label.replace(BIDI_CONTROLS, '')
}
