/**
 * `latch/solana` — the Solana adapter: Wallet Standard discovery, connect, sign, and SOL / SPL
 * transfers with @solana/web3.js 1.x, plus connectors built like wagmi's and a test connector.
 * web3.js is imported dynamically, at the first Solana action that needs the node (a transfer, a
 * fee, `getConnection`, a test-connector signature): discovery and connecting load none of it.
 */
// Chunk grouping: every entry reaches the whole core, so the build emits one core
// chunk rather than one per combination of entries and lazy chunks (test/sizeBudget.test.ts).
import '../../core/index.ts'
export type { Adapter } from '../../core/adapter.ts'
export { solanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from './solanaAdapter.ts'
export {
  createConnector,
  type CreateConnectorFn,
  type SolanaAccount,
  type SolanaConnector,
  type SolanaConnectorContext,
  type SolanaSendOptions,
  type SolanaSendTransactionRequest,
  type SolanaTransactionRequest,
  type SolanaTransactionsRequest,
} from './createConnector.ts'
export { testConnector, type TestConnectorFn, type TestConnectorParameters } from './testConnector.ts'
export { walletStandardConnector } from './walletStandardConnector.ts'
export type { IdentifierString, StandardWallet, StandardWalletAccount } from './walletStandard.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'solana' as const
