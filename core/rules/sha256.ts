/**
 * The round constants and initial hash (FIPS 180-4 §4.2.2, §5.3.3): the first 32 bits of the
 * fractional parts of the cube roots of the first 64 primes and of the square roots of the first
 * 8. Computed rather than listed: the listed table was 0.7 KB of incompressible hex in the chunk
 * every page loads up front. Doubles hold these fractions to 50 bits, well past 32.
 */
const PRIMES: number[] = []
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((p) => n % p !== 0)) PRIMES.push(n)
const fraction32 = (x: number) => ((x - Math.floor(x)) * 0x100000000) >>> 0
const K = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)))
const H0 = PRIMES.slice(0, 8).map((p) => fraction32(Math.sqrt(p)))

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/**
 * SHA-256 of a string's UTF-8 bytes, as lowercase hex; synchronous (Web Crypto's `digest` is
 * not), for the keyed tokens that stand for personal data in an exported log.
 *
 * @example
 * sha256('abc') // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function sha256(text: string): string {
  const bytes = new TextEncoder().encode(text)
  const length = ((bytes.length + 9 + 63) >> 6) << 6
  const data = new Uint8Array(length)
  data.set(bytes)
  data[bytes.length] = 0x80
  const view = new DataView(data.buffer)
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000))
  view.setUint32(length - 4, (bytes.length << 3) >>> 0)
  const h = Uint32Array.from(H0)
  const w = new Uint32Array(64)
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3)
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10)
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
      hh = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    h[0]! += a
    h[1]! += b
    h[2]! += c
    h[3]! += d
    h[4]! += e
    h[5]! += f
    h[6]! += g
    h[7]! += hh
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('')
}
