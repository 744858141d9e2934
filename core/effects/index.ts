import type { Epic } from '../store.ts'
import { adaptersEpic } from './adapters.ts'
import { balancesEpic } from './balances.ts'
import { connectEpic, switchConnectionEpic } from './connect.ts'
import { sessionEpic } from './session.ts'
import { approvalAbandonedEpic } from './approvalAbandoned.ts'
import { requested as providerRequested } from '../events/provider.ts'
import { authConnectorReloadEpic } from './authConnectorReload.ts'
import { disconnectEpic } from './disconnect.ts'
import { shakeEpic } from './shake.ts'
import { snackbarEpic } from './snackbar.ts'
import { switchNetworkEpic } from './switchNetwork.ts'
import { systemThemeEpic } from './systemTheme.ts'
import { lazyEpic } from '../lazy.ts'
import { maxRequested, submitted } from '../events/send.ts'
import { initialized } from '../events/app.ts'
import { remoteConfigLoaded } from '../events/features.ts'
import { connected, connectRequested, switchRequested as connectionSwitchRequested } from '../events/connection.ts'
import { openRequested } from '../events/modal.ts'
import { listRequested, searchChanged } from '../events/wallets.ts'
import { pairingEpic } from './pairing.ts'
import { walletChosenEpic } from './walletChosen.ts'
import { basicPairingEpic } from './basicPairing.ts'
import { switched } from '../events/networks.ts'
import { accountTabSelected } from '../events/router.ts'
import { viewRequested as swapViewRequested } from '../events/swap.ts'
import { viewRequested as onrampViewRequested } from '../events/onramp.ts'
import { viewRequested as namesViewRequested } from '../events/names.ts'
import { isFirstInteraction } from './firstInteraction.ts'
import { socialChosen } from '../events/ui.ts'
import { isConnection } from '../events/tabs.ts'

/** The core's epics, by name (names appear in `app/effectFailed` events). */
export const coreEpics: Readonly<Record<string, Epic>> = {
  shakeEpic,
  snackbarEpic,
  systemThemeEpic,
  authConnectorReloadEpic,
  disconnectEpic,
  switchNetworkEpic,
  adaptersEpic,
  connectEpic,
  switchConnectionEpic,
  sessionEpic,
  approvalAbandonedEpic,
  // The app's own wallet requests (API.md getProvider): the code loads with the first one.
  providerRequestsEpic: lazyEpic(() => import('./providerRequests.ts').then((m) => m.providerRequestsEpic), { startsOn: providerRequested.match }),
  // The wallet lists and recent wallets (the biggest epic) load in a chunk of their own when the
  // modal first opens or a connect starts (nothing is fetched before the first click that
  // the click does not need); `app/initialized`, whose config and storage it reads, is kept for it.
  walletListEpic: lazyEpic(() => import('./walletList.ts').then((m) => m.walletListEpic), {
    // …or a host's own list asks for a page or a search (API.md "Own UI": the modal may never open).
    startsOn: (event) =>
      openRequested.match(event) || connectRequested.match(event) || connectionSwitchRequested.match(event) || connected.match(event) || listRequested.match(event) || searchChanged.match(event),
    keeps: initialized.match,
    startsInOwnTask: true,
  }),
  // Network and social icons (asset images): never fetched without the wallet-list service, and
  // not before the first open — fetching them at start pulled the whole client layer in before the
  // first click (60 KB instead of 48). Until then the buttons show letter avatars.
  assetImagesEpic: lazyEpic(() => import('./assetImages.ts').then((m) => m.assetImagesEpic), {
    needs: (deps) => Boolean(deps.walletApi && deps.window?.URL),
    startsOn: openRequested.match,
    keeps: (event) => initialized.match(event) || remoteConfigLoaded.match(event),
    startsInOwnTask: true,
  }),
  // The project's remote config, origin allowlist and analytics switch, and the usage events:
  // at the first open, connect or switch (every tracked step starts with one), in a
  // chunk of their own — at start they would pull the service clients into a button page before
  // the first click. Without the wallet-list service and an analytics endpoint, never.
  projectEpics: lazyEpic(() => import('./projectEpics.ts').then((m) => m.projectEpics(isFirstInteraction)), {
    needs: (deps) => Boolean(deps.walletApi || deps.analytics),
    startsOn: isFirstInteraction,
    keeps: initialized.match,
    startsInOwnTask: true,
  }),
  // Tabs of the origin in sync (SPEC.md §3 Connection): listens from the start, in a chunk of its
  // own that a modal with `syncTabs: false` (or no page) never fetches.
  tabSyncEpic: lazyEpic(() => import('./tabSync.ts').then((m) => m.tabSyncEpic), { needs: (deps) => Boolean(deps.tabChannel) }),
  // WalletConnect pairing expiry: small, and it must see the first URI.
  pairingEpic,
  // A wallet picked from the list pairs over WalletConnect: tiny, starts the connect.
  walletChosenEpic,
  // SPEC.md §6 legalCheckbox: the consent saved for the origin, read back when the modal is open
  // with the checkbox on (Connect shows it; the remote config may turn it on after the open) and
  // saved on every tick; a chunk of its own, never fetched while the flag is off.
  legalConsentEpic: lazyEpic(() => import('./legalConsent.ts').then((m) => m.legalConsentEpic), {
    needs: (deps) => Boolean(deps.storage),
    startsOn: (event, state) => event.type === 'legal/consentChanged' || (state.open && state.features.legalCheckbox),
    keeps: initialized.match,
  }),
  // SPEC.md §6 pay: the wallet's or the exchange's payment, in a chunk of its own fetched with the
  // first `modal.pay`, or, with the pay feature on (no payment starts without it), at the first
  // open or connection (a restored session's too): then a payment pending from an earlier page of
  // the origin is read back and polled again.
  payEpic: lazyEpic(() => import('./pay.ts').then((m) => m.payEpic), {
    startsOn: (event, state) => event.type === 'pay/requested' || (state.features.pay && (state.open || connected.match(event))),
    keeps: initialized.match,
    startsInOwnTask: true,
  }),
  basicPairingEpic,
  balancesEpic,
  // Sending comes long after start, if ever: its epics load when a send is submitted or its Max
  // asked for (nothing a button-only page does not use is fetched before the first click).
  sendEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendEpic), { startsOn: submitted.match }),
  sendMaxEpic: lazyEpic(() => import('./send.ts').then((m) => m.sendMaxEpic), { startsOn: maxRequested.match }),
  // Sign in with a wallet: only with a `siwx` option, loaded at the first connection.
  siwxEpic: lazyEpic(() => import('./siwx.ts').then((m) => m.siwxEpic), {
    needs: (deps) => deps.siwx !== undefined,
    startsOn: (event) => connected.match(event) || switched.match(event),
  }),
  // Activity and NFTs load at the first open of their tab; identity when an eip155
  // account connects or is adopted from another tab (the header shows its name). None is fetched without the blockchain service.
  activityEpic: lazyEpic(() => import('./activity.ts').then((m) => m.activityEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: (event) => accountTabSelected.match(event) && event.tab === 'Activity',
  }),
  nftsEpic: lazyEpic(() => import('./nfts.ts').then((m) => m.nftsEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: (event) => accountTabSelected.match(event) && event.tab === 'NFTs',
  }),
  identityEpic: lazyEpic(() => import('./identity.ts').then((m) => m.identityEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: (event) => isConnection(event) && event.namespace === 'eip155',
  }),
  // Email login into an embedded wallet: its chunk loads only on a page configured with
  // `latch/embedded` (an adapter with `auth`), at start, to restore the §3 keys (the throttle time).
  embeddedLoginEpic: lazyEpic(() => import('./embeddedLogin.ts').then((m) => m.embeddedLoginEpic), {
    needs: (deps) => deps.adapters.some((a) => a.auth !== undefined),
  }),
  // Social login and Farcaster: the epic loads at the first social button clicked, only on
  // a page with an embedded wallet (one that offers neither flow gets the §8 failure, not a spinner).
  socialLoginEpic: lazyEpic(() => import('./socialLogin.ts').then((m) => m.socialLoginEpic), {
    needs: (deps) => deps.adapters.some((a) => a.auth !== undefined),
    startsOn: socialChosen.match,
  }),
  // Swap: its chunk loads when Swap first opens, never on a page that does not swap.
  swapEpic: lazyEpic(() => import('./swap.ts').then((m) => m.swapEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: swapViewRequested.match,
  }),
  // Buy: its chunk loads when Buy first opens.
  onrampEpic: lazyEpic(() => import('./onramp.ts').then((m) => m.onrampEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: onrampViewRequested.match,
  }),
  // The send receiver's name and avatar, or a typed name's address: at the first receiver typed.
  receiverIdentityEpic: lazyEpic(() => import('./receiverIdentity.ts').then((m) => m.receiverIdentityEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: (event) => event.type === 'send/receiverChanged',
  }),
  // The multi-wallet list across reloads: at the first connection (a restored or adopted one's too).
  savedConnectionsEpic: lazyEpic(() => import('./savedConnections.ts').then((m) => m.savedConnectionsEpic), {
    needs: (deps) => Boolean(deps.storage),
    startsOn: isConnection,
  }),
  // eoa ⇄ smartAccount and the saved preference: at the first connection.
  accountTypeEpic: lazyEpic(() => import('./accountType.ts').then((m) => m.accountTypeEpic), {
    startsOn: (event) => isConnection(event) || event.type === 'accounts/typeSwitchRequested',
  }),
  // Smart sessions (SPEC.md §6 smartSessions): when SmartSessions first opens.
  smartSessionsEpic: lazyEpic(() => import('./smartSessions.ts').then((m) => m.smartSessionsEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: (event) => event.type === 'sessions/viewRequested',
  }),
  // Name registration: its chunk loads when RegisterAccountName first opens.
  namesEpic: lazyEpic(() => import('./names.ts').then((m) => m.namesEpic), {
    needs: (deps) => Boolean(deps.blockchainApi),
    startsOn: namesViewRequested.match,
  }),
}
