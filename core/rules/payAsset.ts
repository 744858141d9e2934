import type { ChainNamespace, CaipNetworkId } from '../types.ts'
import { CHAIN_NAMESPACES } from '../types.ts'

/** How long a payment may take, from `modal.pay` to its confirmation, unless the call says otherwise. */
export const PAY_TIMEOUT_MS = 10 * 60_000
/** How often a sent payment's receipt, or the exchange's status, is asked for. */
export const PAY_POLL_MS = 1_000

/**
 * The network and token of a CAIP-19 asset id: `eip155:1/slip44:60` (a native coin),
 * `eip155:1/erc20:0x…` (a token). `undefined` for anything else.
 *
 * @example
 * parsePayAsset('eip155:31337/slip44:60') // { namespace: 'eip155', caipNetworkId: 'eip155:31337', token: undefined }
 */
export function parsePayAsset(asset: string): { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; token?: string } | undefined {
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/.exec(asset)
  if (!match) return undefined
  const namespace = match[1] as ChainNamespace
  if (!CHAIN_NAMESPACES.includes(namespace)) return undefined
  const caipNetworkId = `${namespace}:${match[2]}` as CaipNetworkId
  return match[3] === 'slip44' ? { namespace, caipNetworkId } : { namespace, caipNetworkId, token: match[4]! }
}

/** A positive decimal amount in token units ('0.5', '12'). */
export const isPayAmount = (amount: string): boolean => /^\d{1,40}(\.\d{1,40})?$/.test(amount) && /[1-9]/.test(amount)
