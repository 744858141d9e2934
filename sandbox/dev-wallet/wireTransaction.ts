/**
 * The Solana transaction wire format, as far as a signing wallet needs it (legacy and v0): the
 * signature slots, the message bytes, the signer keys and the programs called. Parsed by hand so
 * the dev wallet needs no @solana/web3.js (an EVM-only host can use `latch/dev-wallet`).
 *
 * Layout: compact-u16 signature count, 64-byte signatures, then the message — an optional
 * version byte (high bit set), the header (required signatures, read-only signed, read-only
 * unsigned), compact-u16 key count, 32-byte keys, the recent blockhash, compact-u16 instruction
 * count, each instruction's program index, accounts and data (v0 then lists address tables).
 */

export type WireTransaction = {
  /** The whole serialized transaction. */
  bytes: Uint8Array
  /** Offset of the first 64-byte signature slot. */
  signaturesAt: number
  signatureCount: number
  /** The message, the bytes each signer signs. */
  message: Uint8Array
  /** 'legacy' or the version number. */
  version: 'legacy' | number
  requiredSignatures: number
  staticAccountKeys: Uint8Array[]
  programIdIndexes: number[]
}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.offset >= this.bytes.length) throw new Error('transaction ends early')
    return this.bytes[this.offset++]!
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('transaction ends early')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** Solana's compact-u16 ("shortvec"): 7 bits per byte, at most 3 bytes. */
  compactU16(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const b = this.byte()
      value |= (b & 0x7f) << (7 * i)
      if ((b & 0x80) === 0) return value
    }
    throw new Error('compact-u16 longer than 3 bytes')
  }
}

/** Parses a serialized transaction; throws an Error saying what is wrong. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const reader = new Reader(bytes)
  const signatureCount = reader.compactU16()
  const signaturesAt = reader.offset
  reader.take(signatureCount * 64)
  const messageAt = reader.offset
  const first = reader.byte()
  let version: WireTransaction['version'] = 'legacy'
  let requiredSignatures = first
  if (first & 0x80) {
    version = first & 0x7f
    if (version !== 0) throw new Error(`unsupported transaction version ${version}`)
    requiredSignatures = reader.byte()
  }
  reader.take(2) // read-only signed and unsigned counts
  const keyCount = reader.compactU16()
  const staticAccountKeys = Array.from({ length: keyCount }, () => reader.take(32))
  reader.take(32) // recent blockhash
  const programIdIndexes: number[] = []
  const instructionCount = reader.compactU16()
  for (let i = 0; i < instructionCount; i++) {
    programIdIndexes.push(reader.byte())
    reader.take(reader.compactU16()) // account indexes
    reader.take(reader.compactU16()) // data
  }
  if (signatureCount !== requiredSignatures) throw new Error(`${signatureCount} signature slots for ${requiredSignatures} required signatures`)
  return {
    bytes,
    signaturesAt,
    signatureCount,
    message: bytes.subarray(messageAt),
    version,
    requiredSignatures,
    staticAccountKeys,
    programIdIndexes,
  }
}

/** The signer slot of `publicKey`, or -1 when the transaction needs no signature from it. */
export function signerIndex(tx: WireTransaction, publicKey: Uint8Array): number {
  return tx.staticAccountKeys.slice(0, tx.requiredSignatures).findIndex((key) => key.every((b, i) => b === publicKey[i]))
}

/** A copy of the transaction with `signature` in the slot of signer `index`. */
export function withSignature(tx: WireTransaction, index: number, signature: Uint8Array): WireTransaction {
  if (signature.length !== 64) throw new Error('an ed25519 signature is 64 bytes')
  const bytes = new Uint8Array(tx.bytes)
  bytes.set(signature, tx.signaturesAt + index * 64)
  return parseWireTransaction(bytes)
}
