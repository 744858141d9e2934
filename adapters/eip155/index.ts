/**
 * `latch/eip155` — the eip155 adapter: EIP-6963 and `window.ethereum` wallets through
 * wagmi-style connectors, typed with viem's `Address`/`Hex`. Its code loads no viem (own
 * keccak256, EIP-55 checksum, hex and ERC-20 encoding, tested equal to viem's); the core never does.
 */
// Chunk grouping: every entry reaches the whole core, so the build emits one core
// chunk rather than one per combination of entries and lazy chunks (test/sizeBudget.test.ts).
import '../../core/index.ts'
export type { Adapter } from '../../core/adapter.ts'
export { eip155Adapter, type Eip155Adapter, type Eip155AdapterOptions, type ReadTransport } from './eip155Adapter.ts'
export {
  createConnector,
  type Connector,
  type ConnectorContext,
  type ConnectorTransaction,
  type ConnectorUpdate,
  type CreateConnectorFn,
} from './createConnector.ts'
export { eip1193Connector, type Eip1193ConnectorParameters } from './eip1193Connector.ts'
export {
  testConnector,
  type TestConnector,
  type TestConnectorControls,
  type TestConnectorParameters,
} from './testConnector.ts'
export type {
  Eip1193Listener,
  Eip1193Provider,
  Eip1193Request,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from './Eip1193Provider.ts'
export type { Eip155Window, Eip155WindowEvent } from './Eip155Window.ts'

/** The namespace this entry serves. */
export const NAMESPACE = 'eip155' as const
