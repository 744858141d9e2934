import { base58Encode } from './base58.ts'

/**
 * What the adapter needs to know of a serialised Solana transaction (legacy or v0) before a
 * wallet sees it: that it is one, who must sign it, where their signatures go.
 */
export type WireTransaction = {
  version: 'legacy' | 0
  /** Offset of the first 64-byte signature slot. */
  signaturesAt: number
  /** base58 keys of the required signers, in signature-slot order (the fee payer first). */
  signers: string[]
  /** The bytes every signer signs. */
  message: Uint8Array
}

/**
 * Reads a serialised transaction without @solana/web3.js (the adapter validates requests before a
 * wallet prompt and need not load web3.js for it: the entry stays small). Layout: compact-u16 signature count and
 * 64-byte signatures, then the message — an optional version byte (high bit set), the header, the
 * static keys, the recent blockhash, the instructions and, for v0, the address-table lookups.
 * Throws an Error saying what is wrong; trailing bytes are wrong too.
 *
 * @example
 * readWireTransaction(tx.serialize()).signers[0] // the fee payer
 */
export function readWireTransaction(bytes: Uint8Array): WireTransaction {
  let at = 0
  const byte = (): number => {
    if (at >= bytes.length) throw new Error('the transaction ends early')
    return bytes[at++]!
  }
  const take = (length: number): Uint8Array => {
    if (at + length > bytes.length) throw new Error('the transaction ends early')
    at += length
    return bytes.subarray(at - length, at)
  }
  // Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes.
  const length = (): number => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const b = byte()
      value |= (b & 0x7f) << shift
      if ((b & 0x80) === 0) return value
    }
    throw new Error('a length is longer than 3 bytes')
  }
  const signatureCount = length()
  const signaturesAt = at
  take(signatureCount * 64)
  const messageAt = at
  let version: WireTransaction['version'] = 'legacy'
  let required = byte()
  if (required & 0x80) {
    if ((required & 0x7f) !== 0) throw new Error(`transaction version ${required & 0x7f} is not supported`)
    version = 0
    required = byte()
  }
  take(2) // read-only signed and unsigned counts
  const keys = Array.from({ length: length() }, () => take(32))
  take(32) // recent blockhash
  const instructions = length()
  for (let i = 0; i < instructions; i++) {
    byte() // program index
    take(length()) // account indexes
    take(length()) // data
  }
  if (version === 0) {
    const lookups = length()
    for (let i = 0; i < lookups; i++) {
      take(32) // table address
      take(length()) // writable indexes
      take(length()) // read-only indexes
    }
  }
  if (at !== bytes.length) throw new Error(`${bytes.length - at} bytes follow the transaction`)
  if (required === 0 || required > keys.length) throw new Error(`${required} required signatures for ${keys.length} keys`)
  if (signatureCount !== required) throw new Error(`${signatureCount} signature slots for ${required} required signatures`)
  return { version, signaturesAt, signers: keys.slice(0, required).map(base58Encode), message: bytes.subarray(messageAt) }
}
