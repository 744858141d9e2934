// The app's network and services, from Vite's env (.env.local; see .env.example): the same build
// runs against a local anvil, the Latch sandbox or a testnet.
import type { CaipNetwork } from 'latch'

const env = import.meta.env
const chainId = Number(env.VITE_EVM_CHAIN_ID || 31337)

export const networks: CaipNetwork[] = [
  {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [env.VITE_EVM_RPC_URL || 'http://127.0.0.1:8545'] } },
    testnet: true,
  },
]

// Unset services stay off: the wallet list then shows the browser's own wallets only.
export const endpoints = {
  walletApi: env.VITE_WALLET_API_URL || undefined,
  blockchainApi: env.VITE_BLOCKCHAIN_API_URL || undefined,
  analytics: env.VITE_ANALYTICS_URL || undefined,
}
