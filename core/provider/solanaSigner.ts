import { followLink, linkOf, type ProviderSource } from './providerSource.ts'

/** A legacy @solana/web3.js `Transaction` (structurally: what the signer uses of it). */
export type LegacyTransactionLike = { serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array }
/** A @solana/web3.js `VersionedTransaction`. */
export type VersionedTransactionLike = { readonly version: 'legacy' | 0 | number; serialize(): Uint8Array }
/** A legacy or versioned @solana/web3.js transaction: what the Solana signer signs. */
export type SolanaTransactionLike = LegacyTransactionLike | VersionedTransactionLike

/** `signAndSendTransaction`'s options, as web3.js's `SendOptions`. */
export type SolanaSendOptions = { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number; minContextSlot?: number }

/**
 * The connected Solana wallet as the app's signer (API.md `getProvider('solana')`), whatever its
 * kind (Wallet Standard, WalletConnect's solana namespace, the embedded wallet). Transactions are
 * web3.js's own objects, legacy or versioned: each comes back as the same class, signed.
 *
 * @example
 * const signer = modal.getProvider('solana')
 * const { signature } = await signer.signAndSendTransaction(transaction)
 */
export type SolanaSigner = {
  /** The connected account's web3.js `PublicKey`; `null` when disconnected. */
  readonly publicKey: unknown
  /** The connected account's base58 address; `undefined` when disconnected. */
  readonly address: string | undefined
  readonly connected: boolean
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends SolanaTransactionLike>(transaction: T): Promise<T>
  signAllTransactions<T extends SolanaTransactionLike>(transactions: readonly T[]): Promise<T[]>
  signAndSendTransaction<T extends SolanaTransactionLike>(transaction: T, options?: SolanaSendOptions): Promise<{ signature: string }>
  on(event: 'connect' | 'disconnect' | 'accountChanged', listener: (...args: never[]) => void): SolanaSigner
  off(event: 'connect' | 'disconnect' | 'accountChanged', listener: (...args: never[]) => void): SolanaSigner
}

/** The app's Solana signer over the modal's current solana connection; events come from the state. */
export function createSolanaSigner(source: ProviderSource): SolanaSigner {
  const address = () => linkOf(source.getState(), 'solana').address
  const key = (value: string | undefined) => (value ? (source.publicKey('solana', value) ?? null) : null)
  const link = followLink(source, 'solana', (emit, next, before) => {
    if (next.address === before.address) return
    if (!next.address) emit('disconnect')
    else emit(before.address ? 'accountChanged' : 'connect', key(next.address))
  })
  // The wire format's code loads with the first signing request (a page that never signs pays nothing).
  const calls = () => import('./solanaWire.ts').then((m) => m.solanaCalls)
  const ask = (method: string, params: object) => source.request('solana', { method, params }) as Promise<Record<string, unknown>>
  const signer: SolanaSigner = {
    get publicKey() {
      return key(address())
    },
    get address() {
      return address()
    },
    get connected() {
      return address() !== undefined
    },
    signMessage: (message) => calls().then((c) => c.signMessage(ask, message)),
    signTransaction: (transaction) => calls().then((c) => c.signTransaction(ask, transaction)),
    signAllTransactions: (transactions) => calls().then((c) => c.signAllTransactions(ask, transactions)),
    signAndSendTransaction: (transaction, options) => calls().then((c) => c.signAndSendTransaction(ask, transaction, options)),
    on: (event, listener) => (link.on(event, listener), signer),
    off: (event, listener) => (link.off(event, listener), signer),
  }
  return signer
}
