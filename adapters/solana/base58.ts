const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Encodes bytes as base58 (Bitcoin alphabet), the text form of Solana signatures and keys.
 * Written here because `bs58` is only a transitive dependency of @solana/web3.js.
 *
 * @example
 * base58Encode(new Uint8Array([0, 1])) // '12'
 */
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

/**
 * Decodes base58 text; `undefined` for a character outside the alphabet.
 *
 * @example
 * base58Decode('12') // Uint8Array [0, 1]
 */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const c of text) {
    const digit = ALPHABET.indexOf(c)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const out: number[] = []
  while (value > 0n) {
    out.unshift(Number(value % 256n))
    value /= 256n
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...out])
}
