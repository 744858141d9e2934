/**
 * `latch/solana-wallet-adapter`: Latch's Solana connection for `@solana/wallet-adapter-react` apps
 * (API.md "Other entries"). `@solana/wallet-adapter-base` is an optional peer, needed by this entry only.
 */
export { LatchWalletAdapter, LatchWalletName, type LatchWalletAdapterOptions } from './LatchWalletAdapter.ts'
