import { freezeDeep } from '../rules/freezeDeep.ts'
import type { ModalState } from './state.ts'

/**
 * Deep-freezes the fields of the fresh root `next` that differ from `prev` (a field holding the
 * value it held in `prev` is frozen already) and says whether any did; a field `next` lacks counts
 * as changed when `prev` had it. The root itself is left to the caller. Named fields for the same
 * reason as `copyRoot` (core/reducers/copyRoot.ts): a `for…in` with keyed reads over many root
 * shapes cost as much again. A module of its own: only the modal's core reduces, while `copyRoot`
 * also serves the deferred modal's first state, which a page loads up front.
 */
export function freezeNewFields(next: ModalState, prev: ModalState): boolean {
  let changed = false
  if (next.open !== prev.open) {
    changed = true
    freezeDeep(next.open)
  }
  if (next.view !== prev.view) {
    changed = true
    freezeDeep(next.view)
  }
  if (next.history !== prev.history) {
    changed = true
    freezeDeep(next.history)
  }
  if (next.transition !== prev.transition) {
    changed = true
    freezeDeep(next.transition)
  }
  if (next.accountTab !== prev.accountTab) {
    changed = true
    freezeDeep(next.accountTab)
  }
  if (next.status !== prev.status) {
    changed = true
    freezeDeep(next.status)
  }
  if (next.accounts !== prev.accounts) {
    changed = true
    freezeDeep(next.accounts)
  }
  if (next.connections !== prev.connections) {
    changed = true
    freezeDeep(next.connections)
  }
  if (next.connectors !== prev.connectors) {
    changed = true
    freezeDeep(next.connectors)
  }
  if (next.themeMode !== prev.themeMode) {
    changed = true
    freezeDeep(next.themeMode)
  }
  if (next.theme !== prev.theme) {
    changed = true
    freezeDeep(next.theme)
  }
  if (next.loading !== prev.loading) {
    changed = true
    freezeDeep(next.loading)
  }
  if (next.shake !== prev.shake) {
    changed = true
    freezeDeep(next.shake)
  }
  if (next.features !== prev.features) {
    changed = true
    freezeDeep(next.features)
  }
  if (next.config !== prev.config) {
    changed = true
    freezeDeep(next.config)
  }
  if (next.env !== prev.env) {
    changed = true
    freezeDeep(next.env)
  }
  if (next.wallets !== prev.wallets) {
    changed = true
    freezeDeep(next.wallets)
  }
  if (next.assetImages !== prev.assetImages) {
    changed = true
    freezeDeep(next.assetImages)
  }
  if (next.send !== prev.send) {
    changed = true
    freezeDeep(next.send)
  }
  if (next.viewData !== prev.viewData) {
    changed = true
    freezeDeep(next.viewData)
  }
  if (next.openNamespace !== prev.openNamespace) {
    changed = true
    freezeDeep(next.openNamespace)
  }
  if (next.openNetwork !== prev.openNetwork) {
    changed = true
    freezeDeep(next.openNetwork)
  }
  if (next.activeNamespace !== prev.activeNamespace) {
    changed = true
    freezeDeep(next.activeNamespace)
  }
  if (next.activeCaipNetworkId !== prev.activeCaipNetworkId) {
    changed = true
    freezeDeep(next.activeCaipNetworkId)
  }
  if (next.pendingNetworkSwitch !== prev.pendingNetworkSwitch) {
    changed = true
    freezeDeep(next.pendingNetworkSwitch)
  }
  if (next.beforeConnect !== prev.beforeConnect) {
    changed = true
    freezeDeep(next.beforeConnect)
  }
  if (next.connectAttempts !== prev.connectAttempts) {
    changed = true
    freezeDeep(next.connectAttempts)
  }
  if (next.connectError !== prev.connectError) {
    changed = true
    freezeDeep(next.connectError)
  }
  if (next.networkSwitchError !== prev.networkSwitchError) {
    changed = true
    freezeDeep(next.networkSwitchError)
  }
  if (next.snackbar !== prev.snackbar) {
    changed = true
    freezeDeep(next.snackbar)
  }
  if (next.snackbarNext !== prev.snackbarNext) {
    changed = true
    freezeDeep(next.snackbarNext)
  }
  if (next.remoteFeatures !== prev.remoteFeatures) {
    changed = true
    freezeDeep(next.remoteFeatures)
  }
  if (next.pairing !== prev.pairing) {
    changed = true
    freezeDeep(next.pairing)
  }
  if (next.siwx !== prev.siwx) {
    changed = true
    freezeDeep(next.siwx)
  }
  if (next.activity !== prev.activity) {
    changed = true
    freezeDeep(next.activity)
  }
  if (next.nfts !== prev.nfts) {
    changed = true
    freezeDeep(next.nfts)
  }
  if (next.embedded !== prev.embedded) {
    changed = true
    freezeDeep(next.embedded)
  }
  if (next.social !== prev.social) {
    changed = true
    freezeDeep(next.social)
  }
  if (next.swap !== prev.swap) {
    changed = true
    freezeDeep(next.swap)
  }
  if (next.onramp !== prev.onramp) {
    changed = true
    freezeDeep(next.onramp)
  }
  if (next.project !== prev.project) {
    changed = true
    freezeDeep(next.project)
  }
  if (next.names !== prev.names) {
    changed = true
    freezeDeep(next.names)
  }
  if (next.smartSessions !== prev.smartSessions) {
    changed = true
    freezeDeep(next.smartSessions)
  }
  if (next.legalAccepted !== prev.legalAccepted) {
    changed = true
    freezeDeep(next.legalAccepted)
  }
  if (next.pay !== prev.pay) {
    changed = true
    freezeDeep(next.pay)
  }
  return changed
}
