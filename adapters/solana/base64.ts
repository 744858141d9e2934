// Strict RFC 4648 base64 with padding: atob alone also accepts spaces and missing padding, which
// would let a malformed parameter reach the wallet (SPEC.md §6 Solana signing methods, -32602).
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Encodes bytes as base64 (padded), the wire form of Solana transactions and message signatures
 * in `Adapter.request`.
 *
 * @example
 * base64Encode(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function base64Encode(bytes: Uint8Array): string {
  let text = ''
  // Chunks: String.fromCharCode(...bytes) overflows the stack on large inputs.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

/**
 * Decodes padded base64; `undefined` for anything else (spaces, missing padding, URL-safe letters).
 *
 * @example
 * base64Decode('AQID') // Uint8Array [1, 2, 3]
 * base64Decode('AQI') // undefined
 */
export function base64Decode(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
