/**
 * The WalletConnect pairing URI for a host's own QR code (API.md "Own UI"): the state's pairing,
 * which the WalletConnect adapter issues (`pairing/uriIssued`) and the pairing epic renews
 * (core/effects/pairing.ts: expired at 10 s left of its 4 minutes, a fresh URI without user action,
 * SPEC.md §4, §9) — nothing here keeps a clock of its own. Light enough for the page itself: only
 * starting a pairing loads the own-UI code (core/headless/load.ts).
 */
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import type { WalletConnectUri } from './types.ts'

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
