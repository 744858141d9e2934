import * as analytics from './analytics.ts'
import * as app from './app.ts'
import * as assets from './assets.ts'
import * as balances from './balances.ts'
import * as send from './send.ts'
import * as swap from './swap.ts'
import * as onramp from './onramp.ts'
import * as connection from './connection.ts'
import * as connectors from './connectors.ts'
import type { EventOf } from './define.ts'
import * as embedded from './embedded.ts'
import * as social from './social.ts'
import * as features from './features.ts'
import * as modal from './modal.ts'
import * as networks from './networks.ts'
import * as router from './router.ts'
import * as rpc from './rpc.ts'
import * as provider from './provider.ts'
import { compileCheck, validate, type Schema } from './schema.ts'
import * as snackbar from './snackbar.ts'
import * as storage from './storage.ts'
import * as theme from './theme.ts'
import * as ui from './ui.ts'
import * as wallets from './wallets.ts'
import * as pairing from './pairing.ts'
import * as siwx from './siwx.ts'
import * as activity from './activity.ts'
import * as nfts from './nfts.ts'
import * as identity from './identity.ts'
import * as project from './project.ts'
import * as names from './names.ts'
import * as savedConnections from './savedConnections.ts'
import * as accountType from './accountType.ts'
import * as smartSessions from './smartSessions.ts'
import * as tabs from './tabs.ts'
import * as legal from './legal.ts'
import * as pay from './pay.ts'
import { isIntentType, type FactType, type IntentType } from './kinds.ts'

export { INTENT_TYPES, isIntentType, type EventKind, type IntentType } from './kinds.ts'

/** Every event creator, grouped by domain: `events.modal.openRequested({ view: 'Account' })`. */
export const events = {
  app: {
    initialized: app.initialized,
    effectFailed: app.effectFailed,
    eventRejected: app.eventRejected,
    snapshotRestored: app.snapshotRestored,
  },
  modal: {
    openRequested: modal.openRequested,
    closeRequested: modal.closeRequested,
    shakeRequested: modal.shakeRequested,
    shakeEnded: modal.shakeEnded,
  },
  router: {
    navigated: router.navigated,
    wentBack: router.wentBack,
    accountTabSelected: router.accountTabSelected,
  },
  connection: {
    connectRequested: connection.connectRequested,
    connected: connection.connected,
    connectFailed: connection.connectFailed,
    connectCancelled: connection.connectCancelled,
    disconnectRequested: connection.disconnectRequested,
    disconnected: connection.disconnected,
    disconnectFailed: connection.disconnectFailed,
    savedSessionLoaded: connection.savedSessionLoaded,
    reconnectRequested: connection.reconnectRequested,
    reconnectFailed: connection.reconnectFailed,
    switchRequested: connection.switchRequested,
    switchFailed: connection.switchFailed,
  },
  connectors: { discovered: connectors.discovered },
  networks: {
    switchRequested: networks.switchRequested,
    switched: networks.switched,
    switchFailed: networks.switchFailed,
  },
  theme: { modeRequested: theme.modeRequested, systemPreferenceChanged: theme.systemPreferenceChanged },
  snackbar: {
    requested: snackbar.requested,
    replacementElapsed: snackbar.replacementElapsed,
    autoHideElapsed: snackbar.autoHideElapsed,
    dismissed: snackbar.dismissed,
    holdStarted: snackbar.holdStarted,
    holdEnded: snackbar.holdEnded,
  },
  features: { remoteConfigLoaded: features.remoteConfigLoaded },
  project: { checked: project.checked, alertDismissed: project.alertDismissed },
  analytics: { batchSettled: analytics.batchSettled },
  wallets: {
    listRequested: wallets.listRequested,
    pageLoaded: wallets.pageLoaded,
    pageFailed: wallets.pageFailed,
    searchChanged: wallets.searchChanged,
    searchLoaded: wallets.searchLoaded,
    searchFailed: wallets.searchFailed,
    walletSelected: wallets.walletSelected,
    recentLoaded: wallets.recentLoaded,
    recentAdded: wallets.recentAdded,
    imagesLoaded: wallets.imagesLoaded,
  },
  assets: { imagesLoaded: assets.imagesLoaded },
  balances: { requested: balances.requested, loaded: balances.loaded, failed: balances.failed },
  send: {
    tokenSelected: send.tokenSelected,
    amountChanged: send.amountChanged,
    receiverChanged: send.receiverChanged,
    previewRequested: send.previewRequested,
    submitted: send.submitted,
    succeeded: send.succeeded,
    failed: send.failed,
    maxRequested: send.maxRequested,
    maxFeeEstimated: send.maxFeeEstimated,
    maxFailed: send.maxFailed,
  },
  embedded: {
    authConnectorReloadRequested: embedded.authConnectorReloadRequested,
    otpSubmitted: embedded.otpSubmitted,
    emailAccepted: embedded.emailAccepted,
    emailFailed: embedded.emailFailed,
    deviceApproved: embedded.deviceApproved,
    otpAccepted: embedded.otpAccepted,
    otpFailed: embedded.otpFailed,
    approvalRequested: embedded.approvalRequested,
    approvalSettled: embedded.approvalSettled,
    alerted: embedded.alerted,
    storageRestored: embedded.storageRestored,
    smartAccountNetworksReported: embedded.smartAccountNetworksReported,
    emailChangeRequested: embedded.emailChangeRequested,
    newEmailSubmitted: embedded.newEmailSubmitted,
    emailChangeCodeSubmitted: embedded.emailChangeCodeSubmitted,
    emailChangeCodeMailed: embedded.emailChangeCodeMailed,
    emailUpdated: embedded.emailUpdated,
    emailChangeFailed: embedded.emailChangeFailed,
  },
  social: {
    redirectOpened: social.redirectOpened,
    farcasterUriIssued: social.farcasterUriIssued,
    resultReceived: social.resultReceived,
    succeeded: social.succeeded,
    failed: social.failed,
    cancelled: social.cancelled,
  },
  storage: { readFailed: storage.readFailed, writeFailed: storage.writeFailed },
  ui: {
    networksClicked: ui.networksClicked,
    walletsClicked: ui.walletsClicked,
    sendClicked: ui.sendClicked,
    receiveClicked: ui.receiveClicked,
    addWalletClicked: ui.addWalletClicked,
    allWalletsClicked: ui.allWalletsClicked,
    helpClicked: ui.helpClicked,
    emailSubmitted: ui.emailSubmitted,
    socialChosen: ui.socialChosen,
    walletChosen: ui.walletChosen,
    networkChosen: ui.networkChosen,
    walletListClicked: ui.walletListClicked,
  },
  rpc: {
    requested: rpc.requested,
    succeeded: rpc.succeeded,
    failed: rpc.failed,
    cancelled: rpc.cancelled,
    batchPosted: rpc.batchPosted,
    endpointFailed: rpc.endpointFailed,
    endpointsRanked: rpc.endpointsRanked,
  },
  provider: { requested: provider.requested, succeeded: provider.succeeded, failed: provider.failed },
  pairing: { uriIssued: pairing.uriIssued, expired: pairing.expired },
  // SPEC.md §6 legalCheckbox: the consent ticked on Connect, and the one saved for the origin.
  legal: { consentChanged: legal.consentChanged, consentRestored: legal.consentRestored },
  // SPEC.md §6 pay: `modal.pay`'s request, the user's choices, and what the wallet or the exchange did.
  pay: {
    requested: pay.requested,
    sourceChosen: pay.sourceChosen,
    cancelRequested: pay.cancelRequested,
    walletConnected: pay.walletConnected,
    sent: pay.sent,
    exchangeOpened: pay.exchangeOpened,
    confirmed: pay.confirmed,
    failed: pay.failed,
    restored: pay.restored,
  },
  // What another tab of the origin changed (SPEC.md §3 Connection): facts this tab recorded.
  tabs: {
    connectionAdopted: tabs.connectionAdopted,
    adoptFailed: tabs.adoptFailed,
    disconnected: tabs.disconnected,
    networkSwitched: tabs.networkSwitched,
    accountTypeSwitched: tabs.accountTypeSwitched,
    signInAdopted: tabs.signInAdopted,
    signOutAdopted: tabs.signOutAdopted,
  },
  siwx: {
    sessionRestored: siwx.sessionRestored,
    messageCreated: siwx.messageCreated,
    initFailed: siwx.initFailed,
    signRequested: siwx.signRequested,
    sessionAdded: siwx.sessionAdded,
    signFailed: siwx.signFailed,
    cancelled: siwx.cancelled,
    sessionRevoked: siwx.sessionRevoked,
  },
  activity: {
    pageRequested: activity.pageRequested,
    pageLoaded: activity.pageLoaded,
    pageFailed: activity.pageFailed,
    moreRequested: activity.moreRequested,
  },
  nfts: { requested: nfts.requested, loaded: nfts.loaded, failed: nfts.failed },
  identity: { loaded: identity.loaded, failed: identity.failed },
  swap: {
    viewRequested: swap.viewRequested,
    selectTokenRequested: swap.selectTokenRequested,
    tokenSelected: swap.tokenSelected,
    amountChanged: swap.amountChanged,
    toAmountChanged: swap.toAmountChanged,
    reverseQuoted: swap.reverseQuoted,
    reverseQuoteFailed: swap.reverseQuoteFailed,
    sidesSwitched: swap.sidesSwitched,
    previewRequested: swap.previewRequested,
    submitted: swap.submitted,
    tokensLoaded: swap.tokensLoaded,
    tokensFailed: swap.tokensFailed,
    quoteLoaded: swap.quoteLoaded,
    quoteFailed: swap.quoteFailed,
    allowanceChecked: swap.allowanceChecked,
    approveSent: swap.approveSent,
    approveConfirmed: swap.approveConfirmed,
    swapSent: swap.swapSent,
    succeeded: swap.succeeded,
    failed: swap.failed,
  },
  onramp: {
    viewRequested: onramp.viewRequested,
    selectTokenRequested: onramp.selectTokenRequested,
    purchaseCurrencySelected: onramp.purchaseCurrencySelected,
    paymentCurrencySelected: onramp.paymentCurrencySelected,
    paymentMethodSelected: onramp.paymentMethodSelected,
    amountChanged: onramp.amountChanged,
    providerSelected: onramp.providerSelected,
    checkoutRequested: onramp.checkoutRequested,
    statusCheckRequested: onramp.statusCheckRequested,
    resetRequested: onramp.resetRequested,
    optionsLoaded: onramp.optionsLoaded,
    quoteLoaded: onramp.quoteLoaded,
    checkoutOpened: onramp.checkoutOpened,
    purchaseCompleted: onramp.purchaseCompleted,
    failed: onramp.failed,
  },
  names: {
    viewRequested: names.viewRequested,
    inputChanged: names.inputChanged,
    registerSubmitted: names.registerSubmitted,
    suggestionsLoaded: names.suggestionsLoaded,
    suggestionsFailed: names.suggestionsFailed,
    registered: names.registered,
    registerFailed: names.registerFailed,
    receiverResolved: names.receiverResolved,
    receiverResolveFailed: names.receiverResolveFailed,
  },
  connections: { restored: savedConnections.restored },
  accounts: {
    switchRequested: accountType.switchRequested,
    switched: accountType.switched,
    switchFailed: accountType.switchFailed,
    preferenceRestored: accountType.preferenceRestored,
  },
  sessions: {
    viewRequested: smartSessions.viewRequested,
    revokeRequested: smartSessions.revokeRequested,
    loaded: smartSessions.loaded,
    failed: smartSessions.failed,
    revoked: smartSessions.revoked,
    revokeFailed: smartSessions.revokeFailed,
  },
} as const

type Domains = typeof events
type AllDefinitions = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains]

/** The union of every event Latch knows. */
export type ModalEvent = EventOf<AllDefinitions>
/** The `type` string of any event, `'domain/pastTense'`. */
export type ModalEventType = ModalEvent['type']
/** What a user or host may ask: the only events the public `modal.dispatch` accepts (core/events/kinds.ts). */
export type IntentEvent = Extract<ModalEvent, { type: IntentType }>
/** What effects report (and Latch records about itself); dispatched by epics, refused at the public door. */
export type FactEvent = Exclude<ModalEvent, { type: IntentType }>
// Every event type is classified exactly once, and nothing else is (a compile error names the
// unclassified, twice-classified or unknown type).
type Unclassified = Exclude<ModalEventType, IntentType | FactType> | Extract<IntentType, FactType> | Exclude<IntentType | FactType, ModalEventType>
const _everyTypeClassifiedOnce: [Unclassified] extends [never] ? true : Unclassified = true
void _everyTypeClassifiedOnce
/** An event after the store stamped it with its sequence number and time (ms). */
export type StampedEvent = ModalEvent & { seq: number; at: number }
/** The event of a given type. */
export type EventOfType<T extends ModalEventType> = Extract<ModalEvent, { type: T }>

/** Every definition, in a flat list (for validation, logs and the property tests' arbitraries). */
export const eventDefinitions: readonly AllDefinitions[] = Object.values(events).flatMap((domain) => Object.values(domain) as AllDefinitions[])

/** Each event type's kind (core/events/kinds.ts): `'intent'` for what a user or host may ask, else `'fact'`. */
export const EVENT_KINDS: { readonly [T in ModalEventType]: T extends IntentType ? 'intent' : 'fact' } = /* @__PURE__ */ eventKinds()

function eventKinds() {
  return Object.freeze(Object.fromEntries(eventDefinitions.map((d) => [d.type, isIntentType(d.type) ? 'intent' : 'fact']))) as typeof EVENT_KINDS
}

/** Each type's schema with its compiled check (core/events/schema.ts `compileCheck`), built once. */
const byType = new Map<string, { schema: Schema; check: (value: unknown) => boolean }>(eventDefinitions.map((d) => [d.type, { schema: d.schema, check: compileCheck(d.schema) }]))

/** The schema of a known event type, or `undefined`. */
export function schemaOf(type: string): Schema | undefined {
  return byType.get(type)?.schema
}

/**
 * Checks that `value` is a known event with a well-formed payload. Returns `undefined` when
 * valid, else the reason, naming the offending field.
 */
export function validateEvent(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'event: expected object'
  const type = (value as { type?: unknown }).type
  if (typeof type !== 'string') return 'event.type: expected string'
  const known = byType.get(type)
  if (!known) return `event.type: unknown event type '${type.slice(0, 200)}'`
  return known.check(value) ? undefined : validate(known.schema, value, 'event')
}

/** Whether a value is a well-formed Latch event (the same check `dispatch` and replay run). */
export function isModalEvent(value: unknown): value is ModalEvent {
  return validateEvent(value) === undefined
}
