import type { Draft } from './draft.ts'
import type { StampedEvent } from '../events/index.ts'
import { assertNever } from '../rules/assertNever.ts'
import * as app from './app.ts'
import * as connection from './connection.ts'
import * as connectors from './connectors.ts'
import * as identity from './identity.ts'
import * as modal from './modal.ts'
import * as networks from './networks.ts'
import * as project from './project.ts'
import * as router from './router.ts'
import * as siwx from './siwx.ts'
import * as snackbar from './snackbar.ts'
import * as theme from './theme.ts'
import * as ui from './ui.ts'
import * as pay from './pay.ts'
import type { ModalState } from './state.ts'
import { NO_CHANGE } from './noChange.ts'
import { accountRoutes } from './applyAccount.ts'
import { signInRoutes } from './applySignIn.ts'
import { tradeRoutes } from './applyTrade.ts'
import { noChange, type AppEvent, type Route, type Routes } from './routes.ts'

/**
 * Applies an event to the draft: its route (a table, exhaustive over the event union: the modal's
 * own domains here — app, project, modal, router, ui, connection, networks, theme, snackbar — the
 * account's, the sign-in's and the trade's in their files; a type without a route fails to compile).
 * One map lookup per event: the switches it replaces compared an event's type with up to 200 labels
 * in turn, about 5 % of the per-event replay's time (the replay bench's profile).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a route edits the draft and returns nothing, or NO_CHANGE
export function apply(draft: Draft<ModalState>, event: StampedEvent, base: ModalState): void | typeof NO_CHANGE {
  const route = ROUTES.get(event.type)
  return route === undefined ? assertNever(event as never) : route(draft, event, base)
}

/** The modal's own domains' routes. */
const appRoutes: Routes<AppEvent> = {
  'app/initialized': app.initialized,
  'features/remoteConfigLoaded': app.remoteConfigLoaded,
  'project/checked': project.checked,
  'project/alertDismissed': project.alertDismissed,
  'modal/openRequested': (draft, event, base) => {
    router.opened(draft, event, base)
    return siwx.opened(draft, event.view)
  },
  'modal/closeRequested': (draft, event, base) => {
    // SPEC.md §4: a required sign-in without a session cannot be closed; the modal shakes.
    if (siwx.isClosingBlocked(base)) return void (draft.shake = true)
    siwx.closed(draft)
    return router.closed(draft, event, base)
  },
  'modal/shakeRequested': modal.shakeRequested,
  'modal/shakeEnded': modal.shakeEnded,
  'router/navigated': router.navigated,
  'router/wentBack': (draft, event, base) => {
    if (siwx.isClosingBlocked(base)) return NO_CHANGE
    return router.wentBack(draft, event, base)
  },
  'router/accountTabSelected': router.accountTabSelected,
  'ui/networksClicked': ui.networksClicked,
  'ui/walletsClicked': ui.walletsClicked,
  'ui/sendClicked': ui.sendClicked,
  'ui/receiveClicked': ui.receiveClicked,
  'ui/addWalletClicked': ui.addWalletClicked,
  'ui/allWalletsClicked': ui.allWalletsClicked,
  'ui/helpClicked': ui.helpClicked,
  'ui/emailSubmitted': ui.emailSubmitted,
  'ui/socialChosen': ui.socialChosen,
  'ui/walletChosen': ui.walletChosen,
  'ui/networkChosen': ui.networkChosen,
  'ui/walletListClicked': ui.walletListClicked,
  // SPEC.md §6 legalCheckbox: the tick, or the choice saved for the origin read back.
  'legal/consentChanged': (draft, event) => void (draft.legalAccepted = event.accepted),
  'legal/consentRestored': (draft, event) => void (draft.legalAccepted = event.accepted),
  'pay/requested': pay.requested,
  'pay/sourceChosen': pay.sourceChosen,
  'pay/cancelRequested': pay.cancelRequested,
  'pay/walletConnected': pay.walletConnected,
  'pay/sent': pay.sent,
  'pay/exchangeOpened': pay.exchangeOpened,
  'pay/confirmed': pay.confirmed,
  'pay/failed': pay.failed,
  'pay/restored': pay.restored,
  'connection/connectRequested': connection.connectRequested,
  'connection/connected': (draft, event, base) => {
    // Read before the connect handler writes: in the final-state replay `base` is the draft itself.
    const previousAddress = base.accounts[event.namespace]?.address
    connection.connected(draft, event, base)
    identity.forgetProfileOfOtherAddress(draft, event.namespace, previousAddress)
    return siwx.accountChanged(draft)
  },
  'connection/connectFailed': connection.connectFailed,
  'connection/connectCancelled': connection.connectCancelled,
  'connection/disconnected': (draft, event, base) => {
    connection.disconnected(draft, event, base)
    return siwx.disconnected(draft, event.namespace)
  },
  'connection/disconnectFailed': connection.disconnectFailed,
  'connection/reconnectRequested': connection.reconnectRequested,
  'connection/reconnectFailed': connection.reconnectFailed,
  'connection/switchRequested': connection.switchRequested,
  'connection/switchFailed': connection.switchFailed,
  'connectors/discovered': connectors.discovered,
  'networks/switchRequested': networks.switchRequested,
  'networks/switched': (draft, event, base) => {
    networks.switched(draft, event, base)
    return siwx.accountChanged(draft)
  },
  'networks/switchFailed': networks.switchFailed,
  'theme/modeRequested': theme.modeRequested,
  'theme/systemPreferenceChanged': theme.systemPreferenceChanged,
  'snackbar/requested': snackbar.requested,
  'snackbar/replacementElapsed': snackbar.replacementElapsed,
  'snackbar/autoHideElapsed': snackbar.autoHideElapsed,
  'snackbar/dismissed': snackbar.dismissed,
  'snackbar/holdStarted': snackbar.holdStarted,
  'snackbar/holdEnded': snackbar.holdEnded,
  // What another tab changed (SPEC.md §3 Connection): reduced exactly as the event it mirrors,
  // so this tab's state is the one its own log replays to.
  'tabs/connectionAdopted': (draft, event, base) => apply(draft, { ...event, type: 'connection/connected' }, base),
  'tabs/disconnected': (draft, event, base) => apply(draft, { ...event, type: 'connection/disconnected' }, base),
  'tabs/networkSwitched': (draft, event, base) => apply(draft, { ...event, type: 'networks/switched' }, base),
  'tabs/accountTypeSwitched': (draft, event, base) => apply(draft, { ...event, type: 'accounts/typeSwitched' }, base),
  'tabs/signInAdopted': (draft, event, base) => apply(draft, { ...event, type: 'siwx/sessionRestored' }, base),
  'tabs/signOutAdopted': (draft, event, base) => apply(draft, { ...event, type: 'siwx/sessionRevoked' }, base),
  // Facts recorded for effects and debugging; the state does not change.
  'tabs/adoptFailed': noChange,
  'connection/savedSessionLoaded': noChange,
  'connection/disconnectRequested': noChange,
  'app/effectFailed': noChange,
  'app/eventRejected': noChange,
  'app/snapshotRestored': noChange,
}

const everyRoute: Routes<StampedEvent> = { ...appRoutes, ...accountRoutes, ...signInRoutes, ...tradeRoutes }
// Widened to any event: the lookup by `event.type` hands each route only events of its own type.
const ROUTES: ReadonlyMap<string, Route<StampedEvent>> = new Map(Object.entries(everyRoute) as [string, Route<StampedEvent>][])

/** Whether events of `type` never change the state (facts recorded for effects and debugging). */
export function changesNothing(type: string): boolean {
  return ROUTES.get(type) === noChange
}
