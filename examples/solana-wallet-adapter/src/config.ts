// The app's Solana network and services, from Vite's env (.env.local; see .env.example).
import type { CaipNetwork } from 'latch'

const env = import.meta.env
const caipNetworkId = (env.VITE_SOLANA_CHAIN_ID || 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc') as `solana:${string}`

export const rpcUrl = env.VITE_SOLANA_RPC_URL || 'http://127.0.0.1:8899'
export const wsUrl = env.VITE_SOLANA_WS_URL || 'ws://127.0.0.1:8900'

export const networks: CaipNetwork[] = [
  {
    id: caipNetworkId.split(':')[1]!,
    caipNetworkId,
    chainNamespace: 'solana',
    name: 'Local Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    testnet: true,
  },
]

export const endpoints = {
  walletApi: env.VITE_WALLET_API_URL || undefined,
  blockchainApi: env.VITE_BLOCKCHAIN_API_URL || undefined,
  analytics: env.VITE_ANALYTICS_URL || undefined,
}
