import { WALLET_FEATURES } from '../rules/walletFeatureOrder.ts'
import { TELEGRAM_PLATFORMS } from '../rules/telegram.ts'
import { CONNECT_METHODS, THEME_MODES } from '../types.ts'
import { caipNetwork, errorData, namespace } from './common.ts'
import { CONNECT_FLOWS } from '../rules/connectFlows.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** Feature flags as a partial record (SPEC.md §6); used by the config and by remote config. */
export const featuresPatch = s.object({
  receive: s.optional(s.boolean()),
  send: s.optional(s.boolean()),
  swaps: s.optional(s.boolean()),
  onramp: s.optional(s.boolean()),
  email: s.optional(s.boolean()),
  socials: s.optional(s.json()),
  activity: s.optional(s.boolean()),
  analytics: s.optional(s.boolean()),
  allWallets: s.optional(s.boolean()),
  legalCheckbox: s.optional(s.boolean()),
  smartSessions: s.optional(s.boolean()),
  collapseWallets: s.optional(s.boolean()),
  pay: s.optional(s.boolean()),
  multiWallet: s.optional(s.boolean()),
  reownBranding: s.optional(s.boolean()),
})

/** The serialisable part of `createModal` options: what the reducers need, recorded in the log. */
export const configSnapshot = s.object({
  projectId: s.string(),
  networks: s.array(caipNetwork),
  defaultNetwork: s.optional(s.string()),
  adapters: s.array(namespace),
  features: featuresPatch,
  themeMode: s.optional(s.enum(THEME_MODES)),
  themeVariables: s.optional(s.record(s.string())),
  connectMethodsOrder: s.optional(s.array(s.enum(CONNECT_METHODS))),
  walletFeaturesOrder: s.optional(s.array(s.enum(WALLET_FEATURES))),
  connectorOrder: s.optional(s.array(s.string())),
  // Wallet-list ids the host configured (64 hex characters, a private key's shape): public, so an
  // exported log keeps them and replays to the same lists (SPEC.md §5).
  featuredWalletIds: s.optional(s.array(s.string({ format: 'publicId' }))),
  includeWalletIds: s.optional(s.array(s.string({ format: 'publicId' }))),
  excludeWalletIds: s.optional(s.array(s.string({ format: 'publicId' }))),
  previewFlows: s.optional(s.array(s.enum(CONNECT_FLOWS))),
  /** An adapter lends the email login its AUTH connector (`latch/embedded`). */
  authConnector: s.optional(s.boolean()),
  swapNetworks: s.optional(s.array(s.string())),
  allowUnsupportedChain: s.boolean(),
  enableNetworkSwitch: s.boolean(),
  embedded: s.boolean(),
  manualControl: s.boolean(),
  metadata: s.optional(s.object({ name: s.string(), description: s.string(), url: s.string(), icons: s.array(s.string()) })),
  debug: s.optional(s.boolean()),
  /** No blockchain service (no endpoint, none injected): Activity and NFTs say so instead of loading. */
  noBlockchainApi: s.optional(s.boolean()),
  /** The host's `locale` option; the renderer falls back to the browser's languages. */
  locale: s.optional(s.string({ maxLength: 35 })),
  /** SPEC.md §6 `legalCheckbox`: the pages Connect's consent links to (public addresses). */
  termsConditionsUrl: s.optional(s.string({ maxLength: 2048 })),
  privacyPolicyUrl: s.optional(s.string({ maxLength: 2048 })),
  /** SPEC.md §6 `pay`: the exchange a payment may come from (`endpoints.exchange`). */
  exchangeUrl: s.optional(s.string({ maxLength: 2048 })),
})

/** The modal was created; carries its configuration and environment so logs replay alone. */
export const initialized = defineEvent('app/initialized', {
  config: configSnapshot,
  env: s.object({
    isMobile: s.boolean(),
    systemTheme: s.optional(s.enum(THEME_MODES)),
    /** Inside Telegram's webview, on which platform (SPEC.md §5 social filters). */
    telegram: s.optional(s.enum(TELEGRAM_PLATFORMS)),
    /** SPEC.md §9: the page's time zone is in a restricted region; Buy is not offered. */
    restrictedRegion: s.optional(s.boolean()),
  }),
})

/** An epic threw (or a reducer failed); the error travels as data and the store goes on. */
export const effectFailed = defineEvent('app/effectFailed', {
  source: s.string(),
  error: errorData,
  restarting: s.boolean(),
})

/** Something emitted a malformed or unknown event; it was recorded instead of reduced. */
export const eventRejected = defineEvent('app/eventRejected', {
  eventType: s.string({ maxLength: 200 }),
  reason: s.string(),
})

/**
 * The log's first entry when older events were dropped by the ring buffer: the state those
 * events produced, so a truncated log still replays to the live states.
 */
export const snapshotRestored = defineEvent('app/snapshotRestored', { state: s.json() })
