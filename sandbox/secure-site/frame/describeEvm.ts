/**
 * What the approval panel says about an EVM request (SPEC.md §6: the user approves what is
 * signed): the method, the network by name, and per method what it commits to — a message's
 * text, typed data's primary type, domain and contents, a transaction's receiver and value, a
 * bundle's sender, execution (atomic or one by one) and calls, a bundle's status. Pure, so it is
 * tested in Node; the frame page renders the rows as a definition list.
 */
import type { ApprovalPreview } from './bundles.ts'

/** Networks the secure site names (the sandbox's two as the sandbox names them); others by number. */
const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  11155111: 'Sepolia',
  31337: 'Anvil',
  31338: 'Anvil 31338',
}

/**
 * A chain's name for the panel: `Anvil (eip155:31337)`; an unknown one `Chain 5 (eip155:5)`.
 *
 * @example
 * chainLabel('eip155:31338') // 'Anvil 31338 (eip155:31338)'
 */
export function chainLabel(chainId: string | number): string {
  const id = typeof chainId === 'number' ? chainId : Number(chainId.split(':')[1])
  return `${CHAIN_NAMES[id] ?? `Chain ${id}`} (eip155:${id})`
}

const ether = (wei: bigint): string => {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`
}
const weiOf = (value: unknown): bigint => {
  try {
    return typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n
  } catch {
    return 0n
  }
}
const short = (text: string, max = 300): string => (text.length > max ? `${text.slice(0, max)}…` : text)

/** A personal_sign message as the user reads it: UTF-8 text when the bytes are text, else the hex. */
function messageText(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array(
    message
      .slice(2)
      .match(/../g)
      ?.map((b) => parseInt(b, 16)) ?? [],
  )
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

/** The typed data of eth_signTypedData_v4 ([address, data as JSON or object]). */
function typedDataOf(params: unknown): { domain?: Record<string, unknown>; primaryType?: unknown; message?: unknown } | undefined {
  const data = Array.isArray(params) ? params[1] : undefined
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data
    return parsed && typeof parsed === 'object' ? (parsed as { domain?: Record<string, unknown>; primaryType?: unknown; message?: unknown }) : undefined
  } catch {
    return undefined
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 100: 'Pending', 200: 'Confirmed', 400: 'Not sent', 500: 'Reverted', 600: 'Partly reverted' }

/**
 * The panel's rows for an EVM request on `chainId` (`eip155:<id>`).
 *
 * @example
 * describeEvmRequest('eth_signTypedData_v4', [from, typedData], 'eip155:31337')
 * // [['Method', 'eth_signTypedData_v4'], ['Network', 'Anvil (eip155:31337)'], ['Primary type', 'SetNumber'], ['Domain', 'SandboxCounter, version 1'], …]
 */
export function describeEvmRequest(method: string, params: unknown, chainId: string, preview?: ApprovalPreview): [string, string][] {
  const first = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (preview?.kind === 'calls') {
    return [
      ['Method', method],
      ['Network', chainLabel(preview.chainId)],
      ['From', `${preview.from} (${preview.account === 'smartAccount' ? 'smart account' : 'account'})`],
      ['Execution', preview.atomic ? 'Atomic: all calls in one transaction, or none' : 'One transaction per call, in order (not atomic)'],
      ['Calls', String(preview.calls.length)],
      ...preview.calls.map((call, i): [string, string] => [`Call ${i + 1}`, `${call.to ?? '(new contract)'} · ${ether(weiOf(call.value))}${call.data ? ` · data ${short(call.data, 74)}` : ''}`]),
    ]
  }
  if (preview?.kind === 'callsStatus') {
    return [
      ['Method', method],
      ['Network', chainLabel(Number(preview.chainId))],
      ['Bundle', preview.id],
      ['Status', `${STATUS_TEXT[preview.status] ?? 'Unknown'} (${preview.status})`],
      ['Atomic', preview.atomic ? 'Yes (one transaction)' : 'No'],
      ...preview.receipts.map((r, i): [string, string] => [`Transaction ${i + 1}`, `${r.transactionHash} · ${r.status === '0x1' ? 'success' : 'reverted'}`]),
    ]
  }
  const head: [string, string][] = [
    ['Method', method],
    ['Network', chainLabel(chainId)],
  ]
  switch (method) {
    case 'personal_sign':
      return [...head, ['Message', short(messageText(first))]]
    case 'eth_signTypedData_v4': {
      const data = typedDataOf(params)
      const domain = data?.domain ?? {}
      const name = typeof domain['name'] === 'string' ? domain['name'] : '(no name)'
      return [
        ...head,
        ['Primary type', String(data?.primaryType ?? '(none)')],
        ['Domain', `${name}${typeof domain['version'] === 'string' ? `, version ${domain['version']}` : ''}`],
        ...(domain['chainId'] !== undefined ? [['Domain chain', chainLabel(Number(domain['chainId']))] as [string, string]] : []),
        ...(typeof domain['verifyingContract'] === 'string' ? [['Contract', domain['verifyingContract']] as [string, string]] : []),
        ['Message', short(JSON.stringify(data?.message ?? {}))],
      ]
    }
    case 'eth_sendTransaction': {
      const tx = first && typeof first === 'object' ? (first as Record<string, unknown>) : {}
      return [
        ...head,
        ['To', String(tx['to'] ?? '(new contract)')],
        ['Value', ether(weiOf(tx['value']))],
        ...(typeof tx['data'] === 'string' && tx['data'] !== '0x' ? [['Data', short(tx['data'], 74)] as [string, string]] : []),
      ]
    }
    default:
      return [...head, ['Data', short(JSON.stringify(params ?? []), 200)]]
  }
}
