import type { Hex } from 'viem'

/**
 * The few hex helpers the eip155 adapter needs, with viem's results, so that its code loads no viem
 * (size with two adapters: a host's initial JS must not carry viem for discovery and
 * connect, which need none of it).
 */

/** The bytes of a hex string (an odd length reads as a leading 0, as viem does). */
export function hexToBytes(hex: Hex): Uint8Array {
  let digits = hex.slice(2)
  if (digits.length % 2) digits = `0${digits}`
  const bytes = new Uint8Array(digits.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** @example bytesToHex(new Uint8Array([1, 171])) // '0x01ab' */
export function bytesToHex(bytes: Uint8Array): Hex {
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex as Hex
}

/** UTF-8 bytes of `text` as hex. @example stringToHex('hi') // '0x6869' */
export function stringToHex(text: string): Hex {
  return bytesToHex(new TextEncoder().encode(text))
}

/** A non-negative integer as minimal hex (a JSON-RPC quantity). @example numberToHex(1) // '0x1' */
export function numberToHex(value: number | bigint): Hex {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`)
  if (value < 0) throw new RangeError(`negative: ${value}`)
  return `0x${value.toString(16)}` as Hex
}

/** @example concat(['0x01', '0xab']) // '0x01ab' */
export function concat(values: readonly Hex[]): Hex {
  return `0x${values.map((value) => value.slice(2)).join('')}` as Hex
}
