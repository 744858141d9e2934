/**
 * `latch/walletconnect` (issue 12): `walletConnect({ projectId, relayUrl?, metadata, networks })`,
 * the WALLET_CONNECT connector over @walletconnect/universal-provider (loaded lazily).
 */
export type { Adapter } from '../../core/adapter.ts'
export { walletConnect, WALLET_CONNECT_CONNECTOR_ID, type WalletConnect } from './walletConnect.ts'
export type { WalletConnectOptions } from './client.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'walletconnect' as const
