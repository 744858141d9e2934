import { getAddress, parseAbi, zeroAddress, type Address } from 'viem'
import type { ChainIndexer } from './indexer.ts'
import type { NftItem } from './types.ts'

const collectionAbi = parseAbi(['function name() view returns (string)', 'function symbol() view returns (string)'])

/**
 * The NFTs an address holds now on the indexed chains, from every ERC-721 `Transfer` the indexer
 * saw (the last one of each token names its owner), oldest first. Spam items are listed with
 * `flags.is_spam` (the client drops them). Not a SPEC.md §7 call: the shape is the sandbox's own
 * (README.md "NFTs"), close to the history's `nft_info`.
 */
export async function listNfts(options: { address: Address; indexers: ChainIndexer[]; baseUrl: string }): Promise<NftItem[]> {
  const { address, indexers, baseUrl } = options
  await Promise.all(indexers.map((i) => i.sync()))
  const items: NftItem[] = []
  for (const indexer of indexers) {
    const owners = new Map<string, { token: Address; tokenId: bigint; owner: Address }>()
    for (const tx of indexer.txs) {
      for (const t of tx.transfers) {
        if (t.kind !== 'erc721') continue
        const key = `${t.token.toLowerCase()}/${t.tokenId}`
        // Re-insert so the order is the order the address received them in.
        owners.delete(key)
        if (t.to.toLowerCase() !== zeroAddress) owners.set(key, { token: t.token, tokenId: t.tokenId, owner: t.to })
      }
    }
    const chainId = indexer.deployment.chainId
    for (const { token, tokenId, owner } of owners.values()) {
      if (owner.toLowerCase() !== address.toLowerCase()) continue
      const [meta, collection] = await Promise.all([indexer.nft(token, tokenId), collectionOf(indexer, token)])
      items.push({
        chainId: `eip155:${chainId}`,
        contract: getAddress(token),
        tokenId: tokenId.toString(),
        name: meta?.name ?? `#${tokenId}`,
        collection,
        preview: { url: `${baseUrl}/nft/${chainId}/${token}/${tokenId}.svg` },
        flags: { is_spam: meta?.spam ?? false },
      })
    }
  }
  return items
}

const collections = new WeakMap<ChainIndexer, Map<string, Promise<{ name: string; symbol?: string }>>>()

function collectionOf(indexer: ChainIndexer, token: Address): Promise<{ name: string; symbol?: string }> {
  const cache = collections.get(indexer) ?? new Map<string, Promise<{ name: string; symbol?: string }>>()
  collections.set(indexer, cache)
  let found = cache.get(token.toLowerCase())
  if (!found) {
    found = Promise.all([
      indexer.rpc.readContract({ address: token, abi: collectionAbi, functionName: 'name' }),
      indexer.rpc.readContract({ address: token, abi: collectionAbi, functionName: 'symbol' }),
    ]).then(
      ([name, symbol]) => ({ name, symbol }),
      () => ({ name: getAddress(token) }),
    )
    cache.set(token.toLowerCase(), found)
  }
  return found
}
