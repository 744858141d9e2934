// Chunk grouping: a lazy module reaches the whole core statically (see core/effects/walletList.ts).
import '../coreEntry.ts'
import type { SolanaSendOptions, SolanaTransactionLike } from './solanaSigner.ts'

/** How the signer asks the connected wallet (`ProviderSource.request` on solana). */
type Ask = (method: string, params: object) => Promise<Record<string, unknown>>

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

/**
 * The signer's calls in Latch's Solana wire format (core/adapter.ts `WalletRequest`): bytes as
 * base64 out, the app's own transaction classes back. Loaded with the first signing request.
 */
export const solanaCalls = {
  signMessage: async (ask: Ask, message: Uint8Array) => fromBase64((await ask('solana_signMessage', { message: toBase64(message) })).signature),
  signTransaction: async <T extends SolanaTransactionLike>(ask: Ask, transaction: T) => revive(transaction, (await ask('solana_signTransaction', { transaction: wire(transaction) })).transaction),
  async signAllTransactions<T extends SolanaTransactionLike>(ask: Ask, transactions: readonly T[]) {
    const { transactions: signed } = await ask('solana_signAllTransactions', { transactions: transactions.map(wire) })
    return transactions.map((t, i) => revive(t, (signed as unknown[])[i]))
  },
  signAndSendTransaction: async <T extends SolanaTransactionLike>(ask: Ask, transaction: T, options?: SolanaSendOptions) => ({
    signature: String((await ask('solana_signAndSendTransaction', { transaction: wire(transaction), ...(options ? { options } : {}) })).signature),
  }),
}
