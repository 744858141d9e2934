/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EVM_RPC_URL?: string
  readonly VITE_EVM_CHAIN_ID?: string
  readonly VITE_WALLET_API_URL?: string
  readonly VITE_BLOCKCHAIN_API_URL?: string
  readonly VITE_ANALYTICS_URL?: string
  readonly VITE_DEV_WALLET?: string
}
