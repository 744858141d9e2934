import { formatUnits, getAddress, zeroAddress, type Address } from 'viem'
import { HttpError } from '../http/server.ts'
import type { AssetTable } from './assets.ts'
import type { ChainIndexer, IndexedTx } from './indexer.ts'
import type { Transaction, TransactionDirection, TransactionTransfer } from './types.ts'

/** Transactions per history page; `next` carries the cursor of the following page. */
export const HISTORY_PAGE_SIZE = 10

type Keyed = { key: SortKey; tx: Transaction }
type SortKey = { t: number; c: number; b: string; i: number }

/** Newest first: time, then chain id, then block and position in the block. */
function compare(a: SortKey, b: SortKey): number {
  if (a.t !== b.t) return b.t - a.t
  if (a.c !== b.c) return a.c - b.c
  if (a.b !== b.b) return BigInt(b.b) > BigInt(a.b) ? 1 : -1
  return b.i - a.i
}

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

export function decodeCursor(cursor: string): SortKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<SortKey>
    if (typeof key.t === 'number' && typeof key.c === 'number' && typeof key.b === 'string' && /^\d+$/.test(key.b) && typeof key.i === 'number') {
      return { t: key.t, c: key.c, b: key.b, i: key.i }
    }
  } catch {
    // fall through
  }
  throw new HttpError(400, `Invalid cursor: ${cursor}`)
}

/**
 * Builds an address's history from the indexed chains in the Zerion-style shape Reown serves:
 * one entry per transaction that moved value to or from the address, or that it sent. Spam NFT
 * transfers are kept (flagged `is_spam`) so the client's SPEC §5 filter has something to drop.
 */
export async function buildHistory(options: {
  address: Address
  indexers: ChainIndexer[]
  assets: AssetTable
  baseUrl: string
  cursor: string | undefined
}): Promise<{ data: Transaction[]; next: string | null }> {
  const { address, indexers, assets, baseUrl } = options
  const after = options.cursor ? decodeCursor(options.cursor) : undefined
  await Promise.all(indexers.map((i) => i.sync()))
  const keyed: Keyed[] = []
  for (const indexer of indexers) {
    for (const tx of indexer.txs) {
      const wire = await toWire(tx, address, indexer, assets, baseUrl)
      if (wire) keyed.push({ key: { t: tx.timestamp, c: tx.chainId, b: tx.blockNumber.toString(), i: tx.txIndex }, tx: wire })
    }
  }
  keyed.sort((a, b) => compare(a.key, b.key))
  const start = after ? keyed.findIndex((k) => compare(k.key, after) > 0) : 0
  const page = start < 0 ? [] : keyed.slice(start, start + HISTORY_PAGE_SIZE)
  const hasMore = start >= 0 && start + HISTORY_PAGE_SIZE < keyed.length
  return { data: page.map((k) => k.tx), next: hasMore ? encodeCursor(page[page.length - 1]!.key) : null }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

async function toWire(tx: IndexedTx, address: Address, indexer: ChainIndexer, assets: AssetTable, baseUrl: string): Promise<Transaction | null> {
  const chainId = `eip155:${tx.chainId}` as const
  const mine = tx.transfers.filter((t) => same(t.from, address) || same(t.to, address))
  const sent = same(tx.from, address)
  if (!mine.length && !sent) return null

  const transfers: TransactionTransfer[] = []
  for (const t of mine) {
    const direction: TransactionDirection = same(t.from, address) && same(t.to, address) ? 'self' : same(t.from, address) ? 'out' : 'in'
    if (t.kind === 'erc721') {
      const meta = await indexer.nft(t.token, t.tokenId)
      const url = `${baseUrl}/nft/${tx.chainId}/${t.token}/${t.tokenId}.svg`
      transfers.push({
        nft_info: {
          name: meta?.name ?? `#${t.tokenId}`,
          content: { preview: { url, content_type: null }, detail: { url, content_type: null } },
          flags: { is_spam: meta?.spam ?? false },
        },
        direction,
        quantity: { numeric: '1' },
      })
      continue
    }
    const known = t.kind === 'native' ? assets.find(chainId, null) : assets.find(chainId, t.token)
    const meta = known ?? (t.kind === 'erc20' ? await indexer.token(t.token) : null)
    if (!meta) continue
    const numeric = formatUnits(t.amount, meta.decimals)
    const price = known?.priceUsd ?? 0
    transfers.push({
      fungible_info: { name: meta.name, symbol: meta.symbol, icon: { url: known?.iconUrl ?? `${baseUrl}/icons/${meta.symbol.toLowerCase()}.svg` } },
      direction,
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
    })
  }

  const hasIn = transfers.some((t) => t.direction === 'in')
  const hasOut = transfers.some((t) => t.direction === 'out')
  const minted = mine.some((t) => same(t.from, zeroAddress) && same(t.to, address))
  const operationType = tx.contractAddress && sent ? 'deploy' : minted ? 'mint' : hasIn && hasOut ? 'trade' : hasOut ? 'send' : hasIn ? 'receive' : tx.approvals > 0 ? 'approve' : 'execute'

  return {
    id: `${tx.hash}:${tx.chainId}`,
    metadata: {
      operationType,
      hash: tx.hash,
      chain: chainId,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: tx.to ? getAddress(tx.to) : tx.contractAddress ? getAddress(tx.contractAddress) : '',
      status: tx.status,
      nonce: tx.nonce,
    },
    transfers,
  }
}
