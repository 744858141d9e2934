import type { Connection } from '@solana/web3.js'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import type { SolanaConnector } from './createConnector.ts'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.ts'

/** The connected wallet of a Solana adapter: its connector, account and network. */
export type SolanaActive = { connector: SolanaConnector; address: string; caipNetworkId: CaipNetworkId }

/**
 * What a Solana adapter shares with its actions (./solanaActions.ts, loaded at the first connect,
 * signature or transfer): the options, the connected wallet, the node connections and
 * the lookups discovery keeps up to date. Types only: no code of either side is pulled in.
 */
export type SolanaSession = {
  readonly options: SolanaAdapterOptions
  active: SolanaActive | undefined
  readonly connections: Map<string, Connection>
  findConnector(connectorId: string): SolanaConnector | undefined
  /** A silent reconnect may run before a slow wallet script registered: waits a little for it. */
  waitForConnector(connectorId: string): Promise<SolanaConnector | undefined>
  /** The Solana networks served (the modal's list, else `options.networks`). */
  networks(): readonly CaipNetwork[]
}
