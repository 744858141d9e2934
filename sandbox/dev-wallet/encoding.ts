/** Browser-safe byte helpers (no Node Buffer): base58, base64, hex and UTF-8. */

import { base58Decode as decodeOrUndefined, base58Encode } from '../../adapters/solana/base58.ts'

// One base58 codec: the Solana adapter's (the dev wallet is a Solana wallet too).
export { base58Encode }

/** Decodes base58 text; throws on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array {
  const bytes = decodeOrUndefined(text)
  if (!bytes) throw new Error(`invalid base58 text "${text.slice(0, 60)}"`)
  return bytes
}

export function base64Encode(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Shows a message to a person: UTF-8 text when it decodes cleanly and is printable, else hex. */
export function displayMessage(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text)) return text
  } catch {
    // not UTF-8
  }
  return toHex(bytes)
}

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new Error(`invalid hex "${hex}"`)
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}
