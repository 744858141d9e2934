/**
 * The embedded wallet's Solana face (issue 13: the secure site "signs and sends on the sandbox's
 * EVM chains and Solana node"): a Solana connector the solana adapter drives like any wallet, over
 * the same frame session as the eip155 one (SPEC.md §3: the AUTH connector serves each namespace).
 * Its account is the user's `solanaAddress`; messages and transactions are signed — transactions
 * also sent — by the secure site (`solana_signMessage`, `solana_signAndSendTransaction`, in the
 * WalletConnect Solana RPC shapes), each after the user's approval in ApproveTransaction (SPEC.md §6).
 */
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { InvalidResponseError } from '../../core/errors/InvalidResponseError.ts'
import { base58Decode, base58Encode } from '../solana/base58.ts'
import type { CreateConnectorFn, SolanaAccount, SolanaTransactionRequest } from '../solana/createConnector.ts'
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

/**
 * @example
 * const ew = embeddedWallet({ secureSiteOrigin, sdkUrl })
 * solanaAdapter({ connectors: [ew.solana] }) // ew.solana is embeddedSolanaConnector(ew.provider, …)
 */
export function embeddedSolanaConnector(provider: EmbeddedProvider, identity: { id: string; name: string }): CreateConnectorFn {
  return (context) => {
    let accounts: SolanaAccount[] = []
    // Message signatures name no chain: the last one a transaction named, which the site serves.
    let lastChain: string = ANY_SOLANA_CHAIN
    return {
      id: identity.id,
      name: identity.name,
      type: 'AUTH',
      // None named: the adapter hands over each network's CAIP-2 id, which the secure site knows.
      chains: [],
      setup() {
        // The session is one for every namespace: signed out on eip155, the Solana account goes too.
        return provider.onSignedOut((from) => {
          if (from === 'solana' || accounts.length === 0) return
          accounts = []
          context.onAccountsChanged([])
        })
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
      async signAndSendTransaction({ transaction, chain }: SolanaTransactionRequest) {
        lastChain = chain
        return signatureOf(await provider.requestOn(chain, 'solana_signAndSendTransaction', { transaction: toBase64(transaction) }), 'solana_signAndSendTransaction')
      },
    }
  }
}
