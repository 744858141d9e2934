import { InvalidResponseError } from '../../core/errors/InvalidResponseError.ts'
import { base58Decode, base58Encode } from '../solana/base58.ts'
import { base64Decode, base64Encode } from '../solana/base64.ts'
import type { CreateConnectorFn, SolanaAccount, SolanaSendTransactionRequest, SolanaTransactionRequest, SolanaTransactionsRequest } from '../solana/createConnector.ts'
import { readWireTransaction } from '../solana/readWireTransaction.ts'
import type { IdentifierString } from '../solana/walletStandard.ts'
import type { Session, WalletConnectClient } from './client.ts'
import { SOLANA_METHODS, sessionAccounts } from './namespaces.ts'

function signatureOf(result: unknown): Uint8Array {
  const signature = typeof (result as { signature?: unknown })?.signature === 'string' ? base58Decode((result as { signature: string }).signature) : undefined
  if (signature?.length !== 64) throw new InvalidResponseError({ call: 'WalletConnect solana request', field: 'signature', reason: 'not a base58 64-byte signature' })
  return signature
}

/**
 * The signed transaction of a `solana_signTransaction` answer. WalletConnect's Solana reference
 * first answered only `{ signature }`; wallets now add `{ transaction }`. With the signature only,
 * it goes into the account's slot of the bytes sent.
 */
function signedOf(result: unknown, unsigned: Uint8Array, address: string): Uint8Array {
  const text = (result as { transaction?: unknown } | null)?.transaction
  if (typeof text === 'string') {
    const signed = base64Decode(text)
    if (!signed) throw new InvalidResponseError({ call: 'solana_signTransaction', field: 'transaction', reason: 'not base64' })
    return signed
  }
  const signature = signatureOf(result)
  const { signers, signaturesAt } = readWireTransaction(unsigned)
  const slot = signers.indexOf(address)
  if (slot < 0) throw new InvalidResponseError({ call: 'solana_signTransaction', field: 'signature', reason: `${address} is no signer of the transaction` })
  const signed = unsigned.slice()
  signed.set(signature, signaturesAt + slot * 64)
  return signed
}

function transactionsOf(result: unknown, count: number): Uint8Array[] {
  const list = (result as { transactions?: unknown } | null)?.transactions
  const signed = Array.isArray(list) ? list.map((t) => (typeof t === 'string' ? base64Decode(t) : undefined)) : []
  if (signed.length !== count || !signed.every((t): t is Uint8Array => t !== undefined)) {
    throw new InvalidResponseError({ call: 'solana_signAllTransactions', field: 'transactions', reason: `not ${count} base64 transactions` })
  }
  return signed
}

/**
 * The solana face of the WalletConnect session: a Solana connector the solana adapter
 * drives like any wallet. Connecting pairs (or reuses the live session that already holds a solana
 * account); messages and transactions are signed — transactions also sent — by the wallet through
 * the session (`solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions` when
 * the session grants it, `solana_signAndSendTransaction` with `sendOptions`), on the session's chain.
 * @example solanaAdapter({ connectors: [walletConnectSolana(client)] })
 */
export function walletConnectSolana(client: WalletConnectClient, id: string): CreateConnectorFn {
  const networks = client.options.networks.filter((n) => n.chainNamespace === 'solana')
  const chains = networks.map((n) => n.caipNetworkId as IdentifierString)
  return (context) => {
    let accounts: SolanaAccount[] = []
    const accountsOf = (session: Session | undefined): SolanaAccount[] =>
      [...new Set(sessionAccounts(session?.namespaces ?? {}, 'solana').map(([, a]) => a))].flatMap((address) => {
        const publicKey = base58Decode(address)
        return publicKey ? [{ address, publicKey }] : []
      })
    const chainFor = (chain: string): string => (chains.includes(chain as IdentifierString) ? chain : (chains[0] ?? chain))
    const sign = async (method: string, params: Record<string, unknown>, chain: string) => client.request({ method, params }, chainFor(chain))
    const signTransaction = async ({ address, transaction, chain }: SolanaTransactionRequest): Promise<Uint8Array> =>
      signedOf(await sign('solana_signTransaction', { transaction: base64Encode(transaction) }, chain), transaction, address)
    return {
      id,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chains,
      setup() {
        return client.listen({
          session(session) {
            const next = accountsOf(session)
            if (next.length > 0 && next[0]!.address !== accounts[0]?.address) {
              accounts = next
              context.onAccountsChanged(accounts)
            }
          },
          ended() {
            accounts = []
            context.onAccountsChanged([])
          },
        })
      },
      async connect({ silent } = {}) {
        accounts = accountsOf(silent ? await client.session() : await client.connect())
        return accounts
      },
      async disconnect() {
        accounts = []
        await client.disconnect()
      },
      getAccounts: () => accounts,
      async signMessage({ address, message }) {
        return signatureOf(await sign('solana_signMessage', { message: base58Encode(message), pubkey: address }, chains[0] ?? 'solana:'))
      },
      signTransaction,
      async signAllTransactions(parameters: SolanaTransactionsRequest) {
        const { address, transactions, chain } = parameters
        // The batch method goes to the wallet only when the dapp asked for it in the proposal
        // (universal-provider sends other methods to the RPC node) and the session granted it;
        // otherwise one request a transaction.
        const granted = (await client.session())?.namespaces['solana']?.methods.includes('solana_signAllTransactions')
        if (!SOLANA_METHODS.includes('solana_signAllTransactions') || !granted) {
          const signed: Uint8Array[] = []
          for (const transaction of transactions) signed.push(await signTransaction({ address, transaction, chain }))
          return signed
        }
        const result = await sign('solana_signAllTransactions', { transactions: transactions.map(base64Encode) }, chain)
        return transactionsOf(result, transactions.length)
      },
      async signAndSendTransaction({ transaction, chain, options }: SolanaSendTransactionRequest) {
        // WalletConnect's Solana reference names the send options `sendOptions`.
        const params = { transaction: base64Encode(transaction), ...(options && Object.keys(options).length > 0 ? { sendOptions: options } : {}) }
        return signatureOf(await sign('solana_signAndSendTransaction', params, chain))
      },
    }
  }
}
