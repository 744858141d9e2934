/**
 * The Wallet Standard shapes this adapter reads, mirrored structurally from @wallet-standard/base
 * and @solana/wallet-standard-features (those packages are not dependencies: a wallet only has
 * to look like this).
 */
import type { SolanaAccount } from './createConnector.ts'
import type { IdentifierString } from './identifierString.ts'

export type { IdentifierString }

/**
 * An account a Wallet Standard wallet exposes.
 *
 * @example
 * wallet.accounts[0]?.address // base58
 */
export type StandardWalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly IdentifierString[]
  readonly features: readonly IdentifierString[]
  readonly label?: string
  readonly icon?: string
}

/**
 * A Wallet Standard wallet as registered on the page.
 *
 * @example
 * walletStandardConnector(wallet satisfies StandardWallet)
 */
export type StandardWallet = {
  readonly version: string
  readonly name: string
  /**
   * Not part of Wallet Standard: a wallet may carry its EIP-6963 reverse-DNS id here (the Latch
   * dev wallet does), so it is one connector id on every namespace.
   */
  readonly rdns?: string
  readonly icon: string
  readonly chains: readonly IdentifierString[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

/** The features the adapter uses, by name. */
export type SolanaWalletFeatures = {
  'standard:connect': {
    readonly version: string
    connect(input?: { readonly silent?: boolean }): Promise<{ readonly accounts: readonly StandardWalletAccount[] }>
  }
  'standard:disconnect': { readonly version: string; disconnect(): Promise<void> }
  'standard:events': {
    readonly version: string
    on(event: 'change', listener: (properties: { readonly accounts?: readonly StandardWalletAccount[]; readonly chains?: readonly IdentifierString[] }) => void): () => void
  }
  'solana:signMessage': {
    readonly version: string
    signMessage(...inputs: { readonly account: StandardWalletAccount; readonly message: Uint8Array }[]): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
  'solana:signTransaction': {
    readonly version: string
    readonly supportedTransactionVersions?: readonly ('legacy' | 0)[]
    signTransaction(
      ...inputs: { readonly account: StandardWalletAccount; readonly transaction: Uint8Array; readonly chain?: IdentifierString }[]
    ): Promise<readonly { readonly signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction': {
    readonly version: string
    readonly supportedTransactionVersions?: readonly ('legacy' | 0)[]
    signAndSendTransaction(
      ...inputs: {
        readonly account: StandardWalletAccount
        readonly transaction: Uint8Array
        readonly chain: IdentifierString
        readonly options?: {
          readonly commitment?: string
          readonly preflightCommitment?: string
          readonly skipPreflight?: boolean
          readonly maxRetries?: number
          readonly minContextSlot?: number
        }
      }[]
    ): Promise<readonly { readonly signature: Uint8Array }[]>
  }
}

/** The app side of the registration protocol, carried by `wallet-standard:app-ready`. */
export type WalletsRegisterApi = {
  register(...wallets: StandardWallet[]): () => void
}

/**
 * A feature of `wallet`, typed, or `undefined` when the wallet lacks it.
 *
 * @example
 * getFeature(wallet, 'standard:connect')?.connect({ silent: true })
 */
export function getFeature<K extends keyof SolanaWalletFeatures>(wallet: StandardWallet, name: K): SolanaWalletFeatures[K] | undefined {
  const feature = wallet.features[name]
  return feature && typeof feature === 'object' ? (feature as SolanaWalletFeatures[K]) : undefined
}

/**
 * The accounts a Wallet Standard connector keeps for its wallet: the eager part (identity,
 * `standard:events`) and the calls loaded at the first connect (./walletStandardCalls.ts) share it.
 */
export type StandardConnectorState = { readonly wallet: StandardWallet; accounts: readonly StandardWalletAccount[] }

/** An account the wallet offers for Solana (multi-chain wallets list other chains' accounts too). */
export function isSolanaAccount(account: StandardWalletAccount): boolean {
  return !Array.isArray(account.chains) || account.chains.length === 0 || account.chains.some((c) => c.startsWith('solana:'))
}

/** The connector's view of a wallet account. */
export function toAccount(account: StandardWalletAccount): SolanaAccount {
  return { address: account.address, publicKey: account.publicKey }
}
