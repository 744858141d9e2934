import type { Address, Hex } from 'viem'
import type { AccountType, CaipNetwork, ConnectorType } from '../../core/types.ts'

/**
 * What a connector reports about its wallet; the adapter turns it into modal events.
 *
 * @example
 * ctx.emit({ type: 'chainChanged', chainId: 137 }) // → networks/switched eip155:137 when connected
 */
export type ConnectorUpdate = { type: 'accountsChanged'; accounts: readonly Address[] } | { type: 'chainChanged'; chainId: number } | { type: 'disconnected' }

/**
 * What a connector gets from the adapter that owns it.
 *
 * @example
 * createConnector((ctx) => ({ …, onDisconnect: () => ctx.emit({ type: 'disconnected' }) }))
 */
export type ConnectorContext = {
  /** The configured eip155 networks (for `wallet_addEthereumChain`); empty before setup. */
  readonly networks: readonly CaipNetwork[]
  /** Reports a wallet change (only the connected connector's reports become events). */
  emit(update: ConnectorUpdate): void
}

/**
 * A transaction as the adapter asks a connector to send it.
 *
 * @example
 * await connector.sendTransaction({ from, to, value: parseEther('1.5'), chainId: 1 })
 */
export type ConnectorTransaction = {
  from: Address
  to: Address
  value?: bigint
  data?: Hex
  chainId: number
}

/**
 * A wallet behind the eip155 adapter, shaped like a wagmi connector. Methods reject with the
 * core's typed errors (`toProviderError`): 4001 is `UserRejectedRequestError`, and so on.
 *
 * @example
 * const [connector] = eip155Adapter({ connectors: [testConnector()] }).connectors()
 * await connector.connect({ chainId: 1 }) // { accounts: ['0xf39F…'], chainId: 1 }
 */
export type Connector = {
  /** EIP-6963 rdns for announced wallets, `injected` for `window.ethereum`. */
  readonly id: string
  readonly name: string
  /** SPEC.md §3 connector type: ANNOUNCED, INJECTED, EXTERNAL, … */
  readonly type: ConnectorType
  /** Data URI or URL of the wallet icon. */
  readonly icon?: string
  readonly rdns?: string
  /** The live provider object (EIP-1193), when the connector has one; used for de-duplication. */
  readonly provider?: unknown
  /** Subscribes to the wallet's events; returns the unsubscribe. */
  setup?(): () => void
  /** Asks for accounts (may prompt), then switches to `chainId` when given and different. */
  connect(parameters?: { chainId?: number }): Promise<{ accounts: readonly Address[]; chainId: number }>
  disconnect(): Promise<void>
  /** Accounts already granted, without a prompt (`eth_accounts`). */
  getAccounts(): Promise<readonly Address[]>
  getChainId(): Promise<number>
  /** Switches the wallet's chain, adding it from the configured network when the wallet lacks it. */
  switchChain(parameters: { chainId: number }): Promise<void>
  signMessage(parameters: { message: string; account: Address }): Promise<Hex>
  sendTransaction(transaction: ConnectorTransaction): Promise<Hex>
  /**
   * The wallet's accounts with their SPEC.md §3 types, when it offers more than EOAs (an embedded
   * wallet's smart account, with whether it is deployed on the chain); without it every account is an eoa.
   */
  getAccountTypes?(): Promise<readonly { address: Address; type: AccountType; deployed?: boolean }[]>
  /** Makes the wallet act as its account of `type` (SPEC.md §4 eoa ⇄ smartAccount); resolves that account. */
  setPreferredAccountType?(parameters: { type: 'eoa' | 'smartAccount' }): Promise<Address>
  /**
   * A raw EIP-1193 request to the wallet, when it takes them: reads (`eth_call`, …) and an app's
   * wallet requests (`Adapter.request`: SPEC.md §6 approval methods, EIP-5792). Rejects with the
   * core's typed errors, the wallet's `code` kept.
   */
  request?(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  onAccountsChanged(accounts: readonly string[]): void
  onChainChanged(chainId: string | number): void
  onDisconnect(error?: unknown): void
}

/**
 * A connector factory: the adapter calls it once with its context.
 *
 * @example
 * const factory: CreateConnectorFn = testConnector()
 */
export type CreateConnectorFn = (context: ConnectorContext) => Connector

/**
 * Declares a connector the wagmi way: a factory the adapter calls with its context. Pass it to
 * `eip155Adapter({ connectors: [...] })`.
 *
 * @example
 * const mine = createConnector((ctx) => ({
 *   id: 'my.wallet', name: 'My Wallet', type: 'EXTERNAL',
 *   async connect() { return { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 1 } },
 *   // …disconnect, getAccounts, getChainId, switchChain, signMessage, sendTransaction, on*
 * }))
 * eip155Adapter({ connectors: [mine] })
 */
export function createConnector(factory: CreateConnectorFn): CreateConnectorFn {
  return factory
}
