import type { SwapMessages } from './swapMessages.ts'
import type { ChainNamespace, NetworkSwitchProblem, SendProblem, SocialProvider, ViewName } from '../core/index.ts'

/** Every string a user reads in the renderer; override any of them with `<ModalProvider messages>`. */
export type Messages = {
  viewTitles: Record<ViewName, string>
  back: string
  close: string
  dismiss: string
  connectWallet: string
  connecting: string
  /** Accessible name of the ConnectButton when connected. */
  openAccount: (address: string) => string
  /** Accessible name of the AccountButton when connected. */
  accountButtonLabel: (address: string) => string
  selectNetwork: string
  /** Accessible name of the NetworkButton. */
  networkButtonLabel: (networkName: string | undefined) => string
  unknownNetwork: string
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
  namespaceNames: Record<ChainNamespace, string>
  socialNames: Record<SocialProvider, string>
  /** Connecting views (SPEC.md §2). */
  continueIn: (wallet: string) => string
  unknownWallet: string
  connectingBody: string
  connectFailedTitle: string
  walletConnectUnavailable: (wallet: string) => string
  walletConnectUnavailableBody: string
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
  /**
   * Swap and SwapPreview overrides (issue 16); the English defaults (renderer-react/swapMessages.ts)
   * load with the views, not with the buttons.
   */
  swap?: Partial<SwapMessages>
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
  connectWallet: 'Connect wallet',
  connecting: 'Connecting…',
  openAccount: (address) => `Open account ${address}`,
  accountButtonLabel: (address) => `Account ${address}`,
  selectNetwork: 'Select network',
  networkButtonLabel: (name) => (name ? `Network: ${name}. Change network` : 'Select network'),
  unknownNetwork: 'Unknown network',
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
  namespaceNames: { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' },
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
  walletConnectUnavailable: (wallet) => `${wallet} connects through WalletConnect`,
  walletConnectUnavailableBody:
    'WalletConnect pairing (QR code and mobile links) is not part of this version of Latch. Go back and choose a wallet installed in this browser.',
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
 */
export function mergeMessages(overrides: MessageOverrides | undefined): Messages {
  if (!overrides) return defaultMessages
  return {
    ...defaultMessages,
    ...overrides,
    viewTitles: { ...defaultMessages.viewTitles, ...overrides.viewTitles },
    tabs: { ...defaultMessages.tabs, ...overrides.tabs },
    tabEmpty: { ...defaultMessages.tabEmpty, ...overrides.tabEmpty },
    namespaceNames: { ...defaultMessages.namespaceNames, ...overrides.namespaceNames },
    socialNames: { ...defaultMessages.socialNames, ...overrides.socialNames },
  }
}

/** A wait in seconds as people say it: "58 s", "60 min", "3 h". */
function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} s`
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} min`
  return `${Math.ceil(seconds / 3600)} h`
}
