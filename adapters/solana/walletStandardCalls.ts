import { LatchError } from '../../core/errors/LatchError.ts'
import { UnauthorizedProviderError } from '../../core/errors/UnauthorizedProviderError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import type { SolanaAccount, SolanaSendTransactionRequest, SolanaTransactionRequest, SolanaTransactionsRequest } from './createConnector.ts'
import { toWalletError } from './toWalletError.ts'
import { getFeature, isSolanaAccount, toAccount, type StandardConnectorState, type StandardWalletAccount } from './walletStandard.ts'

function accountFor({ wallet, accounts }: StandardConnectorState, address: string): StandardWalletAccount {
  const account = accounts.find((a) => a.address === address)
  if (!account) throw new UnauthorizedProviderError({ details: `${wallet.name} has not granted ${address}` })
  return account
}

function feature<K extends Parameters<typeof getFeature>[1]>({ wallet }: StandardConnectorState, name: K) {
  const found = getFeature(wallet, name)
  if (!found) throw new UnsupportedProviderMethodError({ details: `${wallet.name} lacks ${name}` })
  return found
}

// Every wallet call goes through here: its errors leave as the core's families (4001 …).
async function call<T>(run: () => Promise<T>, action: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error, action)
  }
}

function first<T>({ wallet }: StandardConnectorState, outputs: readonly T[], what: string): T {
  const output = outputs[0]
  if (!output) throw new LatchError('Wallet request failed', { details: `${wallet.name} returned no ${what}` })
  return output
}

/**
 * The calls of a Wallet Standard connector into its wallet (./walletStandardConnector.ts), loaded
 * with the adapter's actions at the first connect; they read and update `state.accounts`.
 */
export const standardCall = {
  async connect(state: StandardConnectorState, { silent }: { silent?: boolean } = {}): Promise<readonly SolanaAccount[]> {
    const output = await call(() => feature(state, 'standard:connect').connect(silent ? { silent: true } : undefined), 'Failed to connect')
    state.accounts = (output?.accounts ?? []).filter(isSolanaAccount)
    return state.accounts.map(toAccount)
  },
  async disconnect(state: StandardConnectorState): Promise<void> {
    const disconnect = getFeature(state.wallet, 'standard:disconnect')
    // A wallet without standard:disconnect just forgets the dapp on its side.
    if (disconnect) await call(() => disconnect.disconnect(), 'Failed to disconnect')
  },
  async signMessage(state: StandardConnectorState, { address, message }: { address: string; message: Uint8Array }): Promise<Uint8Array> {
    const output = await call(() => feature(state, 'solana:signMessage').signMessage({ account: accountFor(state, address), message }), 'Error signing message')
    return first(state, output, 'signature').signature
  },
  async signTransaction(state: StandardConnectorState, { address, transaction, chain }: SolanaTransactionRequest): Promise<Uint8Array> {
    const output = await call(() => feature(state, 'solana:signTransaction').signTransaction({ account: accountFor(state, address), transaction, chain }), 'Failed to sign transaction')
    return first(state, output, 'signed transaction').signedTransaction
  },
  /** `solana:signTransaction` takes several inputs: one call, so the wallet can show one approval. */
  async signAllTransactions(state: StandardConnectorState, { address, transactions, chain }: SolanaTransactionsRequest): Promise<Uint8Array[]> {
    const output = await call(() => {
      const account = accountFor(state, address)
      return feature(state, 'solana:signTransaction').signTransaction(...transactions.map((transaction) => ({ account, transaction, chain })))
    }, 'Failed to sign transaction')
    if (output.length !== transactions.length) {
      throw new LatchError('Failed to sign transaction', { details: `${state.wallet.name} returned ${output.length} of ${transactions.length} signed transactions` })
    }
    return output.map((o) => o.signedTransaction)
  },
  async signAndSendTransaction(state: StandardConnectorState, { address, transaction, chain, options }: SolanaSendTransactionRequest): Promise<Uint8Array> {
    const output = await call(
      () =>
        feature(state, 'solana:signAndSendTransaction').signAndSendTransaction({
          account: accountFor(state, address),
          transaction,
          chain,
          // The app's options win; 'confirmed' otherwise, as the adapter's own transfers wait for.
          options: { commitment: 'confirmed', preflightCommitment: 'confirmed', ...options },
        }),
      'Failed to send transaction',
    )
    return first(state, output, 'signature').signature
  },
}
