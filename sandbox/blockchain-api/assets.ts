import { getAddress, type Address } from 'viem'
import type { Deployment } from '../evm/deploy.ts'
import type { CaipAddress, CaipNetworkId } from './types.ts'

/** The address Reown's swap and price APIs use for a chain's native coin. */
export const NATIVE_EVM_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The wrapped-SOL mint address, used as the native coin's id on Solana. */
export const NATIVE_SOL_ADDRESS = 'So11111111111111111111111111111111111111111'

/** Fiat rates against USD for the `currency` parameter (fixed: the sandbox has no market). */
export const CURRENCY_RATES: Record<string, number> = { usd: 1, eur: 0.92, gbp: 0.79 }

/** An SPL token the Solana sandbox seeded. */
export type SolanaToken = { mint: string; name: string; symbol: string; decimals: number; priceUsd: number }

/** Where the blockchain service finds the Solana chain (from sandbox/solana). */
export type SolanaConfig = {
  chainId: CaipNetworkId
  rpcUrl: string
  wsUrl?: string
  tokens: SolanaToken[]
  /** Pays onramp deliveries and is the tokens' mint authority; without it Solana has no onramp. */
  operatorSecretKey?: Uint8Array
}

/** A fungible asset with its fixed price: what balances, prices, history and swaps look up. */
export type Asset = {
  caipAddress: CaipAddress
  chainId: CaipNetworkId
  namespace: 'eip155' | 'solana'
  /** Contract address or mint; null for the native coin. */
  contract: string | null
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  iconUrl: string
}

/**
 * The price table: every token of every sandbox chain, keyed by its CAIP-10 address (EVM addresses
 * lower-cased, so lookups ignore checksum case).
 */
export class AssetTable {
  readonly byKey = new Map<string, Asset>()

  constructor(
    readonly chains: Deployment[],
    readonly solana: SolanaConfig | undefined,
    private readonly iconBase: () => string,
  ) {
    for (const chain of chains) {
      const chainId = `eip155:${chain.chainId}` as const
      this.add({ chainId, namespace: 'eip155', contract: null, ...pick(chain.native) })
      for (const token of Object.values(chain.tokens)) this.add({ chainId, namespace: 'eip155', contract: token.address, ...pick(token) })
    }
    if (solana) {
      this.add({ chainId: solana.chainId, namespace: 'solana', contract: null, name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 })
      for (const t of solana.tokens) this.add({ chainId: solana.chainId, namespace: 'solana', contract: t.mint, name: t.name, symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd })
    }
  }

  private add(a: Omit<Asset, 'caipAddress' | 'iconUrl'>): void {
    const native = a.namespace === 'eip155' ? NATIVE_EVM_ADDRESS : NATIVE_SOL_ADDRESS
    const caipAddress = `${a.chainId}:${a.contract ?? native}` as CaipAddress
    const self = this
    const asset: Asset = {
      ...a,
      caipAddress,
      get iconUrl() {
        return `${self.iconBase()}/icons/${a.symbol.toLowerCase()}.svg`
      },
    }
    this.byKey.set(key(caipAddress), asset)
  }

  /** Looks up by CAIP-10 address (`eip155:31337:0x…`). */
  get(caipAddress: string): Asset | undefined {
    return this.byKey.get(key(caipAddress))
  }

  /** The native coin or token `contract` (null = native) on `chainId`. */
  find(chainId: string, contract: string | null): Asset | undefined {
    const ns = chainId.split(':')[0]
    const native = ns === 'solana' ? NATIVE_SOL_ADDRESS : NATIVE_EVM_ADDRESS
    return this.get(`${chainId}:${contract ?? native}`)
  }

  onChain(chainId: string): Asset[] {
    return [...this.byKey.values()].filter((a) => a.chainId === chainId)
  }

  /** The EVM deployment for `eip155:<id>`, if the sandbox runs it. */
  deployment(chainId: string): Deployment | undefined {
    return this.chains.find((c) => `eip155:${c.chainId}` === chainId)
  }

  supportedChainIds(): CaipNetworkId[] {
    const ids: CaipNetworkId[] = this.chains.map((c) => `eip155:${c.chainId}` as const)
    if (this.solana) ids.push(this.solana.chainId)
    return ids
  }
}

function pick(t: { name: string; symbol: string; decimals: number; priceUsd: number }) {
  return { name: t.name, symbol: t.symbol, decimals: t.decimals, priceUsd: t.priceUsd }
}

function key(caipAddress: string): string {
  const parts = caipAddress.split(':')
  if (parts[0] === 'eip155') return caipAddress.toLowerCase()
  return caipAddress
}

/** `0x…` → checksummed, for comparing contract addresses. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  return a.toLowerCase() === b.toLowerCase()
}

export function checksum(address: string): Address {
  return getAddress(address)
}
