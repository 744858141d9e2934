import { formatUnits, type Address } from 'viem'
import { Connection, PublicKey } from '@solana/web3.js'
import { AccountLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { artifacts } from '../evm/artifacts.ts'
import type { Asset, AssetTable, SolanaConfig } from './assets.ts'
import type { ChainIndexer } from './indexer.ts'
import type { Balance } from './types.ts'

function toBalance(asset: Asset, raw: bigint, rate: number): Balance {
  const numeric = formatUnits(raw, asset.decimals)
  const price = asset.priceUsd * rate
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: asset.chainId,
    ...(asset.contract ? { address: asset.caipAddress } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: asset.iconUrl,
  }
}

/**
 * Native and token balances of an EVM address on one chain, read from the node. Zero balances are
 * left out; the 0-decimals token is included as is (SPEC §5 makes the client drop it).
 */
export async function evmBalances(indexer: ChainIndexer, assets: AssetTable, address: Address, rate: number): Promise<Balance[]> {
  const chainId = `eip155:${indexer.deployment.chainId}`
  const rpc = indexer.rpc
  const out = await Promise.all(
    assets.onChain(chainId).map(async (asset) => {
      const raw = asset.contract
        ? ((await rpc.readContract({ address: asset.contract as Address, abi: artifacts.SandboxToken.abi, functionName: 'balanceOf', args: [address] })) as bigint)
        : await rpc.getBalance({ address })
      return raw > 0n ? toBalance(asset, raw, rate) : null
    }),
  )
  return out.filter((b): b is Balance => b !== null)
}

/** SOL and SPL balances through the Solana sandbox's JSON-RPC (web3.js 1.x Connection). */
export async function solanaBalances(config: SolanaConfig, assets: AssetTable, address: string, rate: number): Promise<Balance[]> {
  // Reads only: no WebSocket is ever opened by this connection.
  const connection = new Connection(config.rpcUrl, 'confirmed')
  const owner = new PublicKey(address)
  const [lamports, tokenAccounts] = await Promise.all([connection.getBalance(owner), connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })])
  const balances: Balance[] = []
  const sol = assets.find(config.chainId, null)
  if (sol && lamports > 0) balances.push(toBalance(sol, BigInt(lamports), rate))
  const byMint = new Map<string, bigint>()
  for (const { account } of tokenAccounts.value) {
    const decoded = AccountLayout.decode(account.data)
    const mint = decoded.mint.toBase58()
    byMint.set(mint, (byMint.get(mint) ?? 0n) + decoded.amount)
  }
  for (const [mint, amount] of byMint) {
    const asset = assets.find(config.chainId, mint)
    if (asset && amount > 0n) balances.push(toBalance(asset, amount, rate))
  }
  return balances
}
