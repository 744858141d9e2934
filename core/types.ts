/** Domain types and the closed sets of names of SPEC.md §2, §3 and §6. */

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `namespace:chainId`, e.g. `eip155:1` (SPEC.md §3: a network id has two parts). */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:chainId:address` (SPEC.md §3: a chain-namespaced address has three parts). */
export type CaipAddress = `${string}:${string}:${string}`

/** Every view of SPEC.md §2, spelled exactly so, plus the views the §1 features need. */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'ProfileWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'Send',
  'SendPreview',
  'Receive',
  'Swap',
  'SwapPreview',
  'SwapSelectToken',
  'Buy',
  'BuySelectToken',
  'WalletSettings',
  'Transactions',
  'WhatIsAWallet',
  'WhatIsANetwork',
  /** Where to get a listed wallet that is not installed (until WalletConnect pairing lands, its only step). */
  'Downloads',
  /** The smart sessions the account granted (SPEC.md §6 smartSessions, §7 /v1/sessions). */
  'SmartSessions',
] as const
export type ViewName = (typeof VIEW_NAMES)[number]

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

export const CONNECTOR_TYPES = [
  'AUTH',
  'MULTI_CHAIN',
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'ID_AUTH',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

export const THEME_MODES = ['dark', 'light'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export const SNACKBAR_VARIANTS = ['success', 'error', 'loading', 'info'] as const
export type SnackbarVariant = (typeof SNACKBAR_VARIANTS)[number]

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** SPEC.md §9 default socials. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** SPEC.md §3 Network. */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[]; webSocket?: string[] } }
  assets?: { imageId?: string; imageUrl?: string }
  /** viem's shape: the explorer a sent transaction links to (`{url}/tx/{hash}`). */
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/** SPEC.md §6 feature flags. `socials` lists the offered providers, or `false` for none. */
export type Features = {
  receive: boolean
  send: boolean
  swaps: boolean
  onramp: boolean
  email: boolean
  socials: SocialProvider[] | false
  activity: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  multiWallet: boolean
  reownBranding: boolean
}
