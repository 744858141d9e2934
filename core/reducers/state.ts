import type { WalletFeature } from '../rules/walletFeatureOrder.ts'
import { TELEGRAM_PLATFORMS, type TelegramPlatform } from '../rules/telegram.ts'
import { caipNetwork, namespace } from '../events/common.ts'
import { configSnapshot, featuresPatch } from '../events/app.ts'
import { connectorInfo } from '../events/connectors.ts'
import { walletsStateSchema, type WalletsState } from './walletsState.ts'
import { tokenBalance } from '../events/balances.ts'
import { sendToken } from '../events/send.ts'
import { transaction } from '../events/activity.ts'
import { nft } from '../events/nfts.ts'
import { s, validate, type Infer, type JsonValue } from '../events/schema.ts'
import { DEFAULT_FEATURES, type FeaturesPatch } from '../rules/features.ts'
import type { ConnectFlow } from '../rules/connectFlows.ts'
import { SEND_PROBLEMS, type SendProblem } from '../rules/validateSend.ts'
import { stateErrorSchema, type StateError } from '../rules/stateError.ts'
import type { PairingState } from '../rules/pairing.ts'
import { siwxStateSchema, type SiwxState } from './siwxState.ts'
import { embeddedStateSchema, type EmbeddedState } from './embeddedState.ts'
import { socialStateSchema, type SocialState } from './socialState.ts'
import { swapStateSchema, type SwapState } from './swapState.ts'
import { onrampStateSchema, type OnrampState } from './onrampState.ts'
import { projectStateSchema, type ProjectState } from './projectState.ts'
import { namesStateSchema, type NamesState } from './namesState.ts'
import { smartSessionsStateSchema, type SmartSessionsState } from './smartSessionsState.ts'
import { payStateSchema, type PayState } from './payState.ts'
import {
  ACCOUNT_TABS,
  CHAIN_NAMESPACES,
  ACCOUNT_TYPES,
  CONNECTION_STATUSES,
  SNACKBAR_VARIANTS,
  SOCIAL_PROVIDERS,
  THEME_MODES,
  VIEW_NAMES,
  type AccountTab,
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionStatus,
  type ConnectMethod,
  type Features,
  type SnackbarVariant,
  type ThemeMode,
  type ViewName,
} from '../types.ts'

/** Why the reducer refused a network switch, as a code (the renderer's catalogue words it). */
export const NETWORK_SWITCH_PROBLEMS = ['networkNotFound'] as const
/** Why a network switch was refused, as a code the renderer words. */
export type NetworkSwitchProblem = (typeof NETWORK_SWITCH_PROBLEMS)[number]

/**
 * SPEC.md §3 Connection: a wallet that connected on a namespace this session. Its kind (§4) is
 * derived by `connectionKind`: the account's current connector is `connected`; another one is
 * `active` (known, still granted) unless the wallet `disconnected` it.
 */
export type Connection = {
  connectorId: string
  accounts: { address: string; type: AccountType }[]
  authName?: string
  disconnected?: boolean
}

/** SPEC.md §3 account state per chain (fields later features fill are optional). */
export type AccountState = {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  connectorId?: string
  preferredAccountType: AccountType
  user?: { accounts: { address: string; type: AccountType }[] }
  /** SPEC.md §3: the wallet's smart account is deployed on this chain (unknown when the wallet does not say). */
  smartAccountDeployed?: boolean
  authName?: string
  /** Native balance in token units (decimal string) and its symbol (SPEC.md §3). */
  balance?: string
  balanceSymbol?: string
  /** Token balances on the account's network; zero-decimal tokens dropped (SPEC.md §5). */
  tokenBalance?: TokenBalance[]
  balancesStatus?: 'loading' | 'success' | 'failure'
  /** SPEC.md §3: the name and avatar the identity call gave the address. */
  profileName?: string
  profileImage?: string
}

/** One Activity entry (SPEC.md §3): hash, time, status and its transfers. */
export type Transaction = Infer<typeof transaction>
/** One NFT of the account (SPEC.md §3 NFTs tab). */
export type Nft = Infer<typeof nft>

/**
 * The Activity tab (SPEC.md §9): the account's transactions on its network, page by
 * page (`next` is the cursor of the following page), and the transactions sent through Latch that
 * the service has not listed yet (`pending`, newest first, at most 99).
 */
export type ActivityState = {
  /** The account the list belongs to; another account's pages are ignored. */
  caipAddress?: string
  status: 'idle' | 'loading' | 'loadingMore' | 'success' | 'failure'
  transactions: Transaction[]
  next?: string
  pending: Transaction[]
}

/** The NFTs tab: the account's NFTs on its network, spam dropped. */
export type NftsState = { caipAddress: string; status: 'loading' | 'success' | 'failure'; nfts: Nft[] }

export type TokenBalance = Infer<typeof tokenBalance>
export type SendToken = Infer<typeof sendToken>

/** SPEC.md §3 send state (with the receiver's profile name and image). */
export type SendState = {
  status: 'idle' | 'sending'
  token?: SendToken
  amount?: string
  receiver?: string
  /** The address a typed name resolved to: the send goes there. */
  receiverAddress?: string
  /** SPEC.md §3: the receiver's name and avatar, when the service knows them. */
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  /** A typed name that did not resolve (§8's resolving error, as a code). */
  receiverError?: StateError
  /** The SPEC.md §5 rule the send breaks, as a code; the renderer picks its text. */
  problem?: SendProblem
  /** The failure an effect reported, as a code (SPEC.md §8; the renderer words it). */
  error?: StateError
  requestId?: string
  /** Hash of the last successful send. */
  lastHash?: string
  /** A Max of the native coin waiting for its fee estimate. */
  maxRequestId?: string
}

/** A connector the modal can connect through: id, name, type, namespace and icon. */
export type ConnectorInfo = Infer<typeof connectorInfo>

/** A sent transaction a snack links to: its hash, and the network's explorer page when it has one. */
export type SnackbarTransaction = { hash: string; url?: string }
/** The toast the modal shows: message, variant, and the transaction it links to if any. */
export type Snackbar = {
  id: number
  message: string
  variant: SnackbarVariant
  transaction?: SnackbarTransaction
  /** A failure's code: the renderer words the snack from it, not from `message`. */
  error?: StateError
  /** The user is reading or using it: it does not hide itself meanwhile. */
  held?: boolean
}

/** The normalised `createModal` configuration, as recorded by `app/initialized`. */
export type ModalConfig = {
  projectId: string
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetworkId
  adapters: ChainNamespace[]
  features: FeaturesPatch
  themeVariables?: Record<string, string>
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
  connectorOrder?: string[]
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /** Connect flows offered before they land (`isConnectFlowOffered`). */
  previewFlows?: ConnectFlow[]
  /** An adapter lends the email login its AUTH connector. */
  authConnector?: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  embedded: boolean
  manualControl: boolean
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** Networks where swaps are offered; absent: SPEC.md §9's swap networks. */
  swapNetworks?: CaipNetworkId[]
  /** Debug alerts (SPEC.md §8 "debug only"): shown only when on. */
  debug?: boolean
  /** No blockchain service: Activity and NFTs show that they are unavailable. */
  noBlockchainApi?: boolean
  /** The host's `locale` option; absent: the browser's language, else en-US. */
  locale?: string
  /** SPEC.md §6 `legalCheckbox`: the pages Connect's consent links to. */
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** SPEC.md §6 `pay`: the exchange a payment may come from (`endpoints.exchange`). */
  exchangeUrl?: string
}

/** The one immutable state tree (API.md "ModalState"). */
export type ModalState = {
  /** Modal visible. */
  open: boolean
  /** Current view: always the top of `history`. */
  view: ViewName
  /** View stack, root first; never empty. */
  history: ViewName[]
  /** Data the current view was opened with (e.g. the target network of SwitchNetwork). */
  viewData?: JsonValue
  /** Direction of the last view transition (SPEC.md §2). */
  transition: 'next' | 'prev'
  accountTab: AccountTab
  /** Namespace the modal was opened for, if any (`open({ namespace })`). */
  openNamespace?: ChainNamespace
  /** The network SwitchActiveChain asked to connect a wallet for: a connection there lands on it. */
  openNetwork?: CaipNetworkId
  /** Connection status of the active namespace (derived from `accounts`). */
  status: ConnectionStatus
  activeNamespace?: ChainNamespace
  activeCaipNetworkId?: CaipNetworkId
  /** A network switch the wallet has been asked for and has not answered yet. */
  pendingNetworkSwitch?: CaipNetworkId
  /**
   * Where the modal was when a connect attempt made its namespace the active one (nothing was
   * connected there): a failed, rejected or cancelled attempt puts it back.
   */
  beforeConnect?: { namespace: ChainNamespace; activeNamespace?: ChainNamespace; activeCaipNetworkId?: CaipNetworkId }
  /** The requestId of the latest connect (or switch) attempt per namespace: only its outcome moves the state. */
  connectAttempts?: Partial<Record<ChainNamespace, string>>
  /** Why the last connection attempt failed (SPEC.md §8), shown by the connecting views. */
  connectError?: { namespace: ChainNamespace; error: StateError }
  /** Why the last network switch failed; cleared by the next switch or by closing (SPEC.md §4). */
  /**
   * The last refused or failed switch: `problem`, a code the renderer words, for a
   * refusal of the reducer's own; `error`, the wallet's failure as a code (SPEC.md §8), for a failure.
   */
  networkSwitchError?: { caipNetworkId: string; problem?: NetworkSwitchProblem; error?: StateError }
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /** Every wallet connected per namespace this session, the current one included (SPEC.md §3–§4). */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  connectors: ConnectorInfo[]
  /** Resolved theme (SPEC.md §4). */
  themeMode: ThemeMode
  theme: { requested?: ThemeMode; system?: ThemeMode }
  loading: boolean
  shake: boolean
  snackbar?: Snackbar
  /** A message waiting the 150 ms before it replaces the open one. */
  snackbarNext?: Omit<Snackbar, 'id' | 'held'>
  /** Resolved flags: defaults, then config, then remote (SPEC.md §6). */
  features: Features
  remoteFeatures?: FeaturesPatch
  config: ModalConfig
  /** SPEC.md §5: `telegram` is the platform when the page runs inside Telegram's webview. */
  env: { isMobile: boolean; telegram?: TelegramPlatform; restrictedRegion?: boolean }
  /** The wallet lists: recommended, featured, AllWallets pages, search, recent (SPEC.md §9). */
  wallets: WalletsState
  /** Network icons by CAIP network id, social-provider icons by provider id (`assets/imagesLoaded`). */
  assetImages: Record<string, string>
  send: SendState
  /** The WalletConnect pairing shown, once the adapter issued a URI. */
  pairing?: PairingState
  /** Sign in with a wallet: sessions per CAIP address and the sign-in status. */
  siwx?: SiwxState
  /** The Activity tab's list; absent until it is first opened or a send succeeds. */
  activity?: ActivityState
  /** The NFTs tab's grid; absent until it is first opened. */
  nfts?: NftsState
  /** The email login into an embedded wallet and its ApproveTransaction. */
  embedded?: EmbeddedState
  /** The social login's popup (SPEC.md §4). */
  social?: SocialState
  /** Swap and SwapPreview, from the first time Swap opens. */
  swap?: SwapState
  /** Buy, from the first time Buy opens. */
  onramp?: OnrampState
  /** What the project's services said about this page — remote config, analytics switch, origin — and the SPEC.md §8 alert it raised. */
  project?: ProjectState
  /** RegisterAccountName and its success view, from the first time it opens. */
  names?: NamesState
  /** The SmartSessions view, from the first time it opens. */
  smartSessions?: SmartSessionsState
  /** SPEC.md §6 `legalCheckbox`: the user agreed to the terms (ticked now, or saved for the origin). */
  legalAccepted?: boolean
  /** SPEC.md §6 `pay`: the Pay view's payment (`modal.pay`), from the first request. */
  pay?: PayState
}

const transactionId = s.string({ format: 'transactionId' })
const snackbarTransaction = s.object({ hash: transactionId, url: s.optional(transactionId) })

const accountState = s.object({
  status: s.enum(CONNECTION_STATUSES),
  caipAddress: s.optional(s.string()),
  address: s.optional(s.string()),
  connectorId: s.optional(s.string()),
  preferredAccountType: s.enum(ACCOUNT_TYPES),
  user: s.optional(s.object({ accounts: s.array(s.object({ address: s.string(), type: s.enum(ACCOUNT_TYPES) })) })),
  smartAccountDeployed: s.optional(s.boolean()),
  authName: s.optional(s.string({ personal: true })),
  balance: s.optional(s.string()),
  balanceSymbol: s.optional(s.string()),
  tokenBalance: s.optional(s.array(tokenBalance)),
  balancesStatus: s.optional(s.enum(['loading', 'success', 'failure'])),
  profileName: s.optional(s.string()),
  profileImage: s.optional(s.string()),
})

/**
 * Run-time shape of `ModalState`: checks snapshots restored from logs, and the property tests
 * check every reached state against it.
 */
export const stateSchema = s.object({
  open: s.boolean(),
  view: s.enum(VIEW_NAMES),
  history: s.array(s.enum(VIEW_NAMES)),
  viewData: s.optional(s.json()),
  transition: s.enum(['next', 'prev']),
  accountTab: s.enum(ACCOUNT_TABS),
  openNamespace: s.optional(namespace),
  openNetwork: s.optional(s.string()),
  status: s.enum(CONNECTION_STATUSES),
  activeNamespace: s.optional(namespace),
  activeCaipNetworkId: s.optional(s.string()),
  pendingNetworkSwitch: s.optional(s.string()),
  beforeConnect: s.optional(s.object({ namespace, activeNamespace: s.optional(namespace), activeCaipNetworkId: s.optional(s.string()) })),
  connectAttempts: s.optional(s.object(Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, s.optional(s.string())])))),
  connectError: s.optional(s.object({ namespace, error: stateErrorSchema })),
  networkSwitchError: s.optional(s.object({ caipNetworkId: s.string(), problem: s.optional(s.enum(NETWORK_SWITCH_PROBLEMS)), error: s.optional(stateErrorSchema) })),
  accounts: s.object({
    eip155: s.optional(accountState),
    solana: s.optional(accountState),
    polkadot: s.optional(accountState),
    bip122: s.optional(accountState),
  }),
  connections: s.object(
    Object.fromEntries(
      CHAIN_NAMESPACES.map((ns) => [
        ns,
        s.optional(
          s.array(
            s.object({
              connectorId: s.string(),
              accounts: s.array(s.object({ address: s.string(), type: s.enum(ACCOUNT_TYPES) })),
              authName: s.optional(s.string({ personal: true })),
              disconnected: s.optional(s.boolean()),
            }),
          ),
        ),
      ]),
    ),
  ),
  connectors: s.array(connectorInfo),
  themeMode: s.enum(THEME_MODES),
  theme: s.object({ requested: s.optional(s.enum(THEME_MODES)), system: s.optional(s.enum(THEME_MODES)) }),
  loading: s.boolean(),
  shake: s.boolean(),
  snackbar: s.optional(
    s.object({
      id: s.number({ integer: true }),
      message: s.string(),
      variant: s.enum(SNACKBAR_VARIANTS),
      transaction: s.optional(snackbarTransaction),
      error: s.optional(stateErrorSchema),
      held: s.optional(s.boolean()),
    }),
  ),
  snackbarNext: s.optional(s.object({ message: s.string(), variant: s.enum(SNACKBAR_VARIANTS), transaction: s.optional(snackbarTransaction), error: s.optional(stateErrorSchema) })),
  features: s.object({
    ...Object.fromEntries(Object.keys(DEFAULT_FEATURES).map((k) => [k, s.boolean()])),
    socials: s.json(),
  }),
  remoteFeatures: s.optional(featuresPatch),
  config: s.object({
    ...configSnapshot.fields,
    networks: s.array(caipNetwork),
  }),
  env: s.object({ isMobile: s.boolean(), telegram: s.optional(s.enum(TELEGRAM_PLATFORMS)), restrictedRegion: s.optional(s.boolean()) }),
  wallets: walletsStateSchema,
  assetImages: s.record(s.string()),
  send: s.object({
    status: s.enum(['idle', 'sending']),
    token: s.optional(sendToken),
    amount: s.optional(s.string()),
    receiver: s.optional(s.string()),
    receiverAddress: s.optional(s.string()),
    receiverProfileName: s.optional(s.string()),
    receiverProfileImageUrl: s.optional(s.string()),
    receiverError: s.optional(stateErrorSchema),
    problem: s.optional(s.enum(SEND_PROBLEMS)),
    error: s.optional(stateErrorSchema),
    requestId: s.optional(s.string()),
    lastHash: s.optional(transactionId),
    maxRequestId: s.optional(s.string()),
  }),
  pairing: s.optional(s.object({ uri: s.string({ sensitive: true }), expiresAt: s.number(), expired: s.boolean() })),
  siwx: s.optional(siwxStateSchema),
  activity: s.optional(
    s.object({
      caipAddress: s.optional(s.string()),
      status: s.enum(['idle', 'loading', 'loadingMore', 'success', 'failure']),
      transactions: s.array(transaction),
      next: s.optional(s.string()),
      pending: s.array(transaction),
    }),
  ),
  nfts: s.optional(s.object({ caipAddress: s.string(), status: s.enum(['loading', 'success', 'failure']), nfts: s.array(nft) })),
  embedded: embeddedStateSchema,
  social: socialStateSchema,
  swap: s.optional(swapStateSchema),
  onramp: s.optional(onrampStateSchema),
  project: s.optional(projectStateSchema),
  names: s.optional(namesStateSchema),
  smartSessions: s.optional(smartSessionsStateSchema),
  legalAccepted: s.optional(s.boolean()),
  pay: s.optional(payStateSchema),
})

/** `undefined` when `value` has the shape of a ModalState, else the first offending field. */
export function validateState(value: unknown): string | undefined {
  const error = validate(stateSchema, value, 'state')
  if (error) return error
  const state = value as ModalState
  if (state.history.length === 0) return 'state.history: empty'
  if (state.view !== state.history[state.history.length - 1]) return 'state.view: not the top of history'
  if (state.features.socials !== false && !Array.isArray(state.features.socials)) return 'state.features.socials'
  if (Array.isArray(state.features.socials) && !state.features.socials.every((p) => SOCIAL_PROVIDERS.includes(p))) return 'state.features.socials: unknown provider'
  return undefined
}
