import { freezeDeep } from './rules/freezeDeep.ts'
import { OPTIONAL_KEYS } from './reducers/copyRoot.ts'
import { initialState } from './reducers/initialState.ts'
import type { ModalState } from './reducers/state.ts'

/*
 * Generated from copyRoot's field list (core/reducers/copyRoot.ts); its test fails
 * when a root field is missing here.
 */

/**
 * The per-event replay's record of the last state's values (core/replayKept.ts): every root field
 * present, the absent optional ones holding `undefined`, so every twin has ONE shape. Why: the
 * state's roots come in many shapes (one per set of optional fields present, frozen or not), and
 * a read site that meets more than four is megamorphic; reading and comparing a root's 40-odd
 * fields that way cost more per event than a whole trivial Immer `produce` (the replay bench's
 * profile). A twin is internal: never frozen, never handed out; `copyRoot` turns one back into a
 * state (a field holding `undefined` left out).
 */
export type Twin = { -readonly [K in keyof ModalState as K]: ModalState[K] | undefined }

/** `settleTwin`: the working root holds exactly the last state's values. */
export const UNCHANGED = 0
/** `settleTwin`: some field changed (and is deep-frozen now). */
export const CHANGED = 1
/**
 * `settleTwin`: changed, and an optional field the last state had is gone from the working root (a
 * handler `delete`d it: the root is a slow dictionary now, to be made again); one a handler set to
 * `undefined` is a change alone.
 */
export const SHRANK = 2

/** A twin holding `state`'s values. */
export function twinOf(state: ModalState): Twin {
  return {
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
    viewData: state.viewData,
    openNamespace: state.openNamespace,
    openNetwork: state.openNetwork,
    activeNamespace: state.activeNamespace,
    activeCaipNetworkId: state.activeCaipNetworkId,
    pendingNetworkSwitch: state.pendingNetworkSwitch,
    beforeConnect: state.beforeConnect,
    connectAttempts: state.connectAttempts,
    connectError: state.connectError,
    networkSwitchError: state.networkSwitchError,
    snackbar: state.snackbar,
    snackbarNext: state.snackbarNext,
    remoteFeatures: state.remoteFeatures,
    pairing: state.pairing,
    siwx: state.siwx,
    activity: state.activity,
    nfts: state.nfts,
    embedded: state.embedded,
    social: state.social,
    swap: state.swap,
    onramp: state.onramp,
    project: state.project,
    names: state.names,
    smartSessions: state.smartSessions,
    legalAccepted: state.legalAccepted,
    pay: state.pay,
  }
}

/**
 * Makes `last` hold the working root's values and says whether any differed (and whether an
 * optional field went away); each value that differed is deep-frozen on the way (what `last` held
 * is frozen already: it is the last state's). `work` is read once per field, `last` in its one
 * shape, in `copyRoot`'s order.
 */
export function settleTwin(work: ModalState, last: Twin): typeof UNCHANGED | typeof CHANGED | typeof SHRANK {
  let changed = false
  let shrank = false
  const open = work.open
  if (open !== last.open) {
    changed = true
    last.open = freezeDeep(open)
  }
  const view = work.view
  if (view !== last.view) {
    changed = true
    last.view = freezeDeep(view)
  }
  const history = work.history
  if (history !== last.history) {
    changed = true
    last.history = freezeDeep(history)
  }
  const transition = work.transition
  if (transition !== last.transition) {
    changed = true
    last.transition = freezeDeep(transition)
  }
  const accountTab = work.accountTab
  if (accountTab !== last.accountTab) {
    changed = true
    last.accountTab = freezeDeep(accountTab)
  }
  const status = work.status
  if (status !== last.status) {
    changed = true
    last.status = freezeDeep(status)
  }
  const accounts = work.accounts
  if (accounts !== last.accounts) {
    changed = true
    last.accounts = freezeDeep(accounts)
  }
  const connections = work.connections
  if (connections !== last.connections) {
    changed = true
    last.connections = freezeDeep(connections)
  }
  const connectors = work.connectors
  if (connectors !== last.connectors) {
    changed = true
    last.connectors = freezeDeep(connectors)
  }
  const themeMode = work.themeMode
  if (themeMode !== last.themeMode) {
    changed = true
    last.themeMode = freezeDeep(themeMode)
  }
  const theme = work.theme
  if (theme !== last.theme) {
    changed = true
    last.theme = freezeDeep(theme)
  }
  const loading = work.loading
  if (loading !== last.loading) {
    changed = true
    last.loading = freezeDeep(loading)
  }
  const shake = work.shake
  if (shake !== last.shake) {
    changed = true
    last.shake = freezeDeep(shake)
  }
  const features = work.features
  if (features !== last.features) {
    changed = true
    last.features = freezeDeep(features)
  }
  const config = work.config
  if (config !== last.config) {
    changed = true
    last.config = freezeDeep(config)
  }
  const env = work.env
  if (env !== last.env) {
    changed = true
    last.env = freezeDeep(env)
  }
  const wallets = work.wallets
  if (wallets !== last.wallets) {
    changed = true
    last.wallets = freezeDeep(wallets)
  }
  const assetImages = work.assetImages
  if (assetImages !== last.assetImages) {
    changed = true
    last.assetImages = freezeDeep(assetImages)
  }
  const send = work.send
  if (send !== last.send) {
    changed = true
    last.send = freezeDeep(send)
  }
  const viewData = work.viewData
  if (viewData !== last.viewData) {
    changed = true
    if (viewData === undefined && !('viewData' in work)) shrank = true
    last.viewData = freezeDeep(viewData)
  }
  const openNamespace = work.openNamespace
  if (openNamespace !== last.openNamespace) {
    changed = true
    if (openNamespace === undefined && !('openNamespace' in work)) shrank = true
    last.openNamespace = freezeDeep(openNamespace)
  }
  const openNetwork = work.openNetwork
  if (openNetwork !== last.openNetwork) {
    changed = true
    if (openNetwork === undefined && !('openNetwork' in work)) shrank = true
    last.openNetwork = freezeDeep(openNetwork)
  }
  const activeNamespace = work.activeNamespace
  if (activeNamespace !== last.activeNamespace) {
    changed = true
    if (activeNamespace === undefined && !('activeNamespace' in work)) shrank = true
    last.activeNamespace = freezeDeep(activeNamespace)
  }
  const activeCaipNetworkId = work.activeCaipNetworkId
  if (activeCaipNetworkId !== last.activeCaipNetworkId) {
    changed = true
    if (activeCaipNetworkId === undefined && !('activeCaipNetworkId' in work)) shrank = true
    last.activeCaipNetworkId = freezeDeep(activeCaipNetworkId)
  }
  const pendingNetworkSwitch = work.pendingNetworkSwitch
  if (pendingNetworkSwitch !== last.pendingNetworkSwitch) {
    changed = true
    if (pendingNetworkSwitch === undefined && !('pendingNetworkSwitch' in work)) shrank = true
    last.pendingNetworkSwitch = freezeDeep(pendingNetworkSwitch)
  }
  const beforeConnect = work.beforeConnect
  if (beforeConnect !== last.beforeConnect) {
    changed = true
    if (beforeConnect === undefined && !('beforeConnect' in work)) shrank = true
    last.beforeConnect = freezeDeep(beforeConnect)
  }
  const connectAttempts = work.connectAttempts
  if (connectAttempts !== last.connectAttempts) {
    changed = true
    if (connectAttempts === undefined && !('connectAttempts' in work)) shrank = true
    last.connectAttempts = freezeDeep(connectAttempts)
  }
  const connectError = work.connectError
  if (connectError !== last.connectError) {
    changed = true
    if (connectError === undefined && !('connectError' in work)) shrank = true
    last.connectError = freezeDeep(connectError)
  }
  const networkSwitchError = work.networkSwitchError
  if (networkSwitchError !== last.networkSwitchError) {
    changed = true
    if (networkSwitchError === undefined && !('networkSwitchError' in work)) shrank = true
    last.networkSwitchError = freezeDeep(networkSwitchError)
  }
  const snackbar = work.snackbar
  if (snackbar !== last.snackbar) {
    changed = true
    if (snackbar === undefined && !('snackbar' in work)) shrank = true
    last.snackbar = freezeDeep(snackbar)
  }
  const snackbarNext = work.snackbarNext
  if (snackbarNext !== last.snackbarNext) {
    changed = true
    if (snackbarNext === undefined && !('snackbarNext' in work)) shrank = true
    last.snackbarNext = freezeDeep(snackbarNext)
  }
  const remoteFeatures = work.remoteFeatures
  if (remoteFeatures !== last.remoteFeatures) {
    changed = true
    if (remoteFeatures === undefined && !('remoteFeatures' in work)) shrank = true
    last.remoteFeatures = freezeDeep(remoteFeatures)
  }
  const pairing = work.pairing
  if (pairing !== last.pairing) {
    changed = true
    if (pairing === undefined && !('pairing' in work)) shrank = true
    last.pairing = freezeDeep(pairing)
  }
  const siwx = work.siwx
  if (siwx !== last.siwx) {
    changed = true
    if (siwx === undefined && !('siwx' in work)) shrank = true
    last.siwx = freezeDeep(siwx)
  }
  const activity = work.activity
  if (activity !== last.activity) {
    changed = true
    if (activity === undefined && !('activity' in work)) shrank = true
    last.activity = freezeDeep(activity)
  }
  const nfts = work.nfts
  if (nfts !== last.nfts) {
    changed = true
    if (nfts === undefined && !('nfts' in work)) shrank = true
    last.nfts = freezeDeep(nfts)
  }
  const embedded = work.embedded
  if (embedded !== last.embedded) {
    changed = true
    if (embedded === undefined && !('embedded' in work)) shrank = true
    last.embedded = freezeDeep(embedded)
  }
  const social = work.social
  if (social !== last.social) {
    changed = true
    if (social === undefined && !('social' in work)) shrank = true
    last.social = freezeDeep(social)
  }
  const swap = work.swap
  if (swap !== last.swap) {
    changed = true
    if (swap === undefined && !('swap' in work)) shrank = true
    last.swap = freezeDeep(swap)
  }
  const onramp = work.onramp
  if (onramp !== last.onramp) {
    changed = true
    if (onramp === undefined && !('onramp' in work)) shrank = true
    last.onramp = freezeDeep(onramp)
  }
  const project = work.project
  if (project !== last.project) {
    changed = true
    if (project === undefined && !('project' in work)) shrank = true
    last.project = freezeDeep(project)
  }
  const names = work.names
  if (names !== last.names) {
    changed = true
    if (names === undefined && !('names' in work)) shrank = true
    last.names = freezeDeep(names)
  }
  const smartSessions = work.smartSessions
  if (smartSessions !== last.smartSessions) {
    changed = true
    if (smartSessions === undefined && !('smartSessions' in work)) shrank = true
    last.smartSessions = freezeDeep(smartSessions)
  }
  const legalAccepted = work.legalAccepted
  if (legalAccepted !== last.legalAccepted) {
    changed = true
    if (legalAccepted === undefined && !('legalAccepted' in work)) shrank = true
    last.legalAccepted = freezeDeep(legalAccepted)
  }
  const pay = work.pay
  if (pay !== last.pay) {
    changed = true
    if (pay === undefined && !('pay' in work)) shrank = true
    last.pay = freezeDeep(pay)
  }
  return shrank ? SHRANK : changed ? CHANGED : UNCHANGED
}

let covered: boolean | undefined

/**
 * Whether `twinOf` and `settleTwin` name every root field `copyRoot` copies (checked once: each
 * field changed alone must be seen). A field added to the state and not here would be a change
 * the fast replay misses; until it joins, `replay()` takes one store step per event instead
 * (core/replay.ts), and its test fails.
 */
export function twinCoversEveryField(): boolean {
  if (covered !== undefined) return covered
  const keys = [...Object.keys(initialState), ...OPTIONAL_KEYS]
  const full = Object.fromEntries(keys.map((key) => [key, Object.freeze({ key })])) as unknown as ModalState
  covered = keys.every((key) => {
    const last = twinOf(full)
    return key in last && settleTwin({ ...full, [key]: Object.freeze({}) } as ModalState, last) === CHANGED
  })
  return covered
}
