import { freeze, Immer, type Draft } from 'immer'
import { validateEvent, type StampedEvent } from '../events/index.ts'
import { assertNever } from '../rules/assertNever.ts'
import { rootView } from '../rules/rootView.ts'
import * as app from './app.ts'
import * as assets from './assets.ts'
import * as balances from './balances.ts'
import * as send from './send.ts'
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

export { initialState, type ModalState }

/**
 * Latch's own Immer instance (hosts may use Immer with other settings): auto-freeze on, and
 * iteration over own enumerable string keys only — state holds no symbols or getters, and strict
 * iteration doubled the cost of every event.
 */
const immer = new Immer({ autoFreeze: true, useStrictShallowCopy: false, useStrictIteration: false })
const produce = immer.produce
/** The same without freezing, for a replay that keeps only its final state (frozen once at the end). */
const looseProduce = new Immer({ autoFreeze: false, useStrictShallowCopy: false, useStrictIteration: false }).produce

/**
 * Reduces one stamped event into the next state. Pure: time and ids come from the event.
 * A malformed or unknown event leaves the state unchanged (the store records why).
 *
 * @example
 * const next = reduce(initialState, { type: 'modal/openRequested', seq: 1, at: 0 })
 */
export function reduce(state: ModalState, event: StampedEvent): ModalState {
  if (validateEvent(event) !== undefined || !isStamp(event)) return state
  return reduceValid(state, event)
}

function isStamp(event: { seq?: unknown; at?: unknown }): boolean {
  return Number.isInteger(event.seq) && typeof event.at === 'number' && Number.isFinite(event.at)
}

/**
 * `reduce` for events already validated (core/step.ts). `frozen: false` skips Immer's freezing,
 * for `replayFinal`, which freezes the one state it returns.
 */
export function reduceValid(state: ModalState, event: StampedEvent, frozen = true): ModalState {
  if (event.type === 'app/snapshotRestored') {
    return validateState(event.state) === undefined ? (freeze(structuredClone(event.state), true) as ModalState) : state
  }
  const next = (frozen ? produce : looseProduce)(state, (draft) => apply(draft, event, state))
  return next === state ? state : derive(next, frozen)
}

/** Routes each event to the slices that react to it; exhaustive over the event union. */
function apply(draft: Draft<ModalState>, event: StampedEvent, base: ModalState): void {
  switch (event.type) {
    case 'app/initialized':
      return app.initialized(draft, event, base)
    case 'features/remoteConfigLoaded':
      return app.remoteConfigLoaded(draft, event, base)
    case 'modal/openRequested':
      return router.opened(draft, event, base)
    case 'modal/closeRequested':
      return router.closed(draft, event, base)
    case 'modal/shakeRequested':
      return modal.shakeRequested(draft, event, base)
    case 'modal/shakeEnded':
      return modal.shakeEnded(draft, event, base)
    case 'router/navigated':
      return router.navigated(draft, event, base)
    case 'router/wentBack':
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
    case 'connection/connected':
      return connection.connected(draft, event, base)
    case 'connection/connectFailed':
      return connection.connectFailed(draft, event, base)
    case 'connection/connectCancelled':
      return connection.connectCancelled(draft, event, base)
    case 'connection/disconnected':
      return connection.disconnected(draft, event, base)
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
      return networks.switched(draft, event, base)
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
    case 'pairing/uriIssued':
      return pairing.uriIssued(draft, event, base)
    case 'pairing/expired':
      return pairing.expired(draft, event, base)
    // Facts recorded for effects and debugging; the state does not change.
    case 'connection/disconnectRequested':
    case 'app/effectFailed':
    case 'app/eventRejected':
    case 'app/snapshotRestored':
    case 'embedded/authConnectorReloadRequested':
    case 'embedded/otpSubmitted':
    case 'storage/readFailed':
    case 'storage/writeFailed':
      return
    // RPC transport facts (core/clients/rpcBatchEpic.ts): the log shows them, state is unchanged.
    case 'rpc/requested':
    case 'rpc/succeeded':
    case 'rpc/failed':
    case 'rpc/cancelled':
    case 'rpc/batchPosted':
    case 'rpc/endpointFailed':
    case 'rpc/endpointsRanked':
      return
    default:
      return assertNever(event)
  }
}

/**
 * Applies a whole run of validated events inside ONE Immer draft and finishes it once: the
 * final-state replay (issue 10: no per-event draft, copy or freeze). Each handler's `base` is the
 * draft itself, which holds the state before the event until the handler writes; the derived
 * fields are recomputed on the draft after each event. `replayFinal` equals `replay().final`
 * (property-tested). `app/snapshotRestored` is not handled here (a log's first entry only).
 */
export function reduceAllInOneDraft(
  state: ModalState,
  events: readonly StampedEvent[],
  from: number,
  onError: (index: number, error: unknown) => void,
): ModalState {
  const draft = immer.createDraft(state)
  for (let i = from; i < events.length; i++) {
    try {
      apply(draft, events[i]!, draft as ModalState)
      deriveInDraft(draft)
    } catch (error) {
      onError(i, error)
    }
  }
  return immer.finishDraft(draft) as ModalState
}

function deriveInDraft(draft: Draft<ModalState>): void {
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

/**
 * Derived fields, recomputed after every change so they can never disagree with their sources.
 * Works on the plain (frozen) result rather than the draft: reading through Immer proxies is
 * what made replay slow.
 */
function derive(state: ModalState, frozen: boolean): ModalState {
  const active = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
  const status = active?.status ?? 'disconnected'
  const connected = status === 'connected' && active?.address !== undefined
  const history =
    state.open || (state.history.length === 1 && state.history[0] === rootView({ embedded: state.config.embedded, connected }))
      ? state.history
      : [rootView({ embedded: state.config.embedded, connected })]
  const view = history[history.length - 1] ?? 'Connect'
  const loading = status === 'connecting' || state.pendingNetworkSwitch !== undefined
  if (history === state.history && view === state.view && status === state.status && loading === state.loading) return state
  if (!frozen) return { ...state, history, view, status, loading }
  return freeze({ ...state, history: freeze(history), view, status, loading })
}
