import { createPublicClient, decodeEventLog, http, parseAbi, toHex, zeroAddress, type Address, type Hex, type PublicClient } from 'viem'
import type { Deployment } from '../evm/deploy.ts'
import { artifacts } from '../evm/artifacts.ts'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7b9c925'
const metadataAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function tokenURI(uint256) view returns (string)',
])

/** A value movement inside a transaction: native ETH, an ERC-20 amount or one ERC-721 item. */
export type RawTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; from: Address; to: Address; tokenId: bigint }

export type IndexedTx = {
  chainId: number
  hash: Hex
  blockNumber: bigint
  txIndex: number
  /** Block time, seconds. */
  timestamp: number
  from: Address
  to: Address | null
  contractAddress: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: RawTransfer[]
  approvals: number
}

export type TokenMetadata = { name: string; symbol: string; decimals: number }
export type NftMetadata = { name: string; spam: boolean }

type RpcLog = { address: Address; topics: Hex[]; data: Hex; logIndex: Hex }
type RpcReceipt = { transactionHash: Hex; transactionIndex: Hex; status: Hex; contractAddress: Address | null; logs: RpcLog[] }

const topicAddress = (topic: Hex): Address => `0x${topic.slice(26)}` as Address

/**
 * Indexes one local chain: every block's transactions and receipts (eth_getBlockReceipts), turned
 * into native, ERC-20 and ERC-721 transfers. Native ETH paid out by a pool shows through the pool's
 * Swap event, so a swap to ETH reads as ETH received. Sync is incremental and single-flight.
 */
export class ChainIndexer {
  readonly txs: IndexedTx[] = []
  private nextBlock = 0n
  private syncing: Promise<void> | undefined
  private readonly client: PublicClient
  private readonly tokenMeta = new Map<string, Promise<TokenMetadata | null>>()
  private readonly nftMeta = new Map<string, Promise<NftMetadata | null>>()

  constructor(readonly deployment: Deployment) {
    // Batching: a catch-up sends one HTTP request per chunk of blocks instead of one per call.
    this.client = createPublicClient({ transport: http(deployment.rpcUrl, { batch: { batchSize: 200, wait: 0 } }) }) as PublicClient
  }

  get rpc(): PublicClient {
    return this.client
  }

  /**
   * Indexes every block up to the chain head as of this call. Runs are queued, never concurrent:
   * a caller arriving mid-run gets a fresh run after it, so it never misses a block mined just
   * before it asked.
   */
  sync(): Promise<void> {
    const run = (this.syncing ?? Promise.resolve()).catch(() => undefined).then(() => this.catchUp())
    this.syncing = run
    return run
  }

  private async catchUp(): Promise<void> {
    const head = await this.client.getBlockNumber({ cacheTime: 0 })
    while (this.nextBlock <= head) {
      const end = this.nextBlock + 99n < head ? this.nextBlock + 99n : head
      const numbers: bigint[] = []
      for (let b = this.nextBlock; b <= end; b++) numbers.push(b)
      const blocks = await Promise.all(
        numbers.map(async (blockNumber) => ({
          block: await this.client.getBlock({ blockNumber, includeTransactions: true }),
          receipts: await this.blockReceipts(blockNumber),
        })),
      )
      for (const { block, receipts } of blocks) {
        for (const tx of block.transactions) {
          const receipt = receipts.find((r) => r.transactionHash === tx.hash)
          if (!receipt) continue
          this.txs.push(this.decode(block.number, Number(block.timestamp), tx, receipt))
        }
      }
      this.nextBlock = end + 1n
    }
  }

  private async blockReceipts(blockNumber: bigint): Promise<RpcReceipt[]> {
    // eth_getBlockReceipts is not in viem's typed schema; anvil implements it.
    const request = this.client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<RpcReceipt[] | null>
    return (await request({ method: 'eth_getBlockReceipts', params: [toHex(blockNumber)] })) ?? []
  }

  private decode(blockNumber: bigint, timestamp: number, tx: { hash: Hex; from: Address; to: Address | null; value: bigint; nonce: number }, receipt: RpcReceipt): IndexedTx {
    const ok = receipt.status === '0x1'
    const transfers: RawTransfer[] = []
    let approvals = 0
    if (ok && tx.value > 0n && tx.to) transfers.push({ kind: 'native', from: tx.from, to: tx.to, amount: tx.value })
    if (ok) {
      for (const log of receipt.logs) {
        if (log.topics[0] === TRANSFER_TOPIC && log.topics.length === 3) {
          transfers.push({ kind: 'erc20', token: log.address, from: topicAddress(log.topics[1]!), to: topicAddress(log.topics[2]!), amount: BigInt(log.data) })
        } else if (log.topics[0] === TRANSFER_TOPIC && log.topics.length === 4) {
          transfers.push({ kind: 'erc721', token: log.address, from: topicAddress(log.topics[1]!), to: topicAddress(log.topics[2]!), tokenId: BigInt(log.topics[3]!) })
        } else if (log.topics[0] === APPROVAL_TOPIC) {
          approvals++
        } else {
          const pool = this.deployment.pools.find((p) => p.address.toLowerCase() === log.address.toLowerCase())
          if (!pool || (pool.token0 !== null && pool.token1 !== null)) continue
          try {
            const event = decodeEventLog({ abi: artifacts.ConstantProductPool.abi, data: log.data, topics: log.topics as [Hex, ...Hex[]] })
            if (event.eventName !== 'Swap') continue
            const args = event.args as unknown as { tokenIn: Address; amountOut: bigint; to: Address }
            // ERC-20 in, so the pool paid native ETH out.
            if (args.tokenIn !== zeroAddress) transfers.push({ kind: 'native', from: pool.address, to: args.to, amount: args.amountOut })
          } catch {
            // Not an event of ours.
          }
        }
      }
    }
    return {
      chainId: this.deployment.chainId,
      hash: tx.hash,
      blockNumber,
      txIndex: Number(receipt.transactionIndex),
      timestamp,
      from: tx.from,
      to: tx.to,
      contractAddress: receipt.contractAddress,
      nonce: tx.nonce,
      status: ok ? 'confirmed' : 'failed',
      transfers,
      approvals,
    }
  }

  /** name/symbol/decimals of any ERC-20 (cached); null when the contract does not answer. */
  token(address: Address): Promise<TokenMetadata | null> {
    const k = address.toLowerCase()
    let meta = this.tokenMeta.get(k)
    if (!meta) {
      meta = Promise.all([
        this.client.readContract({ address, abi: metadataAbi, functionName: 'name' }),
        this.client.readContract({ address, abi: metadataAbi, functionName: 'symbol' }),
        this.client.readContract({ address, abi: metadataAbi, functionName: 'decimals' }),
      ]).then(
        ([name, symbol, decimals]) => ({ name, symbol, decimals }),
        () => null,
      )
      this.tokenMeta.set(k, meta)
    }
    return meta
  }

  /** Name and spam flag of an NFT, read from its token URI (a JSON data URL) and cached. */
  nft(address: Address, tokenId: bigint): Promise<NftMetadata | null> {
    const k = `${address.toLowerCase()}/${tokenId}`
    let meta = this.nftMeta.get(k)
    if (!meta) {
      meta = this.client.readContract({ address, abi: metadataAbi, functionName: 'tokenURI', args: [tokenId] }).then(
        (uri) => parseTokenUri(uri, tokenId),
        () => null,
      )
      this.nftMeta.set(k, meta)
    }
    return meta
  }
}

function parseTokenUri(uri: string, tokenId: bigint): NftMetadata {
  try {
    const json = uri.startsWith('data:') ? decodeURIComponent(uri.slice(uri.indexOf(',') + 1)) : '{}'
    const meta = JSON.parse(json) as { name?: unknown; spam?: unknown }
    return { name: typeof meta.name === 'string' ? meta.name : `#${tokenId}`, spam: meta.spam === true }
  } catch {
    return { name: `#${tokenId}`, spam: false }
  }
}
