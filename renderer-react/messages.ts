import type { SwapMessages } from './swapMessages.ts'
import type { AlertText } from './alertText.ts'
import type { BuyMessages } from './buyMessages.ts'
import type { NamesMessages } from './namesMessages.ts'
import type { AccountTypeMessages } from './accountTypeMessages.ts'
import type { SmartSessionsMessages } from './smartSessionsMessages.ts'
import type { ChainNamespace, ErrorCode, StateAlert, NetworkSwitchProblem, SendProblem, SiwxProblem, SocialProvider, ViewName } from '../core/index.ts'
import { defaultButtonMessages, type ButtonMessages } from './buttonMessages.ts'

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
  noWallets: string
  walletInstalled: string
  walletRecent: string
  searchWallet: string
  loadingWallets: string
  noWalletFound: string
  walletsFailed: string
  /** Issue 11, SPEC.md §8 'Rate Limited': with the wait the service asked for, when known. */
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
  /** Email login into an embedded wallet (issue 13, SPEC.md §2, §8, §9). */
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
  /** Social login (issue 13, SPEC.md §4): the popup's progress. */
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
  /** The text of each SPEC.md §5/§9 send rule broken; the reducer keeps only the code (issue 10). */
  sendProblems: Record<SendProblem, string>
  /** The text of each network switch refusal the reducer records as a code. */
  networkSwitchProblems: Record<NetworkSwitchProblem, string>
  /** SPEC.md §8 sign-in errors; the reducer keeps only the code (issue 14). */
  siwxProblems: Record<SiwxProblem, string>
  /** SIWXSignMessage (issue 14, SPEC.md §2, §4). */
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
   * The text of each failure the state keeps as a code (issue 10; core/rules/stateError.ts):
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
  /** The success snack of a sent transaction (issue 9). */
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
  /** Activity tab (issue 15, SPEC.md §9). */
  activity: {
    loading: string
    empty: string
    /** SPEC.md §8: the panel's text when the list was emptied by a failed fetch. */
    failed: string
    unsupported: string
    /** No blockchain service is configured: the history cannot be read (issue 15). */
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
  /** NFTs tab (issue 15). */
  nfts: { loading: string; empty: string; failed: string; list: string; unsupported: string; unavailable: string }
  /**
   * Swap and SwapPreview overrides (issue 16); the English defaults (renderer-react/swapMessages.ts)
   * load with the views, not with the buttons.
   */
  swap?: Partial<SwapMessages>
  /** SPEC.md §8 alerts' words (issue 17); English in renderer-react/alertMessages.ts. */
  alerts?: Partial<Record<StateAlert, AlertText>>
  /** Buy overrides (issue 16); the English defaults (renderer-react/buyMessages.ts) load with the views. */
  buy?: Partial<BuyMessages>
  /** RegisterAccountName overrides (issue 15); English defaults in renderer-react/namesMessages.ts. */
  names?: Partial<NamesMessages>
  /** Account's eoa ⇄ smartAccount control (issue 15); English defaults in renderer-react/accountTypeMessages.ts. */
  accountType?: Partial<AccountTypeMessages>
  /** SmartSessions overrides (issue 15); English defaults in renderer-react/smartSessionsMessages.ts. */
  smartSessions?: Partial<SmartSessionsMessages>
}

/** The English catalogue (the default). */
export const defaultMessages: Messages = {
  viewTitles: {
    Connect: 'Connect wallet',
    Account: 'Account',
    AllWallets: 'All wallets',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'Connect wallet',
    ConnectingExternal: 'Connecting',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Social login',
    EmailLogin: 'Email',
    EmailVerifyOtp: 'Confirm email',
    EmailVerifyDevice: 'Register device',
    UpdateEmailWallet: 'Edit email',
    ProfileWallets: 'Wallets',
    SwitchNetwork: 'Switch network',
    SwitchActiveChain: 'Switch chain',
    UnsupportedChain: 'Switch network',
    SIWXSignMessage: 'Sign in',
    ApproveTransaction: 'Approve transaction',
    RegisterAccountName: 'Choose name',
    RegisterAccountNameSuccess: 'Name registered',
    SmartSessions: 'Sessions',
    Networks: 'Select network',
    Send: 'Send',
    SendPreview: 'Review send',
    Receive: 'Receive',
    Swap: 'Swap',
    SwapPreview: 'Review swap',
    SwapSelectToken: 'Select token',
    Buy: 'Buy crypto',
    BuySelectToken: 'Select token',
    WalletSettings: 'Wallet settings',
    Transactions: 'Activity',
    WhatIsAWallet: 'What is a wallet?',
    WhatIsANetwork: 'What is a network?',
    Downloads: 'Get wallet',
  },
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss',
  // The buttons' strings (connectWallet, connecting, …) load apart, with the buttons (issue 10).
  ...defaultButtonMessages,
  connectMethodsLabel: 'Ways to connect',
  email: 'Email',
  emailPlaceholder: 'Email address',
  continueWithEmail: 'Continue with email',
  socials: 'Social login',
  continueWith: (provider) => `Continue with ${provider}`,
  moreSocials: 'More social logins',
  wallets: 'Wallets',
  allWallets: 'All wallets',
  noWallets: 'No wallet detected in this browser.',
  walletInstalled: 'Installed',
  walletRecent: 'Recent',
  searchWallet: 'Search wallet',
  loadingWallets: 'Loading wallets…',
  noWalletFound: 'No wallet found',
  walletsFailed: 'Wallets could not be loaded',
  walletsRateLimited: (wait) => (wait === undefined ? 'Rate Limited' : `Rate Limited — try again in ${formatWait(wait)}`),
  walletsServerError: 'Server Error',
  walletsInvalidConfig: 'Invalid App Configuration',
  walletsUnavailable: 'Network Error - Could not load wallets',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  or: 'or',
  accountTabs: 'Assets',
  tabs: { Tokens: 'Tokens', NFTs: 'NFTs', Activity: 'Activity' },
  tabEmpty: {
    Tokens: 'Token balances are not available yet.',
    NFTs: 'NFTs are not available yet.',
    Activity: 'Activity is not available yet.',
  },
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  noAddress: 'No address',
  networkRowLabel: (name) => `Network: ${name}. Change network`,
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  walletsRowLabel: (count) => `Wallets: ${count} connected this session. Manage wallets`,
  connectedWallets: 'Wallets connected this session',
  connectionKinds: { connected: 'Connected', active: 'Active', disconnected: 'Disconnected' },
  switchToWallet: (wallet) => `Switch to ${wallet}`,
  reconnectWallet: (wallet) => `Reconnect ${wallet}`,
  disconnectWallet: (wallet) => `Disconnect ${wallet}`,
  switchWallet: 'Switch',
  reconnect: 'Reconnect',
  addWallet: 'Add wallet',
  noConnections: 'No wallet is connected.',
  networksLabel: 'Networks',
  activeNetwork: 'Active',
  testnet: 'Testnet',
  switchingTo: (name) => `Switching to ${name}`,
  approveInWallet: 'Approve the network switch in your wallet.',
  switchActiveChainTitle: (name) => `Switch to ${name}`,
  switchActiveChainBody: (from, to) =>
    `You are connected on ${from}. To use ${to}, connect a wallet on that chain.`,
  connectOn: (namespace) => `Connect a ${namespace} wallet`,
  unsupportedChainBody: 'The network your wallet is on is not supported by this app. Pick a supported network.',
  supportedNetworks: 'Supported networks',
  notYetAvailable: (view) => `${view} is not available yet`,
  notYetAvailableBody: 'This screen is not part of this version of Latch yet.',
  emailSending: 'Sending a code…',
  emailThrottled: (seconds) => `Please try again after ${seconds} seconds`,
  emailLoginFor: (email) => `Log in as ${email}`,
  otpPrompt: (email) => `Enter the code we sent to ${email}`,
  otpLabel: 'Verification code',
  otpSubmit: 'Continue',
  otpVerifying: 'Verifying…',
  otpInvalid: 'Invalid code',
  updateEmail: 'Update email',
  updateEmailSend: 'Send code',
  emailChangeCodeSentTo: (email) => `Enter the code sent to ${email}`,
  updateEmailDone: (email) => `Your wallet now uses ${email}`,
  noAuthConnector: 'No auth connector found',
  deviceApprovalBody: (email) => `We sent an approval link to ${email}. Open it on this device to continue.`,
  deviceApprovalWaiting: 'Waiting for the approval…',
  approveTransactionBody: 'Review the request in the secure window and approve or reject it.',
  signOut: 'Sign out',
  embeddedAlerts: {
    IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
    IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
    JWT_TOKEN_NOT_VALID: 'Session Expired',
  },
  namespaceNames: { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' },
  socialOpening: 'Opening a secure window…',
  socialPopup: (provider) => `Continue in the ${provider} window`,
  socialConnecting: 'Connecting your wallet…',
  farcasterScan: 'Scan with your phone or open the link, then approve in Farcaster',
  farcasterOpen: 'Open in Farcaster',
  farcasterQrLabel: 'Farcaster QR code',
  socialNames: {
    google: 'Google',
    x: 'X',
    farcaster: 'Farcaster',
    discord: 'Discord',
    apple: 'Apple',
    github: 'GitHub',
    facebook: 'Facebook',
  },
  continueIn: (wallet) => `Continue in ${wallet}`,
  unknownWallet: 'your wallet',
  connectingBody: 'Accept the connection request in the wallet.',
  connectFailedTitle: 'Not connected',
  pairingScan: 'Scan with your phone',
  pairingScanBody: 'Scan this code with a WalletConnect wallet, or copy the link into it.',
  pairingScanWith: (wallet) => `Scan this code with ${wallet} on your phone, or open it from a link below.`,
  pairingCreating: 'Creating a pairing…',
  pairingRefreshing: 'The code expired: a fresh one is on its way…',
  pairingQrLabel: 'WalletConnect QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  openWallet: (wallet) => `Open ${wallet}`,
  walletLinkNames: { mobile_link: 'Mobile app', desktop_link: 'Desktop app', webapp_link: 'Web app' },
  basicWallets: 'All wallets',
  basicNoPairing: 'Choose a wallet from the list to get it.',
  retry: 'Retry',
  walletActions: 'Wallet actions',
  send: 'Send',
  receive: 'Receive',
  totalBalance: 'Balance',
  balancesLoading: 'Loading balances',
  balancesEmpty: 'No tokens on this network yet.',
  balancesFailed: 'Token balances are unavailable right now.',
  tokenList: 'Token balances',
  tokenQuantity: (quantity, symbol) => `${quantity} ${symbol}`,
  token: 'Token',
  sendProblems: {
    required: 'An amount and receiver address are required',
    token: 'A token is required',
    address: 'Invalid address',
    amount: 'Invalid amount',
    insufficient: 'Insufficient balance',
    unsupportedChain: 'Unsupported chain',
  },
  networkSwitchProblems: { networkNotFound: 'Network not found' },
  siwxProblems: {
    initFailed: 'A problem occurred while trying initialize authentication',
    signFailed: 'Error signing message',
  },
  siwx: {
    heading: (appName) => `${appName} wants you to sign in`,
    body: 'Sign to prove this account is yours. No transaction is sent.',
    account: 'Account',
    network: 'Network',
    domain: 'Website',
    issuedAt: 'Issued',
    expiresAt: 'Expires',
    message: 'Message',
    sign: 'Sign',
    signing: 'Approve the signature in your wallet',
    required: 'This app requires you to sign in.',
  },
  errors: {
    modalClosed: 'Modal closed',
    popupClosed: 'Popup closed',
    failedToConnect: 'Failed to connect',
    failedToInitiateSocialConnection: 'Failed to initiate social connection',
    failedToConnectToFarcaster: 'Failed to connect to farcaster',
    connectionRejected: 'Connection rejected',
    failedToDisconnect: 'Failed to disconnect',
    invalidConnectionStatus: 'Invalid connection status',
    networkNotFound: 'Network not found',
    addressOrAuthConnectorNotFound: 'Address or auth connector not found',
    noAuthConnectorFound: 'No auth connector found',
    notConnectedToEmailOrSocial: 'Not connected to email or social',
    userRejected: 'User rejected the request',
    unauthorized: 'Not authorized',
    unsupportedMethod: 'Unsupported method',
    providerDisconnected: 'Provider disconnected',
    chainDisconnected: 'Chain disconnected',
    switchChainError: 'Switch chain error',
    parseError: 'Parse error',
    invalidRequest: 'Invalid request',
    methodNotFound: 'Method not found',
    invalidParams: 'Invalid params',
    internalError: 'Internal error',
    invalidInput: 'Invalid input',
    resourceNotFound: 'Resource not found',
    resourceUnavailable: 'Resource unavailable',
    transactionRejected: 'Transaction rejected',
    methodNotSupported: 'Method not supported',
    limitExceeded: 'Limit exceeded',
    jsonRpcVersionUnsupported: 'JSON-RPC version unsupported',
    executionReverted: 'Execution reverted',
    feeCapTooHigh: 'Fee cap too high',
    feeCapTooLow: 'Fee cap too low',
    nonceTooHigh: 'Nonce too high',
    nonceTooLow: 'Nonce too low',
    nonceMaxValue: 'Nonce has max value',
    insufficientFunds: 'Insufficient funds',
    intrinsicGasTooHigh: 'Intrinsic gas too high',
    intrinsicGasTooLow: 'Intrinsic gas too low',
    transactionTypeNotSupported: 'Transaction type not supported',
    tipAboveFeeCap: 'Tip above fee cap',
    timeout: 'The request took too long to respond',
    requestAborted: 'Request aborted',
    actionNotAllowed: 'Action not allowed',
    tokenBalanceUnavailable: 'Token Balance Unavailable',
    failedToFetchTransactions: 'Failed to fetch transactions',
    networkNotSupportedForSwaps: 'Network not supported for Swaps',
    networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
    errorResolvingName: 'Error resolving name',
    errorFetchingNameSuggestions: 'Error fetching name suggestions',
    errorFetchingNamesForAddress: 'Error fetching names for address',
    errorRegisteringName: (name) => `Error registering name ${name}`,
    rateLimited: 'Rate Limited',
    serverError: 'Server Error',
    invalidAppConfiguration: 'Invalid App Configuration',
    unknown: 'An error occurred.',
  },
  noTokensToSend: 'No tokens to send on this network.',
  selectToken: 'Select a token',
  amount: 'Amount',
  max: 'Max',
  maxLabel: 'Use the whole balance (of the native coin, less the network fee)',
  available: (quantity, symbol) => `Available: ${quantity} ${symbol}`,
  receiver: 'Receiver address',
  receiverPlaceholder: 'Address',
  previewSend: 'Preview send',
  sendSummary: 'Send summary',
  summaryAmount: 'Amount',
  summaryTo: 'To',
  summaryNetwork: 'Network',
  confirmSend: 'Send',
  transactionSent: 'Transaction sent',
  viewOnExplorer: 'View',
  whatIsAWallet: 'What is a wallet?',
  walletHelp: [
    { title: 'A home for your digital assets', body: 'A wallet keeps your tokens and collectibles, and lets you send and receive them.' },
    { title: 'One login for many apps', body: 'Instead of an account and a password for each site, you connect your wallet and approve each request in it.' },
    { title: 'You stay in control', body: 'Nothing leaves your wallet without your approval: every connection, signature and transaction asks you first.' },
  ],
  getAWallet: 'Get a wallet',
  notInstalledTitle: (wallet) => `${wallet} is not installed`,
  notInstalledBody: (wallet) => `Install ${wallet} in this browser, then reload this page and choose it again.`,
  downloadLinks: { homepage: 'Website', chrome_store: 'Browser extension', app_store: 'App Store', play_store: 'Google Play' },
  noDownloadLinks: 'The wallet list has no download link for this wallet.',
  sending: 'Sending…',
  approveSendInWallet: 'Approve the transaction in your wallet.',
  cancel: 'Cancel',
  receiveAddress: 'Your address',
  receiveHint: (name) => `Send only assets on ${name} to this address.`,
  qrCodeLabel: (address) => `QR code of the address ${address}`,
  loading: 'Loading',
  activity: {
    loading: 'Loading activity',
    empty: 'No activity yet.',
    failed: 'Failed to fetch transactions',
    unsupported: 'Activity is shown for EVM networks.',
    unavailable: 'Activity is unavailable: this app has no blockchain service.',
    list: 'Transactions',
    pending: 'Pending',
    loadingMore: 'Loading more transactions',
    operations: {
      send: 'Sent',
      receive: 'Received',
      trade: 'Swapped',
      mint: 'Minted',
      burn: 'Burned',
      approve: 'Approved',
      deploy: 'Deployed',
      execute: 'Executed',
      buy: 'Bought',
      deposit: 'Deposited',
      withdraw: 'Withdrew',
      borrow: 'Borrowed',
      repay: 'Repaid',
      claim: 'Claimed',
      stake: 'Staked',
      unstake: 'Unstaked',
    },
    statuses: { confirmed: 'Confirmed', failed: 'Failed', pending: 'Pending' },
    day: (day) => {
      const [y, m, d] = day.split('-').map(Number)
      if (!y || !m || !d) return day
      return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(y, m - 1, d))
    },
    time: (minedAt) => {
      const date = new Date(minedAt)
      return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date)
    },
    transfer: (sign, quantity, unit) => `${sign}${quantity} ${unit}`.trim(),
  },
  nfts: {
    loading: 'Loading NFTs',
    empty: 'No NFTs yet.',
    failed: 'NFTs could not be loaded.',
    list: 'NFTs',
    unsupported: 'NFTs are shown for EVM networks.',
    unavailable: 'NFTs are unavailable: this app has no blockchain service.',
  },
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
 * The default catalogue with `overrides` applied.
 *
 * @example
 * mergeMessages({ connectWallet: 'Verbinden' }).connectWallet // 'Verbinden'
 * mergeMessages({ back: 'Zurück' }, spanish).close // Spanish's 'Cerrar' (the base is a locale's catalogue)
 */
export function mergeMessages(overrides: MessageOverrides | undefined, base: Messages = defaultMessages): Messages {
  if (!overrides) return base
  return {
    ...base,
    ...overrides,
    viewTitles: { ...base.viewTitles, ...overrides.viewTitles },
    tabs: { ...base.tabs, ...overrides.tabs },
    tabEmpty: { ...base.tabEmpty, ...overrides.tabEmpty },
    namespaceNames: { ...base.namespaceNames, ...overrides.namespaceNames },
    socialNames: { ...base.socialNames, ...overrides.socialNames },
    // A locale's catalogue (issue 17) brings whole Swap texts and alerts; a host overrides single ones.
    swap: base.swap || overrides.swap ? { ...base.swap, ...overrides.swap } : undefined,
    alerts: base.alerts || overrides.alerts ? { ...base.alerts, ...overrides.alerts } : undefined,
  }
}

/** A wait in seconds as people say it: "58 s", "60 min", "3 h". */
function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} s`
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} min`
  return `${Math.ceil(seconds / 3600)} h`
}
