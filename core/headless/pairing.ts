/**
 * The WalletConnect pairing URI for a host's own QR code (API.md "Own UI"): the state's pairing,
 * which the WalletConnect adapter issues (`pairing/uriIssued`) and the pairing epic renews
 * (core/effects/pairing.ts: expired at 10 s left of its 4 minutes, a fresh URI without user action,
 * SPEC.md §4, §9) — nothing here keeps a clock of its own.
 */
import { LatchError } from '../errors/LatchError.ts'
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'
import { resolveConnectFlow, startFlow } from './connect.ts'

/** The pairing to show: its `wc:` URI, when it expires (ms since the epoch) and whether it counts as expired (a fresh one is coming). */
export type WalletConnectUri = { uri: string; expiresAt: number; expired: boolean } | undefined

/**
 * The pairing shown on this state while a connection attempt waits for it (the same object while
 * it is unchanged); undefined once the attempt ended — a paired, failed or abandoned URI is not
 * one to scan (the state keeps the last one for the modal's view).
 *
 * @example
 * selectWalletConnectUri(state)?.uri // 'wc:…@2?relay-protocol=irn&symKey=…'
 */
export function selectWalletConnectUri(state: ModalState): WalletConnectUri {
  return state.connectAttempts !== undefined ? state.pairing : undefined
}

/**
 * Starts a WalletConnect pairing (the adapter then issues the URI); resolves once a wallet has
 * paired and connected, rejects as `modal.connect` does, or with 'Wallet not found' when no
 * WalletConnect adapter is configured (for `namespace`, if given).
 *
 * @example
 * startPairing(modal).then(() => console.log('paired'))
 */
export function startPairing(modal: Modal, options: { namespace?: ChainNamespace } = {}): Promise<void> {
  const flow = resolveConnectFlow(modal.getState(), 'walletConnect', options.namespace)
  return flow ? startFlow(modal, flow) : Promise.reject(new LatchError('Wallet not found', { details: 'walletConnect' }))
}

/**
 * Calls `callback` with the pairing now and whenever it changes (a new URI, expired, gone);
 * returns the unsubscribe function.
 *
 * @example
 * const stop = subscribeWalletConnectUri(modal, (pairing) => pairing && drawQr(pairing.uri))
 */
export function subscribeWalletConnectUri(modal: Modal, callback: (pairing: WalletConnectUri) => void): () => void {
  let first = true
  let last: WalletConnectUri
  return modal.subscribeState((state) => {
    const next = selectWalletConnectUri(state)
    if (!first && next === last) return
    first = false
    callback((last = next))
  })
}
