// Types only: a leaf, so the adapter's session and actions read the options without importing the adapter.
import type { Commitment, Connection } from '@solana/web3.js'
import type { CaipNetwork } from '../../core/types.ts'
import type { CreateConnectorFn } from './createConnector.ts'
import type { StandardWalletsWindow } from './watchStandardWallets.ts'

/**
 * Options of `solanaAdapter`.
 *
 * @example
 * solanaAdapter({ rpcUrl: 'https://rpc.example', wsEndpoint: 'wss://rpc.example', connectors: [testConnector()] })
 */
export type SolanaAdapterOptions = {
  /** Window to discover Wallet Standard wallets in (default `globalThis.window`; none: no discovery). */
  window?: StandardWalletsWindow
  /** HTTP JSON-RPC endpoint for every network (default: each network's `rpcUrls.default.http[0]`). */
  rpcUrl?: string
  /**
   * WebSocket endpoint for confirmations (default: the network's `rpcUrls.default.webSocket[0]`,
   * else the HTTP endpoint with a ws scheme on the same port — web3.js would guess port + 1).
   */
  wsEndpoint?: string
  /** Builds the web3.js `Connection` of a network; overrides `rpcUrl` and `wsEndpoint`. */
  connection?: (network: CaipNetwork) => Connection
  /**
   * The Solana networks served, used when the modal hands the adapter none (default: the modal's
   * configured Solana networks, `AdapterContext.networks`).
   */
  networks?: CaipNetwork[]
  /** Extra connectors (the test connector, a host's own), reported before the discovered ones. */
  connectors?: CreateConnectorFn[]
  /** How long a silent reconnect waits for its wallet to register (ms, default 1000). */
  reconnectTimeout?: number
  /** Commitment transfers are confirmed at (default `confirmed`). */
  commitment?: Commitment
}
