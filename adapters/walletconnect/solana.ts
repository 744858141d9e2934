import { InvalidResponseError } from '../../core/errors/InvalidResponseError.ts'
import { base58Decode, base58Encode } from '../solana/base58.ts'
import type { CreateConnectorFn, SolanaAccount, SolanaTransactionRequest } from '../solana/createConnector.ts'
import type { IdentifierString } from '../solana/walletStandard.ts'
import type { Session, WalletConnectClient } from './client.ts'
import { sessionAccounts } from './namespaces.ts'

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

function signatureOf(result: unknown): Uint8Array {
  const signature = typeof (result as { signature?: unknown })?.signature === 'string' ? base58Decode((result as { signature: string }).signature) : undefined
  if (!signature || signature.length !== 64) throw new InvalidResponseError({ call: 'WalletConnect solana request', field: 'signature', reason: 'not a base58 64-byte signature' })
  return signature
}

/**
 * The solana face of the WalletConnect session (issue 12): a Solana connector the solana adapter
 * drives like any wallet. Connecting pairs (or reuses the live session that already holds a solana
 * account); messages and transactions are signed — transactions also sent — by the wallet through
 * the session (`solana_signMessage`, `solana_signAndSendTransaction`), on the session's chain.
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
      async signAndSendTransaction({ transaction, chain }: SolanaTransactionRequest) {
        return signatureOf(await sign('solana_signAndSendTransaction', { transaction: toBase64(transaction) }, chain))
      },
    }
  }
}
