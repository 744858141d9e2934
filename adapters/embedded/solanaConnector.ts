/**
 * The embedded wallet's Solana face (the secure site "signs and sends on the sandbox's
 * EVM chains and Solana node"): a Solana connector the solana adapter drives like any wallet, over
 * the same frame session as the eip155 one (SPEC.md §3: the AUTH connector serves each namespace).
 * Only its identity is here; what it does loads at its first call (./solanaCalls.ts), so the
 * `latch/embedded` entry does not grow with the Solana code a page may never use).
 */
import { once } from '../../core/lazy.ts'
import type { CreateConnectorFn } from '../solana/createConnector.ts'
import type { EmbeddedProvider } from './provider.ts'
import type { SolanaCalls } from './solanaCalls.ts'

/**
 * @example
 * const ew = embeddedWallet({ secureSiteOrigin, sdkUrl })
 * solanaAdapter({ connectors: [ew.solana] }) // ew.solana is embeddedSolanaConnector(ew.provider, …)
 */
export function embeddedSolanaConnector(provider: EmbeddedProvider, identity: { id: string; name: string }): CreateConnectorFn {
  return (context) => {
    let loaded: SolanaCalls | undefined
    const calls = once(() => import('./solanaCalls.ts').then((m) => (loaded = m.solanaCalls(provider, context))))
    return {
      id: identity.id,
      name: identity.name,
      type: 'AUTH',
      // None named: the adapter hands over each network's CAIP-2 id, which the secure site knows.
      chains: [],
      // Not loaded yet: never connected, so no account to drop.
      setup: () => provider.onSignedOut((from) => loaded?.signedOut(from)),
      connect: async (parameters) => (await calls()).connect(parameters),
      disconnect: async () => (await calls()).disconnect(),
      getAccounts: () => loaded?.getAccounts() ?? [],
      signMessage: async (parameters) => (await calls()).signMessage(parameters),
      signTransaction: async (parameters) => (await calls()).signTransaction(parameters),
      signAllTransactions: async (parameters) => (await calls()).signAllTransactions(parameters),
      signAndSendTransaction: async (parameters) => (await calls()).signAndSendTransaction(parameters),
    }
  }
}
