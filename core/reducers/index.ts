import { produce, type Draft } from 'immer'
import { validateEvent, type StampedEvent } from '../events/index.ts'
import { assertNever } from '../rules/assertNever.ts'
import * as app from './app.ts'
import * as connection from './connection.ts'
import * as connectors from './connectors.ts'
import type { StateDraft } from './draft.ts'
import * as modal from './modal.ts'
import * as networks from './networks.ts'
import * as router from './router.ts'
import * as snackbar from './snackbar.ts'
import { initialState, validateState, type ModalState } from './state.ts'
import * as theme from './theme.ts'

export { initialState, type ModalState }

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

/** `reduce` for events already validated (replay of a parsed log). */
export function reduceValid(state: ModalState, event: StampedEvent): ModalState {
  if (event.type === 'app/snapshotRestored') {
    return validateState(event.state) === undefined ? (structuredClone(event.state) as ModalState) : state
  }
  return produce(state, (draft) => {
    apply(draft, event)
    finalize(draft)
  })
}

/** Routes each event to the slices that react to it; exhaustive over the event union. */
function apply(draft: Draft<ModalState>, event: StampedEvent): void {
  switch (event.type) {
    case 'app/initialized':
      return app.initialized(draft, event)
    case 'features/remoteConfigLoaded':
      return app.remoteConfigLoaded(draft, event)
    case 'modal/openRequested':
      return router.opened(draft, event)
    case 'modal/closeRequested':
      return router.closed(draft, event)
    case 'modal/shakeRequested':
      return modal.shakeRequested(draft, event)
    case 'modal/shakeEnded':
      return modal.shakeEnded(draft, event)
    case 'router/navigated':
      return router.navigated(draft, event)
    case 'router/wentBack':
      return router.wentBack(draft, event)
    case 'router/accountTabSelected':
      return router.accountTabSelected(draft, event)
    case 'connection/connectRequested':
      return connection.connectRequested(draft, event)
    case 'connection/connected':
      return connection.connected(draft, event)
    case 'connection/connectFailed':
      return connection.connectFailed(draft, event)
    case 'connection/disconnected':
      return connection.disconnected(draft, event)
    case 'connection/disconnectFailed':
      return connection.disconnectFailed(draft, event)
    case 'connectors/discovered':
      return connectors.discovered(draft, event)
    case 'networks/switchRequested':
      return networks.switchRequested(draft, event)
    case 'networks/switched':
      return networks.switched(draft, event)
    case 'networks/switchFailed':
      return networks.switchFailed(draft, event)
    case 'theme/modeRequested':
      return theme.modeRequested(draft, event)
    case 'theme/systemPreferenceChanged':
      return theme.systemPreferenceChanged(draft, event)
    case 'snackbar/requested':
      return snackbar.requested(draft, event)
    case 'snackbar/replacementElapsed':
      return snackbar.replacementElapsed(draft, event)
    case 'snackbar/autoHideElapsed':
      return snackbar.autoHideElapsed(draft, event)
    case 'snackbar/dismissed':
      return snackbar.dismissed(draft, event)
    // Facts recorded for effects and debugging; the state does not change.
    case 'connection/disconnectRequested':
    case 'app/effectFailed':
    case 'app/eventRejected':
    case 'app/snapshotRestored':
    case 'embedded/authConnectorReloadRequested':
    case 'embedded/otpSubmitted':
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

/** Derived fields, recomputed after every event so they can never disagree with their sources. */
function finalize(state: StateDraft): void {
  if (!state.open) {
    const root = router.currentRootView(state)
    if (state.history.length !== 1 || state.history[0] !== root) state.history = [root]
  }
  state.view = state.history[state.history.length - 1] ?? 'Connect'
  const active = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
  state.status = active?.status ?? 'disconnected'
  state.loading = state.status === 'connecting' || state.pendingNetworkSwitch !== undefined
}
