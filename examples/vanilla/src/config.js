// The app's network and services, from Vite's env (.env.local; see .env.example).
const env = import.meta.env
const chainId = Number(env.VITE_EVM_CHAIN_ID || 31337)

/** @type {import('latch').CaipNetwork[]} */
export const networks = [
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

export const endpoints = {
  walletApi: env.VITE_WALLET_API_URL || undefined,
  blockchainApi: env.VITE_BLOCKCHAIN_API_URL || undefined,
  analytics: env.VITE_ANALYTICS_URL || undefined,
}
