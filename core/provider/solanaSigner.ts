import type { ModalState } from '../reducers/state.ts'
import { selectConnectedAddress } from '../selectors/namespaceNetwork.ts'
import { createEmitter, type ProviderSource } from './providerSource.ts'

/** A legacy @solana/web3.js `Transaction` (structurally: what the signer uses of it). */
export type LegacyTransactionLike = { serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array }
/** A @solana/web3.js `VersionedTransaction`. */
export type VersionedTransactionLike = { readonly version: 'legacy' | 0 | number; serialize(): Uint8Array }
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

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (text: unknown): Uint8Array => Uint8Array.from(atob(String(text)), (c) => c.charCodeAt(0))

const wire = (transaction: SolanaTransactionLike): string =>
  // A legacy transaction the wallet signs (fee payer) is serialised before it holds that signature.
  toBase64('version' in transaction ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

/** The signed bytes as the app's own class again (web3.js's `Transaction.from` / `VersionedTransaction.deserialize`). */
const revive = <T extends SolanaTransactionLike>(like: T, base64: unknown): T => {
  const bytes = fromBase64(base64)
  const kind = like.constructor as { from?(bytes: Uint8Array): T; deserialize?(bytes: Uint8Array): T }
  return 'version' in like ? kind.deserialize!(bytes) : kind.from!(bytes)
}

/** The app's Solana signer over the modal's current solana connection; events come from the state. */
export function createSolanaSigner(source: ProviderSource): SolanaSigner {
  const emitter = createEmitter()
  const address = (state: ModalState = source.getState()) => selectConnectedAddress(state, 'solana')
  const key = (value: string | undefined) => (value ? (source.publicKey('solana', value) ?? null) : null)
  let last = address()
  source.subscribeState((state) => {
    if (state.accounts.solana?.status === 'connecting') return
    const next = address(state)
    const before = last
    last = next
    if (next === before) return
    if (next && !before) emitter.emit('connect', key(next))
    else if (!next) emitter.emit('disconnect')
    else emitter.emit('accountChanged', key(next))
  })
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
    signMessage: async (message) => fromBase64((await ask('solana_signMessage', { message: toBase64(message) })).signature),
    signTransaction: async (transaction) => revive(transaction, (await ask('solana_signTransaction', { transaction: wire(transaction) })).transaction),
    async signAllTransactions(transactions) {
      const { transactions: signed } = await ask('solana_signAllTransactions', { transactions: transactions.map(wire) })
      return transactions.map((t, i) => revive(t, (signed as unknown[])[i]))
    },
    signAndSendTransaction: async (transaction, options) =>
      ({ signature: String((await ask('solana_signAndSendTransaction', { transaction: wire(transaction), ...(options ? { options } : {}) })).signature) }),
    on(event, listener) {
      emitter.on(event, listener)
      return signer
    },
    off(event, listener) {
      emitter.off(event, listener)
      return signer
    },
  }
  return signer
}
