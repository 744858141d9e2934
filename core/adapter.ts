import type { CaipNetworkId, ChainNamespace } from './types.ts'

/**
 * What the core asks of a chain adapter (`latch/eip155`, `latch/solana`, `latch/walletconnect`).
 * Adapters report what wallets do through events; they never write state.
 */
export type Adapter = {
  readonly namespace: ChainNamespace
  /** Disconnects the namespace's wallet. */
  disconnect(): Promise<void>
  /** Asks the wallet to switch to `caipNetworkId` (SwitchNetwork view waits on it). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
}
