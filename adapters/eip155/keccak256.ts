import type { Hex } from 'viem'
import { hexToBytes } from './hex.ts'

/**
 * Keccak-256 (Ethereum's hash, not NIST SHA3-256) of the bytes `data` holds, as viem's
 * `keccak256(hex)` returns it. Written here so that the eip155 adapter's initial code needs no viem
 * (a host's initial JS stays small with two adapters: address checksums run on every `accountsChanged`, synchronously).
 * Lanes are 64-bit values in a BigUint64Array, whose stores wrap to 64 bits.
 *
 * @example
 * keccak256('0x') // '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
 */
export function keccak256(data: Hex | Uint8Array): Hex {
  const bytes = typeof data === 'string' ? hexToBytes(data) : data
  const rate = 136
  const padded = new Uint8Array((Math.floor(bytes.length / rate) + 1) * rate)
  padded.set(bytes)
  padded[bytes.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state = new BigUint64Array(25)
  const view = new DataView(padded.buffer)
  for (let block = 0; block < padded.length; block += rate) {
    for (let lane = 0; lane < rate / 8; lane++) state[lane]! ^= view.getBigUint64(block + lane * 8, true)
    permute(state)
  }
  const out = new DataView(new ArrayBuffer(32))
  for (let lane = 0; lane < 4; lane++) out.setBigUint64(lane * 8, state[lane]!, true)
  let hex = '0x'
  for (let i = 0; i < 32; i++) hex += out.getUint8(i).toString(16).padStart(2, '0')
  return hex as Hex
}

/** ρ rotation offsets, π lane order and ι round constants, derived as the Keccak reference does. */
const ROTATIONS: bigint[] = []
const PI: number[] = []
const ROUND_CONSTANTS: bigint[] = []
for (let round = 0, x = 1, y = 0, lfsr = 1; round < 24; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  PI.push(5 * y + x)
  ROTATIONS.push(BigInt((((round + 1) * (round + 2)) / 2) % 64))
  let constant = 0n
  for (let j = 0; j < 7; j++) {
    lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
    if (lfsr & 2) constant ^= 1n << ((1n << BigInt(j)) - 1n)
  }
  ROUND_CONSTANTS.push(constant)
}

const columns = new BigUint64Array(5)
const row = new BigUint64Array(5)
const scratch = new BigUint64Array(1)

function rotl(value: bigint, by: bigint): bigint {
  scratch[0] = (value << by) | (value >> (64n - by))
  return scratch[0]!
}

/** Keccak-f[1600]: 24 rounds of θ, ρ+π, χ, ι. */
function permute(s: BigUint64Array): void {
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) columns[x] = s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!
    for (let x = 0; x < 5; x++) {
      const d = columns[(x + 4) % 5]! ^ rotl(columns[(x + 1) % 5]!, 1n)
      for (let y = 0; y < 25; y += 5) s[x + y]! ^= d
    }
    let current = s[1]!
    for (let t = 0; t < 24; t++) {
      const lane = PI[t]!
      const next = s[lane]!
      s[lane] = rotl(current, ROTATIONS[t]!)
      current = next
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) row[x] = s[y + x]!
      for (let x = 0; x < 5; x++) s[y + x]! ^= ~row[(x + 1) % 5]! & row[(x + 2) % 5]!
    }
    s[0]! ^= ROUND_CONSTANTS[round]!
  }
}
