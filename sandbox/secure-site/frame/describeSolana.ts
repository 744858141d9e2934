/**
 * What the approval panel shows for a Solana request (SPEC.md §6 Solana signing methods
 * need the user's approval): as for `eth_sendTransaction`, the receiver and the value of a SOL
 * transfer, read from the wire transaction itself (legacy or v0 message) without web3.js in the
 * frame; a message to sign is shown as text; anything else by its instruction count. Total: a
 * transaction it cannot read is described as such, never thrown.
 */
import { base58Decode, base58Encode } from '../../../adapters/solana/base58.ts'

type Row = [string, string]
type Instruction = { program: Uint8Array; accounts: Uint8Array[]; data: Uint8Array }

const SYSTEM_PROGRAM = new Uint8Array(32)
const LAMPORTS_PER_SOL = 1_000_000_000n

/** Reads a wire transaction's static account keys and instructions; undefined when it is none. */
export function readInstructions(wire: Uint8Array): { feePayer: Uint8Array; instructions: Instruction[] } | undefined {
  let at = 0
  const byte = (): number => {
    if (at >= wire.length) throw new RangeError('short')
    return wire[at++]!
  }
  // Solana's compact-u16 ("shortvec") length.
  const length = (): number => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const b = byte()
      value |= (b & 0x7f) << shift
      if ((b & 0x80) === 0) return value
    }
    throw new RangeError('length')
  }
  const bytes = (n: number): Uint8Array => {
    if (at + n > wire.length) throw new RangeError('short')
    const out = wire.subarray(at, at + n)
    at += n
    return out
  }
  try {
    bytes(length() * 64) // signatures
    if (byte() & 0x80)
      at += 3 // a versioned message: the version byte, then the header
    else at += 2 // legacy: the header's first byte was just read
    const keys = Array.from({ length: length() }, () => bytes(32))
    bytes(32) // recent blockhash
    const instructions = Array.from({ length: length() }, (): Instruction => {
      const program = keys[byte()]
      const accounts = Array.from({ length: length() }, () => keys[byte()] ?? new Uint8Array(32))
      const data = bytes(length())
      if (!program) throw new RangeError('program')
      return { program, accounts, data }
    })
    const feePayer = keys[0]
    return feePayer ? { feePayer, instructions } : undefined
  } catch {
    return undefined
  }
}

const isSystemTransfer = (i: Instruction): boolean =>
  i.program.every((b, k) => b === SYSTEM_PROGRAM[k]) && i.data.length === 12 && new DataView(i.data.buffer, i.data.byteOffset, 12).getUint32(0, true) === 2

/** Lamports as SOL, exact (9 decimals, trailing zeros dropped). */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}

const fromBase64 = (text: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/**
 * @example
 * describeSolanaRequest('solana_signAndSendTransaction', { transaction }, 'solana:rLwf…')
 * // [['Method', …], ['Network', 'Solana rLwfLCzw'], ['From', …], ['To', …], ['Value', '0.5 SOL']]
 */
export function describeSolanaRequest(method: string, params: unknown, chainId: string): Row[] {
  const rows: Row[] = [
    ['Method', method],
    ['Network', `Solana ${chainId.slice('solana:'.length, 'solana:'.length + 8)}`],
  ]
  const p = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
  if (method === 'solana_signMessage') {
    const message = typeof p?.['message'] === 'string' ? base58Decode(p['message']) : undefined
    return [...rows, ['Message', message ? new TextDecoder().decode(message).slice(0, 200) : 'unreadable']]
  }
  if (method === 'solana_signAllTransactions') {
    const list = p?.['transactions']
    return [...rows, ['Transactions', Array.isArray(list) ? String(list.length) : 'unreadable']]
  }
  const wire = typeof p?.['transaction'] === 'string' ? fromBase64(p['transaction']) : undefined
  const read = wire && readInstructions(wire)
  if (!read) return [...rows, ['Transaction', 'unreadable']]
  const transfers = read.instructions.filter(isSystemTransfer)
  if (transfers.length === 1 && read.instructions.length === transfers.length) {
    const [transfer] = transfers as [Instruction]
    const lamports = new DataView(transfer.data.buffer, transfer.data.byteOffset, 12).getBigUint64(4, true)
    return [...rows, ['From', base58Encode(transfer.accounts[0] ?? read.feePayer)], ['To', base58Encode(transfer.accounts[1] ?? new Uint8Array(32))], ['Value', formatSol(lamports)]]
  }
  return [...rows, ['Fee payer', base58Encode(read.feePayer)], ['Instructions', String(read.instructions.length)]]
}
