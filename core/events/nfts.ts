import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * An NFT the account holds, as the blockchain service lists it (`/v1/account/{address}/nfts`,
 * sandbox/blockchain-api/README.md): name, preview image, collection, spam flag.
 */
export const nft = s.object({
  chainId: s.string(),
  contract: s.string(),
  tokenId: s.string(),
  name: s.string(),
  collection: s.object({ name: s.string(), symbol: s.optional(s.string()) }),
  preview: s.optional(s.object({ url: s.string() })),
  flags: s.optional(s.object({ is_spam: s.boolean() })),
})

/** The NFTs tab asks for the account's NFTs on its network. */
export const requested = defineEvent('nfts/requested', { caipAddress: s.string() })
export const loaded = defineEvent('nfts/loaded', { caipAddress: s.string(), nfts: s.array(nft) })
export const failed = defineEvent('nfts/failed', { caipAddress: s.string(), error: errorData })
