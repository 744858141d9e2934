import type { ModalState } from './state.ts'

/** The root fields a state may lack (`?:` in `ModalState`). */
type OptionalKey = { [K in keyof ModalState]-?: object extends Pick<ModalState, K> ? K : never }[keyof ModalState]

/** Every optional root field, in `ModalState`'s order (`copyRoot` copies each; its unit test checks). */
export const OPTIONAL_KEYS = [
  'viewData',
  'openNamespace',
  'openNetwork',
  'activeNamespace',
  'activeCaipNetworkId',
  'pendingNetworkSwitch',
  'beforeConnect',
  'connectAttempts',
  'connectError',
  'networkSwitchError',
  'snackbar',
  'snackbarNext',
  'remoteFeatures',
  'pairing',
  'siwx',
  'activity',
  'nfts',
  'embedded',
  'social',
  'swap',
  'onramp',
  'project',
  'names',
  'smartSessions',
  'legalAccepted',
  'pay',
] as const satisfies readonly OptionalKey[]

// A field added to `ModalState` as optional must join OPTIONAL_KEYS and `copyRoot` (or a copy would
// drop it): this fails to typecheck until it joins the list, copyRoot.test.ts until it is copied.
// A required one fails to typecheck until it joins the literal in `copyRoot`.
type Missing = Exclude<OptionalKey, (typeof OPTIONAL_KEYS)[number]>
const everyOptionalKeyListed: [Missing] extends [never] ? true : Missing = true
void everyOptionalKeyListed

/**
 * A shallow, unfrozen copy of the root state, fields in one fixed order (the required ones as
 * `initialState` lists them, then the optional ones present;
 * one holding `undefined` is left out).
 *
 * Why not `{ ...state }`: V8 copies a frozen object's fields on a slow path, and freezing an object
 * made by a spread does not reuse the frozen shape of its source; for the root's 20-odd fields the
 * two cost about 2 µs per event, most of a trivial Immer `produce`. An object literal
 * plus plain assignments lands on shapes V8 shares between states, where freezing costs ~50 ns.
 */
export function copyRoot(state: ModalState): ModalState {
  const copy: ModalState = {
    open: state.open,
    view: state.view,
    history: state.history,
    transition: state.transition,
    accountTab: state.accountTab,
    status: state.status,
    accounts: state.accounts,
    connections: state.connections,
    connectors: state.connectors,
    themeMode: state.themeMode,
    theme: state.theme,
    loading: state.loading,
    shake: state.shake,
    features: state.features,
    config: state.config,
    env: state.env,
    wallets: state.wallets,
    assetImages: state.assetImages,
    send: state.send,
  }
  // Named fields, not a loop over OPTIONAL_KEYS: a keyed access over 30-odd root shapes is
  // megamorphic and cost as much as the copy itself. A field holding `undefined` is absent (no
  // handler writes one; JSON cannot carry one).
  if (state.viewData !== undefined) copy.viewData = state.viewData
  if (state.openNamespace !== undefined) copy.openNamespace = state.openNamespace
  if (state.openNetwork !== undefined) copy.openNetwork = state.openNetwork
  if (state.activeNamespace !== undefined) copy.activeNamespace = state.activeNamespace
  if (state.activeCaipNetworkId !== undefined) copy.activeCaipNetworkId = state.activeCaipNetworkId
  if (state.pendingNetworkSwitch !== undefined) copy.pendingNetworkSwitch = state.pendingNetworkSwitch
  if (state.beforeConnect !== undefined) copy.beforeConnect = state.beforeConnect
  if (state.connectAttempts !== undefined) copy.connectAttempts = state.connectAttempts
  if (state.connectError !== undefined) copy.connectError = state.connectError
  if (state.networkSwitchError !== undefined) copy.networkSwitchError = state.networkSwitchError
  if (state.snackbar !== undefined) copy.snackbar = state.snackbar
  if (state.snackbarNext !== undefined) copy.snackbarNext = state.snackbarNext
  if (state.remoteFeatures !== undefined) copy.remoteFeatures = state.remoteFeatures
  if (state.pairing !== undefined) copy.pairing = state.pairing
  if (state.siwx !== undefined) copy.siwx = state.siwx
  if (state.activity !== undefined) copy.activity = state.activity
  if (state.nfts !== undefined) copy.nfts = state.nfts
  if (state.embedded !== undefined) copy.embedded = state.embedded
  if (state.social !== undefined) copy.social = state.social
  if (state.swap !== undefined) copy.swap = state.swap
  if (state.onramp !== undefined) copy.onramp = state.onramp
  if (state.project !== undefined) copy.project = state.project
  if (state.names !== undefined) copy.names = state.names
  if (state.smartSessions !== undefined) copy.smartSessions = state.smartSessions
  if (state.legalAccepted !== undefined) copy.legalAccepted = state.legalAccepted
  if (state.pay !== undefined) copy.pay = state.pay
  return copy
}
