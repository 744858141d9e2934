// The app's network and services, from NEXT_PUBLIC_* env values (.env.local; see .env.example),
// inlined by `next build`: the same code runs against a local anvil, the Latch sandbox or a testnet.
import type { CaipNetwork } from 'latch'

const chainId = Number(process.env.NEXT_PUBLIC_EVM_CHAIN_ID || 31337)

export const networks: CaipNetwork[] = [
  {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_EVM_RPC_URL || 'http://127.0.0.1:8545'] } },
    testnet: true,
  },
]

// Unset services stay off: the wallet list then shows the browser's own wallets only.
export const endpoints = {
  walletApi: process.env.NEXT_PUBLIC_WALLET_API_URL || undefined,
  blockchainApi: process.env.NEXT_PUBLIC_BLOCKCHAIN_API_URL || undefined,
  analytics: process.env.NEXT_PUBLIC_ANALYTICS_URL || undefined,
}
