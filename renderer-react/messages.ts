import type { SwapMessages } from './swapMessages.ts'
import type { AlertText } from './alertText.ts'
import type { BuyMessages } from './buyMessages.ts'
import type { NamesMessages } from './namesMessages.ts'
import type { AccountTypeMessages } from './accountTypeMessages.ts'
import type { SmartSessionsMessages } from './smartSessionsMessages.ts'
import type { PayMessages } from './payMessages.ts'
import type { ChainNamespace, ErrorCode, StateAlert, NetworkSwitchProblem, SendProblem, SiwxProblem, SocialProvider, ViewName } from '../core/index.ts'
import type { ButtonMessages } from './buttonMessages.ts'

/** Every string a user reads in the renderer; override any of them with `<ModalProvider messages>`. */
export type Messages = ButtonMessages & {
  viewTitles: Record<ViewName, string>
  back: string
  close: string
  dismiss: string
  connectMethodsLabel: string
  email: string
  emailPlaceholder: string
  continueWithEmail: string
  socials: string
  continueWith: (provider: string) => string
  moreSocials: string
  wallets: string
  allWallets: string
  /**
   * SPEC.md §6 `legalCheckbox`: "I agree to the Terms of Service and Privacy Policy", in parts so
   * the two names can be links (a language puts them where its grammar wants).
   */
  legalConsent: { sentence: string; terms: string; privacy: string }
  /** SPEC.md §6 `collapseWallets`: Connect's one row that opens the wallet list. */
  continueWithWallet: string
  /** SPEC.md §6 `reownBranding`: the small mark under Connect and Account. */
  brandingFooter: string
  /** SPEC.md §6 `pay`: the Pay view. */
  pay: PayMessages
  noWallets: string
  walletInstalled: string
  walletRecent: string
  searchWallet: string
  loadingWallets: string
  noWalletFound: string
  walletsFailed: string
  /** SPEC.md §8 'Rate Limited': with the wait the service asked for, when known. */
  walletsRateLimited: (waitSeconds: number | undefined) => string
  /** SPEC.md §8 'Server Error' (a 5xx from the wallet-list service). */
  walletsServerError: string
  /** SPEC.md §8 'Invalid App Configuration' (the service refused the project: 401, 403). */
  walletsInvalidConfig: string
  /** Any other failure (no answer, a timeout, an answer that is not a wallet list). */
  walletsUnavailable: string
  tryAgain: string
  loadMore: string
  or: string
  accountTabs: string
  tabs: { Tokens: string; NFTs: string; Activity: string }
  tabEmpty: { Tokens: string; NFTs: string; Activity: string }
  copyAddress: string
  addressCopied: string
  noAddress: string
  /** Accessible name of the Account view's network row. */
  networkRowLabel: (networkName: string) => string
  disconnect: string
  disconnecting: string
  /** ProfileWallets (SPEC.md §2, §4 connection kinds). */
  walletsRowLabel: (count: number) => string
  connectedWallets: string
  connectionKinds: { connected: string; active: string; disconnected: string }
  switchToWallet: (wallet: string) => string
  reconnectWallet: (wallet: string) => string
  disconnectWallet: (wallet: string) => string
  switchWallet: string
  reconnect: string
  addWallet: string
  noConnections: string
  networksLabel: string
  activeNetwork: string
  testnet: string
  switchingTo: (networkName: string) => string
  approveInWallet: string
  switchActiveChainTitle: (networkName: string) => string
  switchActiveChainBody: (from: string, to: string) => string
  connectOn: (namespace: string) => string
  unsupportedChainBody: string
  supportedNetworks: string
  notYetAvailable: (view: string) => string
  notYetAvailableBody: string
  /** Email login into an embedded wallet (SPEC.md §2, §8, §9). */
  emailSending: string
  /** SPEC.md §8 email throttle. */
  emailThrottled: (seconds: number) => string
  emailLoginFor: (email: string) => string
  otpPrompt: (email: string) => string
  otpLabel: string
  otpSubmit: string
  otpVerifying: string
  otpInvalid: string
  /** UpdateEmailWallet (SPEC.md §2, §4): Account's entry, the new email, each code's prompt, the end. */
  updateEmail: string
  updateEmailSend: string
  emailChangeCodeSentTo: (email: string) => string
  updateEmailDone: (email: string) => string
  /** SPEC.md §8. */
  noAuthConnector: string
  deviceApprovalBody: (email: string) => string
  deviceApprovalWaiting: string
  approveTransactionBody: string
  signOut: string
  /** SPEC.md §8 embedded-wallet alerts. */
  embeddedAlerts: { IFRAME_LOAD_FAILED: string; IFRAME_REQUEST_TIMEOUT: string; JWT_TOKEN_NOT_VALID: string }
  namespaceNames: Record<ChainNamespace, string>
  socialNames: Record<SocialProvider, string>
  /** Social login (SPEC.md §4): the popup's progress. */
  socialOpening: string
  socialPopup: (provider: string) => string
  socialConnecting: string
  /** ConnectingFarcaster (SPEC.md §4): scan the QR code or open the link in Farcaster. */
  farcasterScan: string
  farcasterOpen: string
  farcasterQrLabel: string
  /** Connecting views (SPEC.md §2). */
  continueIn: (wallet: string) => string
  unknownWallet: string
  connectingBody: string
  connectFailedTitle: string
  /** WalletConnect pairing (SPEC.md §2 ConnectingWalletConnect, ConnectingWalletConnectBasic). */
  pairingScan: string
  pairingScanBody: string
  pairingScanWith: (wallet: string) => string
  pairingCreating: string
  pairingRefreshing: string
  pairingQrLabel: string
  copyLink: string
  linkCopied: string
  openWallet: (wallet: string) => string
  walletLinkNames: { mobile_link: string; desktop_link: string; webapp_link: string }
  basicWallets: string
  basicNoPairing: string
  retry: string
  /** Account's wallet actions and the Tokens tab (SPEC.md §3 balances, §9 formats). */
  walletActions: string
  send: string
  receive: string
  totalBalance: string
  balancesLoading: string
  balancesEmpty: string
  balancesFailed: string
  tokenList: string
  tokenQuantity: (quantity: string, symbol: string) => string
  /** Send, SendPreview (SPEC.md §4, §5). */
  token: string
  /** The text of each SPEC.md §5/§9 send rule broken; the reducer keeps only the code. */
  sendProblems: Record<SendProblem, string>
  /** The text of each network switch refusal the reducer records as a code. */
  networkSwitchProblems: Record<NetworkSwitchProblem, string>
  /** SPEC.md §8 sign-in errors; the reducer keeps only the code. */
  siwxProblems: Record<SiwxProblem, string>
  /** SIWXSignMessage (SPEC.md §2, §4). */
  siwx: {
    heading: (appName: string) => string
    body: string
    account: string
    network: string
    domain: string
    issuedAt: string
    expiresAt: string
    message: string
    sign: string
    signing: string
    required: string
  }
  /**
   * The text of each failure the state keeps as a code (core/rules/stateError.ts):
   * SPEC.md §8's exact texts. `unknown` shows when the failure brought no words of its own.
   * 'Error registering name {name}' takes the name.
   */
  errors: Record<Exclude<ErrorCode, 'errorRegisteringName'>, string> & { errorRegisteringName: (name: string) => string }
  noTokensToSend: string
  selectToken: string
  amount: string
  max: string
  maxLabel: string
  available: (quantity: string, symbol: string) => string
  receiver: string
  receiverPlaceholder: string
  previewSend: string
  sendSummary: string
  summaryAmount: string
  summaryTo: string
  summaryNetwork: string
  confirmSend: string
  sending: string
  approveSendInWallet: string
  cancel: string
  /** Receive. */
  receiveAddress: string
  receiveHint: (networkName: string) => string
  qrCodeLabel: (address: string) => string
  loading: string
  /** The success snack of a sent transaction. */
  transactionSent: string
  viewOnExplorer: string
  /** The help entry (the Connect header's "?") and WhatIsAWallet. */
  whatIsAWallet: string
  walletHelp: { title: string; body: string }[]
  getAWallet: string
  /** Downloads: a listed wallet that is not installed. */
  notInstalledTitle: (wallet: string) => string
  notInstalledBody: (wallet: string) => string
  downloadLinks: { homepage: string; chrome_store: string; app_store: string; play_store: string }
  noDownloadLinks: string
  /** Activity tab (SPEC.md §9). */
  activity: {
    loading: string
    empty: string
    /** SPEC.md §8: the panel's text when the list was emptied by a failed fetch. */
    failed: string
    unsupported: string
    /** No blockchain service is configured: the history cannot be read. */
    unavailable: string
    list: string
    pending: string
    loadingMore: string
    /** Operation types by the service's code; an unknown one shows as it comes. */
    operations: Record<string, string>
    statuses: Record<string, string>
    /** The heading of a day's group (`2026-11-23`, the local day). */
    day: (day: string) => string
    /** A transaction's time (ISO string from the service). */
    time: (minedAt: string) => string
    /** A transfer: sign (+, - or none), quantity at 3 decimals, symbol or NFT name. */
    transfer: (sign: string, quantity: string, unit: string) => string
  }
  /** NFTs tab. */
  nfts: { loading: string; empty: string; failed: string; list: string; unsupported: string; unavailable: string }
  /**
   * Swap and SwapPreview overrides; the English defaults (renderer-react/swapMessages.ts)
   * load with the views, not with the buttons.
   */
  swap?: Partial<SwapMessages>
  /** SPEC.md §8 alerts' words; English in renderer-react/alertMessages.ts. */
  alerts?: Partial<Record<StateAlert, AlertText>>
  /** Buy overrides; the English defaults (renderer-react/buyMessages.ts) load with the views. */
  buy?: Partial<BuyMessages>
  /** RegisterAccountName overrides; English defaults in renderer-react/namesMessages.ts. */
  names?: Partial<NamesMessages>
  /** Account's eoa ⇄ smartAccount control; English defaults in renderer-react/accountTypeMessages.ts. */
  accountType?: Partial<AccountTypeMessages>
  /** SmartSessions overrides; English defaults in renderer-react/smartSessionsMessages.ts. */
  smartSessions?: Partial<SmartSessionsMessages>
}

/** Overrides for the catalogue: any top-level entry, and single view titles, tabs or empty texts. */
export type MessageOverrides = Partial<Omit<Messages, 'viewTitles' | 'tabs' | 'tabEmpty' | 'namespaceNames' | 'socialNames'>> & {
  viewTitles?: Partial<Messages['viewTitles']>
  tabs?: Partial<Messages['tabs']>
  tabEmpty?: Partial<Messages['tabEmpty']>
  namespaceNames?: Partial<Messages['namespaceNames']>
  socialNames?: Partial<Messages['socialNames']>
}

/**
 * `base` (a language's catalogue: English, `renderer-react/locales/en.ts`, or another) with
 * `overrides` applied.
 *
 * @example
 * mergeMessages({ connectWallet: 'Verbinden' }, english).connectWallet // 'Verbinden'
 * mergeMessages({ back: 'Zurück' }, spanish).close // Spanish's 'Cerrar'
 */
export function mergeMessages(overrides: MessageOverrides | undefined, base: Messages): Messages {
  if (!overrides) return base
  return {
    ...base,
    ...overrides,
    viewTitles: { ...base.viewTitles, ...overrides.viewTitles },
    tabs: { ...base.tabs, ...overrides.tabs },
    tabEmpty: { ...base.tabEmpty, ...overrides.tabEmpty },
    namespaceNames: { ...base.namespaceNames, ...overrides.namespaceNames },
    socialNames: { ...base.socialNames, ...overrides.socialNames },
    // A locale's catalogue brings whole Swap texts and alerts; a host overrides single ones.
    swap: base.swap || overrides.swap ? { ...base.swap, ...overrides.swap } : undefined,
    alerts: base.alerts || overrides.alerts ? { ...base.alerts, ...overrides.alerts } : undefined,
  }
}
