// The app's network, services and contract, from Vite's env (.env.local; see .env.example).
import type { CaipNetwork } from 'latch'
import type { Address } from 'viem'

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

export const endpoints = {
  walletApi: env.VITE_WALLET_API_URL || undefined,
  blockchainApi: env.VITE_BLOCKCHAIN_API_URL || undefined,
  analytics: env.VITE_ANALYTICS_URL || undefined,
}

/** The app's own contract: a counter anyone can increment. */
export const counter = {
  address: (env.VITE_COUNTER_ADDRESS || undefined) as Address | undefined,
  abi: [
    { type: 'function', name: 'number', inputs: [], outputs: [{ name: '', type: 'uint256' }], stateMutability: 'view' },
    { type: 'function', name: 'increment', inputs: [], outputs: [], stateMutability: 'nonpayable' },
  ],
} as const
