/** Domain types and the closed sets of names of SPEC.md §2, §3 and §6. */

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
/** A chain family Latch knows (CAIP-2 namespace). */
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
  /** Pay a recipient from the wallet or an exchange account (SPEC.md §6 pay, `modal.pay`). */
  'Pay',
] as const
/** A view of the modal (SPEC.md §2), spelled as the SPEC names it. */
export type ViewName = (typeof VIEW_NAMES)[number]

/** The Account view's tabs, in order (SPEC.md §3). */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
/** One of the Account view's tabs. */
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The connect methods `connectMethodsOrder` may order (SPEC.md §6). */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
/** A connect method: email, social or wallet. */
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** Every kind of connector (SPEC.md §4): injected, announced (EIP-6963), WalletConnect, auth and more. */
export const CONNECTOR_TYPES = ['AUTH', 'MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT', 'ID_AUTH'] as const
/** A connector's kind. */
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

export const THEME_MODES = ['dark', 'light'] as const
/** The modal's theme. */
export type ThemeMode = (typeof THEME_MODES)[number]

export const SNACKBAR_VARIANTS = ['success', 'error', 'loading', 'info'] as const
/** How a toast looks: success, error, loading or info. */
export type SnackbarVariant = (typeof SNACKBAR_VARIANTS)[number]

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'] as const
/** An account's type (SPEC.md §3): eoa or smart account on EVM; payment, ordinal, stx on Bitcoin. */
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const
/** The active namespace's connection status. */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** SPEC.md §9 default socials. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
/** A social login provider (SPEC.md §9). */
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
