import { stateErrorOf } from '../rules/stateError.ts'
import { switchNetworkView } from '../rules/switchNetworkView.ts'
import { CHAIN_NAMESPACES, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { ModalConfig } from './state.ts'
import { patched, setAccount } from './pathCopy.ts'
import { closeModal, connectedNamespaces, goBack, isConnected, pushView, resetView } from './router.ts'

/** SPEC.md §5: a network missing from the configured list is unsupported. */
export function isSupportedNetwork(config: ModalConfig, caipNetworkId: string | undefined): boolean {
  return caipNetworkId !== undefined && config.networks.some((n) => n.caipNetworkId === caipNetworkId)
}

/** The namespace of `namespace:chainId` (exactly two parts, both present), if Latch knows it. */
function namespaceOf(caipNetworkId: string): ChainNamespace | undefined {
  const colon = caipNetworkId.indexOf(':')
  // No split into an array: every switch event parses its network.
  if (colon < 0 || colon === caipNetworkId.length - 1 || caipNetworkId.indexOf(':', colon + 1) >= 0) return undefined
  const ns = caipNetworkId.slice(0, colon)
  for (let i = 0; i < CHAIN_NAMESPACES.length; i++) if (CHAIN_NAMESPACES[i] === ns) return CHAIN_NAMESPACES[i]
  return undefined
}

/**
 * SPEC.md §4: when the active network is unsupported, network switching is enabled and
 * unsupported chains are not allowed, the UnsupportedChain view opens.
 */
export function openUnsupportedChainIfNeeded(state: StateDraft, config: ModalConfig): void {
  const { enableNetworkSwitch, allowUnsupportedChain, networks } = config
  if (networks.length === 0 || !enableNetworkSwitch || allowUnsupportedChain) return
  if (!isConnected(state) || isSupportedNetwork(config, state.activeCaipNetworkId)) return
  state.open = true
  resetView(state, 'UnsupportedChain')
}

/** SPEC.md §2 switching network. Unknown networks are refused (code `networkNotFound`; the facade rejects its promise). */
export const switchRequested: Handler<'networks/switchRequested'> = (state, event, base) => {
  const target = event.caipNetworkId
  const namespace = namespaceOf(target)
  if (!namespace || !isSupportedNetwork(base.config, target)) {
    state.networkSwitchError = { caipNetworkId: target, problem: 'networkNotFound' }
    return
  }
  state.networkSwitchError = undefined
  const view = switchNetworkView({ connectedNamespaces: connectedNamespaces(base), target: namespace })
  const data = { caipNetworkId: target }
  switch (view) {
    case undefined:
      // Nobody to ask: the active network changes at once. Picked in the open modal (Networks),
      // the next step is a wallet for it: Connect, for that namespace (never a dead end).
      state.activeCaipNetworkId = target as CaipNetworkId
      state.activeNamespace = namespace
      if (state.open) {
        pushView(state, 'Connect')
        state.openNamespace = namespace
      }
      return
    case 'SwitchNetwork':
      state.pendingNetworkSwitch = target as CaipNetworkId
      if (state.open) pushView(state, view, data)
      return
    case 'SwitchActiveChain':
      // The user must first connect on the target namespace; the modal asks.
      if (state.open) pushView(state, view, data)
      else {
        state.open = true
        resetView(state, view, data)
      }
      return
  }
}

/**
 * The active network changed. SPEC.md §4: switching closes the modal if the old network was
 * outside the configured list, else the SwitchNetwork view goes back.
 */
export const switched: Handler<'networks/switched'> = (state, event, base) => {
  const namespace = namespaceOf(event.caipNetworkId)
  if (!namespace) return
  const wasSupported = isSupportedNetwork(base.config, base.activeCaipNetworkId)
  const hadNetwork = base.activeCaipNetworkId !== undefined
  state.activeCaipNetworkId = event.caipNetworkId as CaipNetworkId
  state.activeNamespace = namespace
  // The account now lives on the new chain: its CAIP address follows (balances are per chain).
  const account = state.accounts[namespace]
  if (account?.status === 'connected' && account.address) {
    // A path copy (core/reducers/pathCopy.ts): the account is new only when it moved.
    const caipAddress = `${event.caipNetworkId}:${account.address}` as CaipAddress
    setAccount(state, namespace, patched(account, { caipAddress }, CHAIN_BALANCES))
  }
  if (state.pendingNetworkSwitch === event.caipNetworkId) state.pendingNetworkSwitch = undefined
  state.networkSwitchError = undefined
  const nowSupported = isSupportedNetwork(base.config, event.caipNetworkId)
  if (base.open && hadNetwork && !wasSupported && nowSupported) closeModal(state)
  else if (base.open && base.view === 'SwitchNetwork') goBack(state)
  openUnsupportedChainIfNeeded(state, base.config)
}

/** An account's balances are its chain's: they go when its CAIP address moves to another chain. */
const CHAIN_BALANCES = ['balance', 'balanceSymbol', 'tokenBalance', 'balancesStatus'] as const

/** SPEC.md §4: switching goes back on failure. */
export const switchFailed: Handler<'networks/switchFailed'> = (state, event, base) => {
  if (base.pendingNetworkSwitch === event.caipNetworkId) state.pendingNetworkSwitch = undefined
  state.networkSwitchError = { caipNetworkId: event.caipNetworkId, error: stateErrorOf(event.error) }
  if (base.open && base.view === 'SwitchNetwork') goBack(state)
}
