import type { Draft } from './draft.ts'
import type { StampedEvent } from '../events/index.ts'
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
import { applyAccount } from './applyAccount.ts'

/**
 * Routes each event to the slices that react to it; exhaustive over the event union: the modal's own
 * domains here (app, project, modal, router, ui, connection, networks, theme, snackbar), the rest
 * through `applyAccount`, `applySignIn` and `applyTrade` (each switch's `default` hands on exactly
 * the events it does not handle, so a type no switch handles fails to compile).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler edits the draft and returns nothing (an Immer-style recipe), or NO_CHANGE
export function apply(draft: Draft<ModalState>, event: StampedEvent, base: ModalState): void | typeof NO_CHANGE {
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
    case 'ui/walletListClicked':
      return ui.walletListClicked(draft, event, base)
    // SPEC.md §6 legalCheckbox: the tick, or the choice saved for the origin read back.
    case 'legal/consentChanged':
    case 'legal/consentRestored':
      return void (draft.legalAccepted = event.accepted)
    case 'pay/requested':
      return pay.requested(draft, event, base)
    case 'pay/sourceChosen':
      return pay.sourceChosen(draft, event, base)
    case 'pay/cancelRequested':
      return pay.cancelRequested(draft, event, base)
    case 'pay/walletConnected':
      return pay.walletConnected(draft, event, base)
    case 'pay/sent':
      return pay.sent(draft, event, base)
    case 'pay/exchangeOpened':
      return pay.exchangeOpened(draft, event, base)
    case 'pay/confirmed':
      return pay.confirmed(draft, event, base)
    case 'pay/failed':
      return pay.failed(draft, event, base)
    case 'pay/restored':
      return pay.restored(draft, event, base)
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
    // What another tab changed (SPEC.md §3 Connection): reduced exactly as the event it mirrors,
    // so this tab's state is the one its own log replays to.
    case 'tabs/connectionAdopted':
      return apply(draft, { ...event, type: 'connection/connected' }, base)
    case 'tabs/disconnected':
      return apply(draft, { ...event, type: 'connection/disconnected' }, base)
    case 'tabs/networkSwitched':
      return apply(draft, { ...event, type: 'networks/switched' }, base)
    case 'tabs/accountTypeSwitched':
      return apply(draft, { ...event, type: 'accounts/typeSwitched' }, base)
    case 'tabs/signInAdopted':
      return apply(draft, { ...event, type: 'siwx/sessionRestored' }, base)
    case 'tabs/signOutAdopted':
      return apply(draft, { ...event, type: 'siwx/sessionRevoked' }, base)
    // Facts recorded for effects and debugging; the state does not change.
    case 'tabs/adoptFailed':
    case 'connection/savedSessionLoaded':
    case 'connection/disconnectRequested':
    case 'app/effectFailed':
    case 'app/eventRejected':
    case 'app/snapshotRestored':
      return NO_CHANGE
    default:
      return applyAccount(draft, event, base)
  }
}
