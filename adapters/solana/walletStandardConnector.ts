import { isRdns, walletConnectorId } from '../../core/rules/walletConnectorId.ts'
import { stripBidiControls } from '../../core/rules/stripBidiControls.ts'
import { createConnector, type CreateConnectorFn } from './createConnector.ts'
import { loadSolanaActions } from './loadSolanaActions.ts'
import { getFeature, isSolanaAccount, toAccount, type StandardConnectorState, type StandardWallet } from './walletStandard.ts'

/**
 * The connector of a Wallet Standard wallet (Phantom, Solflare, Backpack, the Latch dev wallet…):
 * type ANNOUNCED, named like the wallet, its icon as `imageUrl`. Its id is the wallet's on every
 * namespace (`walletConnectorId`): the rdns given (the adapter passes the EIP-6963 twin's),
 * else a slug of the name. `standard:events` `change` with accounts is reported to the adapter.
 * Its identity and events are set up at once (the wallet list shows it); the calls into the wallet
 * load with the adapter's actions at the first connect (./walletStandardCalls.ts).
 *
 * @example
 * solanaAdapter({ connectors: [walletStandardConnector(wallet, { rdns: 'dev.latch.wallet' })] })
 */
export function walletStandardConnector(wallet: StandardWallet, options: { rdns?: string | undefined } = {}): CreateConnectorFn {
  const rdns = isRdns(options.rdns) ? options.rdns : undefined
  // The wallet's label displays in the order it reads (no bidi overrides).
  const name = stripBidiControls(wallet.name)
  return createConnector((context) => {
    const state: StandardConnectorState = { wallet, accounts: (wallet.accounts ?? []).filter(isSolanaAccount) }
    const calls = async () => (await loadSolanaActions()).standardCall
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
          state.accounts = properties.accounts.filter(isSolanaAccount)
          context.onAccountsChanged(state.accounts.map(toAccount))
        })
        return typeof off === 'function' ? off : () => {}
      },
      connect: async (parameters) => (await calls()).connect(state, parameters),
      async disconnect() {
        state.accounts = []
        await (await calls()).disconnect(state)
      },
      getAccounts: () => state.accounts.map(toAccount),
      signMessage: async (parameters) => (await calls()).signMessage(state, parameters),
      ...(getFeature(wallet, 'solana:signTransaction')
        ? {
            signTransaction: async (parameters) => (await calls()).signTransaction(state, parameters),
            signAllTransactions: async (parameters) => (await calls()).signAllTransactions(state, parameters),
          }
        : {}),
      ...(getFeature(wallet, 'solana:signAndSendTransaction') ? { signAndSendTransaction: async (parameters) => (await calls()).signAndSendTransaction(state, parameters) } : {}),
    }
  })
}
