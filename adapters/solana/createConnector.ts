import type { ConnectorType } from '../../core/types.ts'
import type { IdentifierString } from './identifierString.ts'

/**
 * A Solana account a connector exposes.
 *
 * @example
 * const account: SolanaAccount = { address: key.toBase58(), publicKey: key.toBytes() }
 */
export type SolanaAccount = {
  /** base58 public key */
  address: string
  publicKey: Uint8Array
}

/**
 * What the adapter hands a connector when it creates it.
 *
 * @example
 * createConnector((context) => ({ …, setup: () => wallet.on('accounts', context.onAccountsChanged) }))
 */
export type SolanaConnectorContext = {
  /**
   * The wallet's accounts changed on its own (the user switched or revoked accounts); `[]` means
   * no account is left. The adapter turns this into `connection/connected` or
   * `connection/disconnected` when the connector is the connected one.
   */
  onAccountsChanged(accounts: readonly SolanaAccount[]): void
}

/**
 * What a transaction-signing call gets: the unsigned wire bytes and the Wallet Standard chain.
 *
 * @example
 * await connector.signTransaction?.({ address, transaction: tx.serialize(), chain: 'solana:devnet' })
 */
export type SolanaTransactionRequest = {
  address: string
  transaction: Uint8Array
  chain: IdentifierString
}

/**
 * How a signed transaction is sent (web3.js `SendOptions`, Wallet Standard's
 * `solana:signAndSendTransaction` options): the app's `solana_signAndSendTransaction` options.
 *
 * @example
 * const options: SolanaSendOptions = { skipPreflight: true, maxRetries: 2 }
 */
export type SolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

/**
 * What a sign-and-send call gets: a transaction-signing request and how to send it.
 *
 * @example
 * await connector.signAndSendTransaction?.({ address, transaction, chain, options: { skipPreflight: true } })
 */
export type SolanaSendTransactionRequest = SolanaTransactionRequest & { options?: SolanaSendOptions }

/**
 * What a batch-signing call gets: several unsigned transactions for one account, one approval.
 *
 * @example
 * await connector.signAllTransactions?.({ address, transactions: [a, b], chain: 'solana:devnet' })
 */
export type SolanaTransactionsRequest = {
  address: string
  transactions: Uint8Array[]
  chain: IdentifierString
}

/**
 * A Solana wallet connector, wagmi style: the adapter calls these; every failure is thrown as the
 * core's error families (a rejected prompt is a 4001 `UserRejectedRequestError`).
 *
 * @example
 * const accounts = await connector.connect({ silent: true }) // [] when not granted
 */
export type SolanaConnector = {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly imageUrl?: string
  readonly info?: { rdns?: string; icon?: string }
  /** Wallet Standard chains the wallet speaks (`solana:mainnet`, `solana:<genesis>`, …). */
  readonly chains: readonly IdentifierString[]
  /** Starts listening to the wallet; returns the teardown. */
  setup?(): () => void
  /** Asks for accounts; `silent` must not prompt and may resolve `[]`. */
  connect(parameters?: { silent?: boolean }): Promise<readonly SolanaAccount[]>
  disconnect(): Promise<void>
  getAccounts(): readonly SolanaAccount[]
  /** Signs `message` with `address`; resolves the 64-byte ed25519 signature. */
  signMessage(parameters: { address: string; message: Uint8Array }): Promise<Uint8Array>
  /** Signs a transaction; resolves the signed wire bytes (the adapter sends them). */
  signTransaction?(parameters: SolanaTransactionRequest): Promise<Uint8Array>
  /**
   * Signs several transactions at once (one approval where the wallet can); resolves the signed
   * wire bytes in the same order. Without it the adapter asks `signTransaction` for each.
   */
  signAllTransactions?(parameters: SolanaTransactionsRequest): Promise<Uint8Array[]>
  /** Signs and sends a transaction; resolves the 64-byte signature. Preferred when present. */
  signAndSendTransaction?(parameters: SolanaSendTransactionRequest): Promise<Uint8Array>
}

/**
 * Builds a connector from the adapter's context.
 *
 * @example
 * const connectors: CreateConnectorFn[] = [testConnector(), walletStandardConnector(wallet)]
 */
export type CreateConnectorFn = (context: SolanaConnectorContext) => SolanaConnector

/**
 * Declares a Solana connector (CONVENTIONS.md adapters: connectors as factories, like wagmi's
 * `createConnector`). Pass the result to `solanaAdapter({ connectors: [...] })`.
 *
 * @example
 * const myWallet = createConnector((context) => ({
 *   id: 'my-wallet', name: 'My Wallet', type: 'EXTERNAL', chains: ['solana:mainnet'],
 *   async connect() { return [account] },
 *   async disconnect() {},
 *   getAccounts: () => [account],
 *   async signMessage({ message }) { return sign(message) },
 * }))
 * solanaAdapter({ connectors: [myWallet] })
 */
export function createConnector(create: CreateConnectorFn): CreateConnectorFn {
  return create
}
