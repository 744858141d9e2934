/** SPEC.md §9 wallet-list limits. */
/** Recommended wallets asked for on first open. */
export const RECOMMENDED_WALLETS = 4
/** AllWallets page size (infinite scroll). */
export const WALLET_PAGE_SIZE = 40
/** Entries a search asks for. */
export const WALLET_SEARCH_ENTRIES = 100
/** Recent wallets kept (and persisted). */
export const RECENT_WALLETS = 2
/** Images preloaded before a list shows. */
export const WALLET_IMAGE_PRELOAD = 20
/** A preload gives up after this long and the list shows anyway. */
export const WALLET_IMAGE_PRELOAD_TIMEOUT_MS = 2000
/** Search results wait at least this long so their images can start loading. */
export const WALLET_SEARCH_IMAGE_WAIT_MS = 300
/** Keystrokes closer together than this make one search (not in SPEC.md; latest query wins anyway). */
export const WALLET_SEARCH_DEBOUNCE_MS = 100
/** The longest search text the service takes (sandbox README: `search` ≤ 100). */
export const WALLET_SEARCH_MAX_LENGTH = 100
/** Storage key of the recent wallets. */
export const RECENT_WALLETS_KEY = 'latch/recent'
