/** Browser-safe byte helpers (no Node Buffer): base58, base64, hex and UTF-8. */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const b of bytes) value = value * 256n + BigInt(b)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)]! + out
    value /= 58n
  }
  return '1'.repeat(zeros) + out
}

export function base58Decode(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const c of text) {
    const digit = ALPHABET.indexOf(c)
    if (digit < 0) throw new Error(`invalid base58 character "${c}"`)
    value = value * 58n + BigInt(digit)
  }
  const out: number[] = []
  while (value > 0n) {
    out.unshift(Number(value % 256n))
    value /= 256n
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...out])
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
