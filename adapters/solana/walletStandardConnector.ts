import { LatchError } from '../../core/errors/LatchError.ts'
import { isRdns, walletConnectorId } from '../../core/rules/walletConnectorId.ts'
import { stripBidiControls } from '../../core/rules/stripBidiControls.ts'
import { UnauthorizedProviderError } from '../../core/errors/UnauthorizedProviderError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import { createConnector, type CreateConnectorFn, type SolanaAccount } from './createConnector.ts'
import { toWalletError } from './toWalletError.ts'
import { getFeature, type StandardWallet, type StandardWalletAccount } from './walletStandard.ts'

/** An account the wallet offers for Solana (multi-chain wallets list other chains' accounts too). */
function isSolanaAccount(account: StandardWalletAccount): boolean {
  return !Array.isArray(account.chains) || account.chains.length === 0 || account.chains.some((c) => c.startsWith('solana:'))
}

function toAccount(account: StandardWalletAccount): SolanaAccount {
  return { address: account.address, publicKey: account.publicKey }
}

/**
 * The connector of a Wallet Standard wallet (Phantom, Solflare, Backpack, the Latch dev wallet…):
 * type ANNOUNCED, named like the wallet, its icon as `imageUrl`. Its id is the wallet's on every
 * namespace (issue 9, `walletConnectorId`): the rdns given (the adapter passes the EIP-6963 twin's),
 * else a slug of the name. `standard:events` `change` with accounts is reported to the adapter.
 *
 * @example
 * solanaAdapter({ connectors: [walletStandardConnector(wallet, { rdns: 'dev.latch.wallet' })] })
 */
export function walletStandardConnector(wallet: StandardWallet, options: { rdns?: string | undefined } = {}): CreateConnectorFn {
  const rdns = isRdns(options.rdns) ? options.rdns : undefined
  // Issue 11: the wallet's label displays in the order it reads (no bidi overrides).
  const name = stripBidiControls(wallet.name)
  return createConnector((context) => {
    let accounts: readonly StandardWalletAccount[] = (wallet.accounts ?? []).filter(isSolanaAccount)

    const accountFor = (address: string): StandardWalletAccount => {
      const account = accounts.find((a) => a.address === address)
      if (!account) throw new UnauthorizedProviderError({ details: `${wallet.name} has not granted ${address}` })
      return account
    }
    const feature = <K extends Parameters<typeof getFeature>[1]>(name: K) => {
      const found = getFeature(wallet, name)
      if (!found) throw new UnsupportedProviderMethodError({ details: `${wallet.name} lacks ${name}` })
      return found
    }
    // Every wallet call goes through here: its errors leave as the core's families (4001 …).
    const call = async <T>(run: () => Promise<T>, action: string): Promise<T> => {
      try {
        return await run()
      } catch (error) {
        throw toWalletError(error, action)
      }
    }
    const first = <T>(outputs: readonly T[], what: string): T => {
      const output = outputs[0]
      if (!output) throw new LatchError('Wallet request failed', { details: `${wallet.name} returned no ${what}` })
      return output
    }

    return {
      id: walletConnectorId({ name, rdns }),
      name,
      type: 'ANNOUNCED',
      imageUrl: wallet.icon,
      ...(rdns ? { info: { rdns } } : {}),
      chains: wallet.chains,
      setup() {
        const events = getFeature(wallet, 'standard:events')
        if (typeof events?.on !== 'function') return () => {}
        const off = events.on('change', (properties) => {
          // A change of chains or features alone carries no accounts: nothing to report.
          if (!properties || !Array.isArray(properties.accounts)) return
          accounts = properties.accounts.filter(isSolanaAccount)
          context.onAccountsChanged(accounts.map(toAccount))
        })
        return typeof off === 'function' ? off : () => {}
      },
      async connect({ silent } = {}) {
        const output = await call(() => feature('standard:connect').connect(silent ? { silent: true } : undefined), 'Failed to connect')
        accounts = (output?.accounts ?? []).filter(isSolanaAccount)
        return accounts.map(toAccount)
      },
      async disconnect() {
        accounts = []
        const disconnect = getFeature(wallet, 'standard:disconnect')
        // A wallet without standard:disconnect just forgets the dapp on its side.
        if (disconnect) await call(() => disconnect.disconnect(), 'Failed to disconnect')
      },
      getAccounts: () => accounts.map(toAccount),
      async signMessage({ address, message }) {
        const output = await call(() => feature('solana:signMessage').signMessage({ account: accountFor(address), message }), 'Error signing message')
        return first(output, 'signature').signature
      },
      ...(getFeature(wallet, 'solana:signTransaction')
        ? {
            async signTransaction({ address, transaction, chain }) {
              const output = await call(
                () => feature('solana:signTransaction').signTransaction({ account: accountFor(address), transaction, chain }),
                'Failed to sign transaction',
              )
              return first(output, 'signed transaction').signedTransaction
            },
          }
        : {}),
      ...(getFeature(wallet, 'solana:signAndSendTransaction')
        ? {
            async signAndSendTransaction({ address, transaction, chain }) {
              const output = await call(
                () =>
                  feature('solana:signAndSendTransaction').signAndSendTransaction({
                    account: accountFor(address),
                    transaction,
                    chain,
                    options: { commitment: 'confirmed', preflightCommitment: 'confirmed' },
                  }),
                'Failed to send transaction',
              )
              return first(output, 'signature').signature
            },
          }
        : {}),
    }
  })
}
