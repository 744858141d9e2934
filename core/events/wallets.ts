import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** SPEC.md §3 Wallet (wallet list) as events and the state carry it: JSON only, absent fields left out. */
export const walletInfo = s.object({
  // A published id (64 hex for most wallets): kept on export though it has a private key's shape.
  id: s.string({ format: 'publicId' }),
  name: s.string(),
  image_id: s.optional(s.string()),
  image_url: s.optional(s.string()),
  rdns: s.optional(s.string()),
  chains: s.optional(s.array(s.string())),
  mobile_link: s.optional(s.string()),
  desktop_link: s.optional(s.string()),
  webapp_link: s.optional(s.string()),
  homepage: s.optional(s.string()),
  app_store: s.optional(s.string()),
  play_store: s.optional(s.string()),
  chrome_store: s.optional(s.string()),
})

/** The server-paged lists: recommended (4), featured (`featuredWalletIds`), all (pages of 40). */
export const walletListName = s.enum(['recommended', 'featured', 'all'])

/** A page of a wallet list was asked for (first open, AllWallets opened, or the user scrolled on). */
export const listRequested = defineEvent('wallets/listRequested', {
  list: walletListName,
  page: s.number({ integer: true, min: 1 }),
})
/** The wallet-list service answered a page (`count`: matches before paging). */
export const pageLoaded = defineEvent('wallets/pageLoaded', {
  list: walletListName,
  page: s.number({ integer: true, min: 1 }),
  wallets: s.array(walletInfo),
  count: s.number({ integer: true, min: 0 }),
})
/** A page could not be loaded (SPEC.md §8: the API's message when it sent one). */
export const pageFailed = defineEvent('wallets/pageFailed', {
  list: walletListName,
  page: s.number({ integer: true, min: 1 }),
  error: errorData,
})
/** The user changed the AllWallets search text; an empty text ends the search. */
export const searchChanged = defineEvent('wallets/searchChanged', { query: s.string({ maxLength: 100 }) })
/** Results for a query (100 entries); ignored unless the query is still the current one. */
export const searchLoaded = defineEvent('wallets/searchLoaded', {
  query: s.string(),
  wallets: s.array(walletInfo),
  count: s.number({ integer: true, min: 0 }),
})
/** A search failed (SPEC.md §8: the API's message when it sent one). */
export const searchFailed = defineEvent('wallets/searchFailed', { query: s.string(), error: errorData })
/** The user picked a wallet from a list; a connection made next makes it a recent wallet. */
export const walletSelected = defineEvent('wallets/walletSelected', { wallet: walletInfo })
/** Wallet images fetched as blobs, by `image_id` → object URL (SPEC.md §9 preload of 20, 2 s each). */
export const imagesLoaded = defineEvent('wallets/imagesLoaded', { images: s.record(s.string()) })
/** The recent wallets saved before this page loaded (SPEC.md §9: 2 kept). */
export const recentLoaded = defineEvent('wallets/recentLoaded', { wallets: s.array(walletInfo) })
/** A connection was made through a listed wallet: it becomes the most recent one. */
export const recentAdded = defineEvent('wallets/recentAdded', { wallet: walletInfo })
