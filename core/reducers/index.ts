import { freeze, Immer, type Draft } from 'immer'
import { validateEvent, type StampedEvent } from '../events/index.ts'
import { assertNever } from '../rules/assertNever.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { rootView } from '../rules/rootView.ts'
import * as app from './app.ts'
import * as assets from './assets.ts'
import * as balances from './balances.ts'
import * as send from './send.ts'
import * as swap from './swap.ts'
import * as onramp from './onramp.ts'
import * as connection from './connection.ts'
import * as connectors from './connectors.ts'
import * as modal from './modal.ts'
import * as networks from './networks.ts'
import * as router from './router.ts'
import * as snackbar from './snackbar.ts'
import { initialState, validateState, type ModalState } from './state.ts'
import * as theme from './theme.ts'
import * as ui from './ui.ts'
import * as wallets from './wallets.ts'
import * as pairing from './pairing.ts'
import * as siwx from './siwx.ts'
import * as activity from './activity.ts'
import * as nfts from './nfts.ts'
import * as identity from './identity.ts'
import * as embedded from './embedded.ts'
import * as social from './social.ts'
import { SLICES, type SliceKey } from './slices.ts'
import { copyRoot, freezeNewFields } from './copyRoot.ts'
import * as project from './project.ts'
import * as names from './names.ts'
import * as savedConnections from './savedConnections.ts'
import * as accountType from './accountType.ts'
import * as smartSessions from './smartSessions.ts'

export { initialState, type ModalState }

/**
 * Latch's own Immer instance (hosts may use Immer with other settings). Auto-freeze off: Immer's
 * freeze pass walked every new node with its own checks; `reduceValid` deep-freezes the new nodes
 * itself after writing the derived fields (issue 10). Iteration over own enumerable string keys
 * only — state holds no symbols or getters, and strict iteration doubled the cost of every event.
 */
const loose = new Immer({ autoFreeze: false, useStrictShallowCopy: false, useStrictIteration: false })

/**
 * Reduces one stamped event into the next state. Pure: time and ids come from the event.
 * A malformed or unknown event leaves the state unchanged (the store records why).
 *
 * @example
 * const next = reduce(initialState, { type: 'modal/openRequested', seq: 1, at: 0 })
 */
export function reduce(state: ModalState, event: StampedEvent): ModalState {
  if (validateEvent(event) !== undefined || !isStamp(event)) return state
  // As in core/step.ts: the state may share a validated event's payload, frozen.
  return reduceValid(state, freezeDeep(event))
}

function isStamp(event: { seq?: unknown; at?: unknown }): boolean {
  return Number.isInteger(event.seq) && typeof event.at === 'number' && Number.isFinite(event.at)
}

/**
 * `reduce` for events already validated and deep-frozen (core/step.ts). The handlers are Immer
 * recipes; per event, Immer drafts only the root fields the event's handlers write into
 * (core/reducers/slices.ts), and the handlers get a plain copy of the root for the rest (issue 10:
 * a draft of the whole root per event, finalized key by key, cost more than the handlers' work).
 * The derived fields are then written into that fresh root (never one a caller holds) and the new
 * nodes alone are deep-frozen (everything shared with `state` is frozen already, so `freezeDeep`
 * stops there). Events no slice reacts to return `state` without a copy.
 *
 * Anything the slice path cannot do exactly — a handler writing into a field the table does not
 * draft (it throws on the frozen object), a draft leaking out of its slice (revoked, it throws when
 * frozen), a reducer bug, an unfrozen `state`, `frozen: false` — re-runs the event on one draft of
 * the whole root, the reference path; so the table can only make an event slower, never wrong.
 */
export function reduceValid(state: ModalState, event: StampedEvent, frozen = true): ModalState {
  if (event.type === 'app/snapshotRestored') {
    return validateState(event.state) === undefined ? (freeze(structuredClone(event.state), true) as ModalState) : state
  }
  if (STATELESS.has(event.type)) return state
  if (frozen && Object.isFrozen(state)) {
    try {
      return reduceOnSlices(state, event)
    } catch {
      sliceDraftStats.fallbacks++
    }
  }
  return reduceOnRootDraft(state, event, frozen)
}

/** How often `reduceValid` fell back to a draft of the whole root (tests keep it at zero). */
export const sliceDraftStats = { fallbacks: 0 }

const NO_SLICES: readonly SliceKey[] = []

/** The slice path of `reduceValid` (see there); throws where only the reference path can be exact. */
function reduceOnSlices(state: ModalState, event: StampedEvent): ModalState {
  const keys = SLICES[event.type] ?? NO_SLICES
  const root = unfrozenCopy(state) as Draft<ModalState>
  const fields = root as unknown as Record<SliceKey, unknown>
  let drafts: unknown[] | undefined
  for (let i = 0; i < keys.length; i++) {
    const value = state[keys[i]!]
    if (value === undefined) continue
    ;(drafts ??= new Array(keys.length))[i] = fields[keys[i]!] = loose.createDraft(value)
  }
  apply(root, event, state)
  if (drafts !== undefined) {
    for (let i = 0; i < keys.length; i++) {
      const draft = drafts[i]
      if (draft === undefined) continue
      const done = loose.finishDraft(draft)
      // A handler that replaced the whole field keeps its value (a draft inside it throws below).
      if (fields[keys[i]!] === draft) fields[keys[i]!] = done
    }
  }
  deriveInPlace(root)
  const next = root as ModalState
  if (!freezeNewFields(next, state)) return state
  const frozen = Object.freeze(next)
  spare = { state: frozen, copy: copyRoot(frozen) }
  return frozen
}

/**
 * V8 copies a frozen object's fields one by one on a slow path (`{ ...frozen }` costs about five
 * times `{ ...notFrozen }` for the root's 20-odd fields, issue 10's measure), and every state is
 * frozen. So the slice path copies each new root once more BEFORE freezing it, and the next event
 * reduced from that very state takes the copy instead of spreading the frozen root. One spare for
 * the last state made: a store or a replay reduces from the state it just made; anything else
 * (two modals taking turns, a replay from an older state) copies the frozen root, as before.
 */
let spare: { state: ModalState; copy: ModalState } | undefined

function unfrozenCopy(state: ModalState): ModalState {
  const held = spare
  if (held === undefined || held.state !== state) return copyRoot(state)
  spare = undefined
  return held.copy
}

/** The reference path: one Immer draft of the whole root (see `reduceValid`). */
function reduceOnRootDraft(state: ModalState, event: StampedEvent, frozen: boolean): ModalState {
  const draft = loose.createDraft(state)
  apply(draft, event, state)
  const next = loose.finishDraft(draft) as ModalState
  if (next === state) return state
  deriveInPlace(next as Draft<ModalState>)
  return frozen ? freezeChanged(next, state) : next
}

/**
 * Deep-freezes the fresh root `next` where it differs from `prev`: a field holding the very value
 * it held in `prev` is frozen already (every state a caller holds is), so only replaced fields are
 * walked (issue 10: a full root walk was a tenth of the per-event replay).
 */
function freezeChanged(next: ModalState, prev: ModalState): ModalState {
  if (!Object.isFrozen(prev)) return freezeDeep(next)
  const before = prev as unknown as Record<string, unknown>
  const after = next as unknown as Record<string, unknown>
  for (const key in after) {
    const value = after[key]
    if (value !== before[key]) freezeDeep(value)
  }
  return Object.freeze(next)
}

/** Event types that change no state (the `NO_CHANGE` cases of `apply`), skipped before any draft. */
const STATELESS: ReadonlySet<string> = new Set<StampedEvent['type']>([
  'connection/disconnectRequested',
  'app/effectFailed',
  'app/eventRejected',
  'embedded/authConnectorReloadRequested',
  'storage/readFailed',
  'storage/writeFailed',
  'activity/moreRequested',
  'rpc/requested',
  'rpc/succeeded',
  'rpc/failed',
  'rpc/cancelled',
  'rpc/batchPosted',
  'rpc/endpointFailed',
  'rpc/endpointsRanked',
  'analytics/batchSettled',
])

/** What `apply` returns for an event no slice reacts to: no draft, no derive. */
const NO_CHANGE = Symbol('no change')

/** Routes each event to the slices that react to it; exhaustive over the event union. */
function apply(draft: Draft<ModalState>, event: StampedEvent, base: ModalState): void | typeof NO_CHANGE {
  switch (event.type) {
    case 'app/initialized':
      return app.initialized(draft, event, base)
    case 'features/remoteConfigLoaded':
      return app.remoteConfigLoaded(draft, event, base)
    case 'project/checked':
      return project.checked(draft, event, base)
    case 'project/alertDismissed':
      return project.alertDismissed(draft, event, base)
    case 'modal/openRequested':
      router.opened(draft, event, base)
      return siwx.opened(draft, event.view)
    case 'modal/closeRequested':
      // SPEC.md §4: a required sign-in without a session cannot be closed; the modal shakes.
      if (siwx.isClosingBlocked(base)) return void (draft.shake = true)
      siwx.closed(draft)
      return router.closed(draft, event, base)
    case 'modal/shakeRequested':
      return modal.shakeRequested(draft, event, base)
    case 'modal/shakeEnded':
      return modal.shakeEnded(draft, event, base)
    case 'router/navigated':
      return router.navigated(draft, event, base)
    case 'router/wentBack':
      if (siwx.isClosingBlocked(base)) return NO_CHANGE
      return router.wentBack(draft, event, base)
    case 'router/accountTabSelected':
      return router.accountTabSelected(draft, event, base)
    case 'ui/networksClicked':
      return ui.networksClicked(draft, event, base)
    case 'ui/walletsClicked':
      return ui.walletsClicked(draft, event, base)
    case 'ui/sendClicked':
      return ui.sendClicked(draft, event, base)
    case 'ui/receiveClicked':
      return ui.receiveClicked(draft, event, base)
    case 'ui/addWalletClicked':
      return ui.addWalletClicked(draft, event, base)
    case 'ui/allWalletsClicked':
      return ui.allWalletsClicked(draft, event, base)
    case 'ui/helpClicked':
      return ui.helpClicked(draft, event, base)
    case 'ui/emailSubmitted':
      return ui.emailSubmitted(draft, event, base)
    case 'ui/socialChosen':
      return ui.socialChosen(draft, event, base)
    case 'ui/walletChosen':
      return ui.walletChosen(draft, event, base)
    case 'ui/networkChosen':
      return ui.networkChosen(draft, event, base)
    case 'connection/connectRequested':
      return connection.connectRequested(draft, event, base)
    case 'connection/connected': {
      // Read before the connect handler writes: in the final-state replay `base` is the draft itself.
      const previousAddress = base.accounts[event.namespace]?.address
      connection.connected(draft, event, base)
      identity.forgetProfileOfOtherAddress(draft, event.namespace, previousAddress)
      return siwx.accountChanged(draft)
    }
    case 'connection/connectFailed':
      return connection.connectFailed(draft, event, base)
    case 'connection/connectCancelled':
      return connection.connectCancelled(draft, event, base)
    case 'connection/disconnected':
      connection.disconnected(draft, event, base)
      return siwx.disconnected(draft, event.namespace)
    case 'connection/disconnectFailed':
      return connection.disconnectFailed(draft, event, base)
    case 'connection/reconnectRequested':
      return connection.reconnectRequested(draft, event, base)
    case 'connection/reconnectFailed':
      return connection.reconnectFailed(draft, event, base)
    case 'connection/switchRequested':
      return connection.switchRequested(draft, event, base)
    case 'connection/switchFailed':
      return connection.switchFailed(draft, event, base)
    case 'connectors/discovered':
      return connectors.discovered(draft, event, base)
    case 'networks/switchRequested':
      return networks.switchRequested(draft, event, base)
    case 'networks/switched':
      networks.switched(draft, event, base)
      return siwx.accountChanged(draft)
    case 'networks/switchFailed':
      return networks.switchFailed(draft, event, base)
    case 'theme/modeRequested':
      return theme.modeRequested(draft, event, base)
    case 'theme/systemPreferenceChanged':
      return theme.systemPreferenceChanged(draft, event, base)
    case 'snackbar/requested':
      return snackbar.requested(draft, event, base)
    case 'snackbar/replacementElapsed':
      return snackbar.replacementElapsed(draft, event, base)
    case 'snackbar/autoHideElapsed':
      return snackbar.autoHideElapsed(draft, event, base)
    case 'snackbar/dismissed':
      return snackbar.dismissed(draft, event, base)
    case 'snackbar/holdStarted':
      return snackbar.holdStarted(draft, event, base)
    case 'snackbar/holdEnded':
      return snackbar.holdEnded(draft, event, base)
    case 'balances/requested':
      return balances.requested(draft, event, base)
    case 'balances/loaded':
      return balances.loaded(draft, event, base)
    case 'balances/failed':
      return balances.failed(draft, event, base)
    case 'send/tokenSelected':
      return send.tokenSelected(draft, event, base)
    case 'send/amountChanged':
      return send.amountChanged(draft, event, base)
    case 'send/receiverChanged':
      return send.receiverChanged(draft, event, base)
    case 'send/previewRequested':
      return send.previewRequested(draft, event, base)
    case 'send/submitted':
      return send.submitted(draft, event, base)
    case 'send/succeeded':
      // First: it reads the send the send slice then resets (`base` is the draft in the final-state replay).
      activity.sendSucceeded(draft, event, base)
      return send.succeeded(draft, event, base)
    case 'send/failed':
      return send.failed(draft, event, base)
    case 'send/maxRequested':
      return send.maxRequested(draft, event, base)
    case 'send/maxFeeEstimated':
      return send.maxFeeEstimated(draft, event, base)
    case 'send/maxFailed':
      return send.maxFailed(draft, event, base)
    case 'wallets/listRequested':
      return wallets.listRequested(draft, event, base)
    case 'wallets/pageLoaded':
      return wallets.pageLoaded(draft, event, base)
    case 'wallets/pageFailed':
      return wallets.pageFailed(draft, event, base)
    case 'wallets/searchChanged':
      return wallets.searchChanged(draft, event, base)
    case 'wallets/searchLoaded':
      return wallets.searchLoaded(draft, event, base)
    case 'wallets/searchFailed':
      return wallets.searchFailed(draft, event, base)
    case 'wallets/walletSelected':
      return wallets.walletSelected(draft, event, base)
    case 'wallets/recentLoaded':
      return wallets.recentLoaded(draft, event, base)
    case 'wallets/recentAdded':
      return wallets.recentAdded(draft, event, base)
    case 'wallets/imagesLoaded':
      return wallets.imagesLoaded(draft, event, base)
    case 'assets/imagesLoaded':
      return assets.imagesLoaded(draft, event, base)
    case 'embedded/otpSubmitted':
      return embedded.otpSubmitted(draft, event, base)
    case 'embedded/emailAccepted':
      return embedded.emailAccepted(draft, event, base)
    case 'embedded/emailFailed':
      return embedded.emailFailed(draft, event, base)
    case 'embedded/deviceApproved':
      return embedded.deviceApproved(draft, event, base)
    case 'embedded/otpAccepted':
      return embedded.otpAccepted(draft, event, base)
    case 'embedded/otpFailed':
      return embedded.otpFailed(draft, event, base)
    case 'embedded/approvalRequested':
      return embedded.approvalRequested(draft, event, base)
    case 'embedded/approvalSettled':
      return embedded.approvalSettled(draft, event, base)
    case 'embedded/alerted':
      return embedded.alerted(draft, event, base)
    case 'embedded/storageRestored':
      return embedded.storageRestored(draft, event, base)
    case 'social/redirectOpened':
      return social.redirectOpened(draft, event, base)
    case 'social/resultReceived':
      return social.resultReceived(draft, event, base)
    case 'social/succeeded':
      return social.succeeded(draft, event, base)
    case 'social/failed':
      return social.failed(draft, event, base)
    case 'social/cancelled':
      return social.cancelled(draft, event, base)
    case 'pairing/uriIssued':
      return pairing.uriIssued(draft, event, base)
    case 'pairing/expired':
      return pairing.expired(draft, event, base)
    case 'siwx/sessionRestored':
      return siwx.sessionRestored(draft, event, base)
    case 'siwx/messageCreated':
      return siwx.messageCreated(draft, event, base)
    case 'siwx/initFailed':
      return siwx.initFailed(draft, event, base)
    case 'siwx/signRequested':
      return siwx.signRequested(draft, event, base)
    case 'siwx/sessionAdded':
      return siwx.sessionAdded(draft, event, base)
    case 'siwx/signFailed':
      return siwx.signFailed(draft, event, base)
    case 'siwx/cancelled':
      return siwx.cancelled(draft, event, base)
    case 'siwx/sessionRevoked':
      return siwx.sessionRevoked(draft, event, base)
    case 'activity/pageRequested':
      return activity.pageRequested(draft, event, base)
    case 'activity/pageLoaded':
      return activity.pageLoaded(draft, event, base)
    case 'activity/pageFailed':
      return activity.pageFailed(draft, event, base)
    case 'nfts/requested':
      return nfts.requested(draft, event, base)
    case 'nfts/loaded':
      return nfts.loaded(draft, event, base)
    case 'nfts/failed':
      return nfts.failed(draft, event, base)
    case 'identity/loaded':
      return identity.loaded(draft, event, base)
    case 'identity/failed':
      return identity.failed(draft, event, base)
    case 'swap/viewRequested':
      return swap.viewRequested(draft, event, base)
    case 'swap/selectTokenRequested':
      return swap.selectTokenRequested(draft, event, base)
    case 'swap/tokenSelected':
      return swap.tokenSelected(draft, event, base)
    case 'swap/toAmountChanged':
      return swap.toAmountChanged(draft, event, base)
    case 'swap/reverseQuoted':
      return swap.reverseQuoted(draft, event, base)
    case 'swap/reverseQuoteFailed':
      return swap.reverseQuoteFailed(draft, event, base)
    case 'swap/amountChanged':
      return swap.amountChanged(draft, event, base)
    case 'swap/sidesSwitched':
      return swap.sidesSwitched(draft, event, base)
    case 'swap/previewRequested':
      return swap.previewRequested(draft, event, base)
    case 'swap/submitted':
      return swap.submitted(draft, event, base)
    case 'swap/tokensLoaded':
      return swap.tokensLoaded(draft, event, base)
    case 'swap/tokensFailed':
      return swap.tokensFailed(draft, event, base)
    case 'swap/quoteLoaded':
      return swap.quoteLoaded(draft, event, base)
    case 'swap/quoteFailed':
      return swap.quoteFailed(draft, event, base)
    case 'swap/allowanceChecked':
      return swap.allowanceChecked(draft, event, base)
    case 'swap/approvalBroadcasted':
      return swap.approveSent(draft, event, base)
    case 'swap/approvalConfirmed':
      return swap.approveConfirmed(draft, event, base)
    case 'swap/swapBroadcasted':
      return swap.swapSent(draft, event, base)
    case 'swap/succeeded':
      return swap.succeeded(draft, event, base)
    case 'swap/failed':
      return swap.failed(draft, event, base)
    case 'onramp/viewRequested':
      return onramp.viewRequested(draft, event, base)
    case 'onramp/paymentCurrencySelected':
      return onramp.paymentCurrencySelected(draft, event, base)
    case 'onramp/paymentMethodSelected':
      return onramp.paymentMethodSelected(draft, event, base)
    case 'onramp/amountChanged':
      return onramp.amountChanged(draft, event, base)
    case 'onramp/providerSelected':
      return onramp.providerSelected(draft, event, base)
    case 'onramp/checkoutRequested':
      return onramp.checkoutRequested(draft, event, base)
    case 'onramp/statusCheckRequested':
      return onramp.statusCheckRequested(draft, event, base)
    case 'onramp/resetRequested':
      return onramp.resetRequested(draft, event, base)
    case 'onramp/optionsLoaded':
      return onramp.optionsLoaded(draft, event, base)
    case 'onramp/quoteLoaded':
      return onramp.quoteLoaded(draft, event, base)
    case 'onramp/checkoutOpened':
      return onramp.checkoutOpened(draft, event, base)
    case 'onramp/purchaseCompleted':
      return onramp.purchaseCompleted(draft, event, base)
    case 'onramp/failed':
      return onramp.failed(draft, event, base)
    case 'names/viewRequested':
      return names.viewRequested(draft, event, base)
    case 'names/inputChanged':
      return names.inputChanged(draft, event, base)
    case 'names/suggestionsLoaded':
      return names.suggestionsLoaded(draft, event, base)
    case 'names/suggestionsFailed':
      return names.suggestionsFailed(draft, event, base)
    case 'names/registerSubmitted':
      return names.registerSubmitted(draft, event, base)
    case 'names/registered':
      return names.registered(draft, event, base)
    case 'names/registerFailed':
      return names.registerFailed(draft, event, base)
    case 'names/receiverResolved':
      return names.receiverResolved(draft, event, base)
    case 'names/receiverResolveFailed':
      return names.receiverResolveFailed(draft, event, base)
    case 'connections/restored':
      return savedConnections.restored(draft, event, base)
    case 'accounts/typeSwitched':
      return accountType.switched(draft, event, base)
    case 'accounts/typeSwitchFailed':
      return accountType.switchFailed(draft, event, base)
    case 'accounts/typePreferenceRestored':
      return accountType.preferenceRestored(draft, event, base)
    case 'sessions/viewRequested':
      return smartSessions.viewRequested(draft, event, base)
    case 'sessions/loaded':
      return smartSessions.loaded(draft, event, base)
    case 'sessions/failed':
      return smartSessions.failed(draft, event, base)
    case 'sessions/revokeRequested':
      return smartSessions.revokeRequested(draft, event, base)
    case 'sessions/revoked':
      return smartSessions.revoked(draft, event, base)
    case 'sessions/revokeFailed':
      return smartSessions.revokeFailed(draft, event, base)
    // The account-type epic asks the wallet; the outcome is `accounts/typeSwitched` or `switchFailed`.
    case 'accounts/typeSwitchRequested':
      return NO_CHANGE
    // Facts recorded for effects and debugging; the state does not change.
    case 'connection/disconnectRequested':
    case 'app/effectFailed':
    case 'app/eventRejected':
    case 'app/snapshotRestored':
    case 'embedded/authConnectorReloadRequested':
    case 'storage/readFailed':
    case 'storage/writeFailed':
    // Reaching the end of the Activity list: the activity epic asks for the next page.
    case 'activity/moreRequested':
      return NO_CHANGE
    // RPC transport facts (core/clients/rpcBatchEpic.ts): the log shows them, state is unchanged.
    case 'rpc/requested':
    case 'rpc/succeeded':
    case 'rpc/failed':
    case 'rpc/cancelled':
    case 'rpc/batchPosted':
    case 'rpc/endpointFailed':
    case 'rpc/endpointsRanked':
      return NO_CHANGE
    // Usage events left (or failed to): the log shows them, state is unchanged.
    case 'analytics/batchSettled':
      return NO_CHANGE
    default:
      return assertNever(event)
  }
}

/**
 * Applies a whole run of validated, deep-frozen events to ONE mutable copy of `state` and freezes
 * the result once: the final-state replay (issue 10: no per-event draft, copy or freeze, and no
 * Immer proxy on any read or write). The handlers are the same Immer recipes: a recipe only
 * mutates what it is given, so a plain object serves as the draft, exactly as one shared Immer
 * draft did before (a payload a handler stores is the event's frozen object in both, so a later
 * in-place write to it throws in both). Each handler's `base` is the working state itself, which
 * holds the state before the event until the handler writes; the derived fields are recomputed
 * after each event. `replayFinal` equals `replay().final` (property-tested).
 * `app/snapshotRestored` is not handled here (a log's first entry only).
 */
export function reduceAllInOneDraft(
  state: ModalState,
  events: readonly StampedEvent[],
  from: number,
  onError: (index: number, error: unknown) => void,
): ModalState {
  const work = structuredClone(state) as Draft<ModalState>
  for (let i = from; i < events.length; i++) {
    try {
      const event = events[i]!
      if (apply(work, event, work as ModalState) !== NO_CHANGE) deriveInPlace(work)
    } catch (error) {
      onError(i, error)
    }
  }
  // The root in `copyRoot`'s field order, as every per-event state has it (same JSON as `replay().final`).
  return freezeDeep(copyRoot(work as ModalState))
}

/**
 * The derived fields (view, status, loading, the closed modal's history), recomputed from their
 * sources after every change so they can never disagree; written only where they differ. Runs on
 * plain objects only (a fresh root or the final replay's working copy), never through a proxy.
 */
function deriveInPlace(draft: Draft<ModalState>): void {
  const ns = draft.activeNamespace
  const active = ns ? draft.accounts[ns] : undefined
  const status = active?.status ?? 'disconnected'
  const connected = status === 'connected' && active?.address !== undefined
  if (!draft.open) {
    const root = rootView({ embedded: draft.config.embedded, connected })
    if (!(draft.history.length === 1 && draft.history[0] === root)) draft.history = [root]
  }
  const view = draft.history[draft.history.length - 1] ?? 'Connect'
  const loading = status === 'connecting' || draft.pendingNetworkSwitch !== undefined
  if (draft.view !== view) draft.view = view
  if (draft.status !== status) draft.status = status
  if (draft.loading !== loading) draft.loading = loading
}
