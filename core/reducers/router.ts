import type { JsonValue } from '../events/schema.ts'
import { resolveOpenView } from '../rules/resolveOpenView.ts'
import { rootView } from '../rules/rootView.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace, type ViewName } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { ModalState } from './state.ts'

/** True when `namespace` (or, without one, the active namespace) has a connected address. */
export function isConnected(state: StateDraft | ModalState, namespace?: ChainNamespace): boolean {
  const ns = namespace ?? state.activeNamespace
  const account = ns ? state.accounts[ns] : undefined
  return account?.status === 'connected' && account.address !== undefined
}

export function connectedNamespaces(state: StateDraft | ModalState): ChainNamespace[] {
  return (Object.keys(state.accounts) as ChainNamespace[]).filter((ns) => isConnected(state, ns))
}

/** The root a closed modal rests on (SPEC.md §2 closing). */
export function currentRootView(state: StateDraft): ViewName {
  return rootView({ embedded: state.config.embedded, connected: isConnected(state) })
}

/*
 * The view stack is replaced, never written into (`history.push`): a handler that assigns a new
 * array needs no copy of the old one made for it, so most routing events copy nothing but the
 * root (core/reducers/slices.ts).
 */
export function pushView(state: StateDraft, view: ViewName, data?: JsonValue): void {
  if (state.history[state.history.length - 1] !== view) state.history = [...state.history, view]
  setViewData(state, data)
  state.transition = 'next'
}

export function resetView(state: StateDraft, view: ViewName, data?: JsonValue): void {
  state.history = [view]
  setViewData(state, data)
  state.transition = 'next'
}

function setViewData(state: StateDraft, data: JsonValue | undefined): void {
  if (data === undefined) state.viewData = undefined
  else state.viewData = data
}

/** SPEC.md §2 closing: the stack resets to the root view. */
export function closeModal(state: StateDraft): void {
  state.open = false
  state.history = [currentRootView(state)]
  state.viewData = undefined
  state.openNamespace = undefined
  state.openNetwork = undefined
  state.networkSwitchError = undefined
  state.connectError = undefined
  state.transition = 'prev'
}

/**
 * SPEC.md §2 going back: pops one view; at the root, closes; when connected, going back to
 * Connect lands on Account.
 */
export function goBack(state: StateDraft): void {
  if (state.history.length <= 1) return void closeModal(state)
  const history = state.history.slice(0, -1)
  if (history[history.length - 1] === 'Connect' && isConnected(state)) history[history.length - 1] = 'Account'
  state.history = history
  state.viewData = undefined
  state.transition = 'prev'
}

/** SPEC.md §2 opening rules. */
export const opened: Handler<'modal/openRequested'> = (state, event, base) => {
  const connected = isConnected(base, event.namespace)
  const view = resolveOpenView({
    requested: event.view,
    connected,
    hasAdapters: base.config.adapters.length > 0,
    manualControl: base.config.manualControl,
    isMobile: base.env.isMobile,
  })
  state.open = true
  resetView(state, view)
  if (event.namespace) state.openNamespace = event.namespace
  else state.openNamespace = undefined
  state.openNetwork = undefined
}

export const closed: Handler<'modal/closeRequested'> = (state) => {
  if (state.open) closeModal(state)
}

export const wentBack: Handler<'router/wentBack'> = (state) => {
  if (state.open) goBack(state)
}

export const navigated: Handler<'router/navigated'> = (state, event) => {
  // A closed modal rests on its root view; navigation happens only in an open one.
  if (!state.open) return
  // Connect for a namespace (SwitchActiveChain's "Connect a Solana wallet"): the wallets offered
  // and the connection made are that namespace's, as with open({ namespace }).
  if (event.view === 'Connect') {
    const namespace = namespaceIn(event.data)
    if (namespace) state.openNamespace = namespace
    // …and its chosen network: the connection lands there.
    const network = networkIn(event.data, state.config.networks)
    if (namespace && network?.chainNamespace === namespace) state.openNetwork = network.caipNetworkId as CaipNetworkId
  }
  switch (event.mode ?? 'push') {
    case 'push':
      return pushView(state, event.view, event.data)
    case 'replace':
      state.history = [...state.history.slice(0, -1), event.view]
      setViewData(state, event.data)
      state.transition = 'next'
      return
    case 'reset':
      return resetView(state, event.view, event.data)
  }
}

function namespaceIn(data: JsonValue | undefined): ChainNamespace | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const value = data['namespace']
  return CHAIN_NAMESPACES.find((ns) => ns === value)
}

/** The configured network named by `data.caipNetworkId`, if any. */
function networkIn(data: JsonValue | undefined, networks: readonly { caipNetworkId: string; chainNamespace: ChainNamespace }[]) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  const value = data['caipNetworkId']
  return typeof value === 'string' ? networks.find((n) => n.caipNetworkId === value) : undefined
}

export const accountTabSelected: Handler<'router/accountTabSelected'> = (state, event) => {
  state.accountTab = event.tab
}
