import type { Adapter, AdapterContext, ConnectResult, TransactionReceipt, TransactionRequest, TransferRequest, WalletRequest } from '../../core/adapter.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import type { Connector, CreateConnectorFn } from './createConnector.ts'
import type { Eip1193Request } from './Eip1193Provider.ts'
import type { Eip155Window } from './Eip155Window.ts'

/**
 * Where reads go: one EIP-1193 `request` for every chain, or one per network.
 *
 * @example
 * eip155Adapter({ transport: (caipNetworkId) => providers.get(caipNetworkId) })
 */
export type ReadTransport = { request: Eip1193Request } | ((caipNetworkId: CaipNetworkId) => { request: Eip1193Request } | undefined)

/**
 * Options of `eip155Adapter`.
 *
 * @example
 * eip155Adapter({ window, connectors: [testConnector()], announceTimeoutMs: 500 })
 */
export type Eip155AdapterOptions = {
  /**
   * The page's window, for EIP-6963 discovery and `window.ethereum` (default `globalThis.window`);
   * `undefined` given explicitly: no discovery, only the `connectors` of the options.
   */
  window?: Eip155Window
  /**
   * Reads (the `eth_call` that checks an ERC-20 transfer before the wallet is asked) go here.
   * Absent: the modal's JSON-RPC transport (`AdapterContext.rpc`, batching and retries of
   * SPEC.md §9) for configured networks, else the wallet.
   */
  transport?: ReadTransport
  /** Extra connectors (e.g. `testConnector()`), reported with the discovered ones. */
  connectors?: readonly CreateConnectorFn[]
  /** How long `reconnect` waits for the saved wallet's EIP-6963 announcement (default 1000 ms). */
  announceTimeoutMs?: number
  /**
   * Networks a wallet may be asked to add (`wallet_addEthereumChain` on 4902) when the modal's
   * context brings none. Default: the eip155 networks the modal passes to `setup`.
   */
  networks?: readonly CaipNetwork[]
}

/**
 * The eip155 adapter: the core `Adapter` (every optional method implemented) plus its connectors.
 *
 * @example
 * const adapter: Eip155Adapter = eip155Adapter()
 * adapter.connectors().map((c) => c.id) // ['io.metamask', …] once the modal started it
 */
export type Eip155Adapter = Adapter & {
  readonly namespace: 'eip155'
  setup(context: AdapterContext): () => void
  reconnect(parameters: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult | undefined>
  /** The connectors known now (extra, announced, injected), in discovery order. */
  connectors(): readonly Connector[]
  signMessage(parameters: { message: string }): Promise<string>
  sendTransfer(parameters: TransferRequest): Promise<{ hash: string }>
  sendTransaction(parameters: TransactionRequest): Promise<{ hash: string }>
  getTransactionReceipt(parameters: { caipNetworkId: CaipNetworkId; hash: string }): Promise<TransactionReceipt | undefined>
  /** An app's request for the connected wallet (SPEC.md §6 approval methods, EIP-5792), on its network. */
  request(request: WalletRequest): Promise<JsonValue>
}
