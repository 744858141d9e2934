// Chunk grouping: a lazily loaded module reaches the whole core statically (see solanaActions.ts).
import '../../core/coreEntry.ts'
/**
 * What the embedded wallet's Solana connector does, loaded at its first call
 * (./solanaConnector.ts keeps only its identity up front): its account is the frame
 * user's `solanaAddress`; messages and transactions are signed — transactions also sent — by the
 * secure site (`solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions`,
 * `solana_signAndSendTransaction` with `sendOptions`, in the WalletConnect Solana RPC shapes), each
 * after the user's approval in ApproveTransaction (SPEC.md §6).
 */
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { InvalidResponseError } from '../../core/errors/InvalidResponseError.ts'
import { base58Decode, base58Encode } from '../solana/base58.ts'
import type { SolanaAccount, SolanaConnector, SolanaConnectorContext, SolanaSendTransactionRequest, SolanaTransactionRequest, SolanaTransactionsRequest } from '../solana/createConnector.ts'
import { isSolanaAddress } from '../solana/isSolanaAddress.ts'
import type { FrameUser } from './protocol.ts'
import type { EmbeddedProvider } from './provider.ts'

/** A chain a message signature is asked on before any transaction named one (signatures are chain-free). */
const ANY_SOLANA_CHAIN = 'solana:localnet'

const toBase64 = (bytes: Uint8Array): string => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

function signatureOf(result: unknown, call: string): Uint8Array {
  const text = (result as { signature?: unknown } | null)?.signature
  const signature = typeof text === 'string' ? base58Decode(text) : undefined
  if (signature?.length !== 64) throw new InvalidResponseError({ call, field: 'signature', reason: 'not a base58 64-byte signature' })
  return signature
}

/** The user's Solana account, validated where it enters (SPEC.md §5 Solana address). */
function accountsOf(user: FrameUser | undefined): SolanaAccount[] {
  const address = user?.solanaAddress
  const publicKey = address !== undefined && isSolanaAddress(address) ? base58Decode(address) : undefined
  return address !== undefined && publicKey?.length === 32 ? [{ address, publicKey }] : []
}

/** The connector's calls, and what it hears of a sign-out on another namespace. */
export type SolanaCalls = Required<Pick<SolanaConnector, 'connect' | 'disconnect' | 'getAccounts' | 'signMessage' | 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'>> & {
  signedOut(from: 'eip155' | 'solana'): void
}

/**
 * @example
 * const calls = solanaCalls(provider, context)
 * await calls.connect({ silent: true }) // [] when the frame holds no session
 */
export function solanaCalls(provider: EmbeddedProvider, context: SolanaConnectorContext): SolanaCalls {
  let accounts: SolanaAccount[] = []
  // Message signatures name no chain: the last one a transaction named, which the site serves.
  let lastChain: string = ANY_SOLANA_CHAIN
  return {
    // The session is one for every namespace: signed out on eip155, the Solana account goes too.
    signedOut(from) {
      if (from === 'solana' || accounts.length === 0) return
      accounts = []
      context.onAccountsChanged([])
    },
    async connect({ silent } = {}) {
      const user = await provider.loadUser(!silent)
      accounts = accountsOf(user)
      if (!silent && accounts.length === 0) throw new ConnectionError('Failed to connect', { details: 'The secure site keeps no Solana account for this login' })
      return accounts
    },
    async disconnect() {
      if (accounts.length === 0) return
      accounts = []
      await provider.signOut('solana')
    },
    getAccounts: () => accounts,
    async signMessage({ address, message }) {
      return signatureOf(await provider.requestOn(lastChain, 'solana_signMessage', { message: base58Encode(message), pubkey: address }), 'solana_signMessage')
    },
    async signTransaction({ transaction, chain }: SolanaTransactionRequest) {
      lastChain = chain
      const result = (await provider.requestOn(chain, 'solana_signTransaction', { transaction: toBase64(transaction) })) as { transaction?: unknown } | null
      if (typeof result?.transaction !== 'string') throw new InvalidResponseError({ call: 'solana_signTransaction', field: 'transaction', reason: 'not base64' })
      return fromBase64(result.transaction)
    },
    // One request, one ApproveTransaction for the whole batch.
    async signAllTransactions({ transactions, chain }: SolanaTransactionsRequest) {
      lastChain = chain
      const result = (await provider.requestOn(chain, 'solana_signAllTransactions', { transactions: transactions.map(toBase64) })) as { transactions?: unknown } | null
      const list = result?.transactions
      if (!Array.isArray(list) || list.length !== transactions.length || !list.every((t): t is string => typeof t === 'string')) {
        throw new InvalidResponseError({ call: 'solana_signAllTransactions', field: 'transactions', reason: `not ${transactions.length} base64 transactions` })
      }
      return list.map(fromBase64)
    },
    async signAndSendTransaction({ transaction, chain, options }: SolanaSendTransactionRequest) {
      lastChain = chain
      // WalletConnect's Solana reference names the send options `sendOptions`.
      const params = { transaction: toBase64(transaction), ...(options && Object.keys(options).length > 0 ? { sendOptions: options } : {}) }
      return signatureOf(await provider.requestOn(chain, 'solana_signAndSendTransaction', params), 'solana_signAndSendTransaction')
    },
  }
}
