/**
 * `latch/walletconnect`: `walletConnect({ projectId, relayUrl?, metadata, networks })`,
 * the WALLET_CONNECT connector over @walletconnect/universal-provider (loaded lazily).
 */
// Chunk grouping: every entry reaches the whole core, so the build emits one core
// chunk rather than one per combination of entries and lazy chunks (test/sizeBudget.test.ts).
import '../../core/index.ts'
export type { Adapter } from '../../core/adapter.ts'
export { walletConnect, WALLET_CONNECT_CONNECTOR_ID, type WalletConnect } from './walletConnect.ts'
export type { WalletConnectOptions } from './client.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'walletconnect' as const
