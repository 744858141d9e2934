import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * SPEC.md §3 Transaction as the blockchain service sends it (`/v1/account/{account}/history`):
 * id, metadata (minedAt, chain, operationType, status, sentFrom, sentTo) and transfers, each with
 * `quantity.numeric` and either `fungible_info` (symbol, icon url) or `nft_info` (name, preview
 * url, spam flag). One definition for the wire and the events (like `tokenBalance`).
 */
export const transaction = s.object({
  // `0x<hash>:<chain>`: the service's identifier, kept on export (a lone 64-hex string otherwise
  // reads as a private key to the export scan and the replayed list would differ).
  id: s.string({ format: 'publicId' }),
  metadata: s.object({
    operationType: s.string(),
    hash: s.optional(s.string({ format: 'transactionId' })),
    chain: s.optional(s.string()),
    minedAt: s.string(),
    sentFrom: s.string(),
    sentTo: s.string(),
    status: s.string(),
    nonce: s.optional(s.number()),
  }),
  transfers: s.array(
    s.object({
      fungible_info: s.optional(s.object({ name: s.optional(s.string()), symbol: s.optional(s.string()), icon: s.optional(s.object({ url: s.optional(s.string()) })) })),
      nft_info: s.optional(
        s.object({
          name: s.optional(s.string()),
          content: s.optional(s.object({ preview: s.optional(s.object({ url: s.optional(s.string()) })) })),
          flags: s.optional(s.object({ is_spam: s.boolean() })),
        }),
      ),
      direction: s.optional(s.string()),
      /** A decimal string ('12.5'): anything else fails the answer where it enters. */
      quantity: s.object({ numeric: s.decimal() }),
      value: s.optional(s.number()),
      price: s.optional(s.number()),
    }),
  ),
})

/** The Activity list of an account asks for a page: the first (no cursor) or the one after `cursor`. */
export const pageRequested = defineEvent('activity/pageRequested', { caipAddress: s.string(), cursor: s.optional(s.string()) })
/** The service answered a page; `next` is the cursor of the following one (absent on the last). */
export const pageLoaded = defineEvent('activity/pageLoaded', {
  caipAddress: s.string(),
  cursor: s.optional(s.string()),
  transactions: s.array(transaction),
  next: s.optional(s.string()),
})
/** SPEC.md §8 'Failed to fetch transactions' (snack): the list is emptied and the cursor cleared. */
export const pageFailed = defineEvent('activity/pageFailed', { caipAddress: s.string(), cursor: s.optional(s.string()), error: errorData })
/** The user reached the end of the list (infinite scroll) and wants the next page. */
export const moreRequested = defineEvent('activity/moreRequested', {})
