import { createSolanaSigner } from '../../core/provider/solanaSigner.ts'
// Types only: web3.js itself loads with ./solanaNode.ts when a Solana action needs the node.
import type { Connection } from '@solana/web3.js'
import type { Adapter, AdapterContext } from '../../core/adapter.ts'
import { connected, disconnected } from '../../core/events/connection.ts'
import { discovered } from '../../core/events/connectors.ts'
import { isIdenticalConnector } from '../../core/rules/isIdenticalConnector.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import type { CreateConnectorFn, SolanaAccount, SolanaConnector } from './createConnector.ts'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { loadSolanaActions } from './loadSolanaActions.ts'
import { loadWeb3 } from './loadWeb3.ts'
import type { SolanaSession } from './solanaSession.ts'
import type { StandardWallet } from './walletStandard.ts'
import { walletStandardConnector } from './walletStandardConnector.ts'
import { watchAnnouncedRdns } from './announcedRdns.ts'
import { isRdns } from '../../core/rules/walletConnectorId.ts'
import { watchStandardWallets, type StandardWalletsWindow } from './watchStandardWallets.ts'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.ts'

export type { SolanaAdapterOptions }

/**
 * The Solana adapter: the core's `Adapter` plus read access for hosts and tests.
 *
 * @example
 * const adapter: SolanaAdapter = solanaAdapter()
 * adapter.getConnectors().map((c) => c.name) // ['Phantom', …] once discovered
 */
export type SolanaAdapter = Adapter & {
  readonly namespace: 'solana'
  /** The connectors known now (configured ones, then discovered wallets). */
  getConnectors(): readonly SolanaConnector[]
  /**
   * The web3.js connection the adapter uses for a configured network (asynchronous: web3.js loads
   * with the first Solana action that needs the node).
   */
  getConnection(caipNetworkId: CaipNetworkId): Promise<Connection>
}

const NAMESPACE = 'solana'

function toInfo(connector: SolanaConnector) {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: NAMESPACE,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.info ? { info: { ...connector.info } } : {}),
  } as const
}

/**
 * `latch/solana`: Wallet Standard discovery, connect, sign and SOL / SPL transfers with
 * @solana/web3.js 1.x. Wallets are reported as events (`connectors/discovered`, and account
 * changes as `connection/connected` / `connection/disconnected`); the adapter never writes state.
 *
 * @example
 * import { createModal } from 'latch'
 * import { solanaAdapter } from 'latch/solana'
 * const modal = createModal({ projectId, networks: [solanaMainnet], adapters: [solanaAdapter()] })
 * await modal.connect('app.phantom') // one id per wallet: Phantom's rdns on eip155 and solana
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const connectors: SolanaConnector[] = []
  const teardowns: (() => void)[] = []
  const connectorTeardowns = new Map<SolanaConnector, () => void>()
  const byWallet = new Map<StandardWallet, SolanaConnector>()
  const waiters = new Set<() => void>()
  let context: AdapterContext | undefined

  /** Creates and keeps connectors, skipping identical ones (SPEC.md §5), and reports the new. */
  function addConnectors(creates: CreateConnectorFn[], wallets?: StandardWallet[]): void {
    const added: SolanaConnector[] = []
    creates.forEach((create, i) => {
      const connector: SolanaConnector = create({ onAccountsChanged: (accounts) => onAccountsChanged(connector, accounts) })
      if (connectors.some((c) => isIdenticalConnector(toInfo(c), toInfo(connector)))) return
      connectors.push(connector)
      added.push(connector)
      const wallet = wallets?.[i]
      if (wallet) byWallet.set(wallet, connector)
      const teardown = connector.setup?.()
      if (teardown) connectorTeardowns.set(connector, teardown)
    })
    if (added.length === 0 || !context) return
    context.emit(discovered({ connectors: added.map(toInfo) }))
    for (const wake of [...waiters]) wake()
  }

  function removeWallets(wallets: StandardWallet[]): void {
    for (const wallet of wallets) {
      const connector = byWallet.get(wallet)
      if (!connector) continue
      byWallet.delete(wallet)
      connectors.splice(connectors.indexOf(connector), 1)
      connectorTeardowns.get(connector)?.()
      connectorTeardowns.delete(connector)
      // The connected wallet left the page: nothing can sign for that account any more.
      if (session.active?.connector === connector) {
        session.active = undefined
        context?.emit(disconnected({ namespace: NAMESPACE }))
      }
    }
  }

  function onAccountsChanged(connector: SolanaConnector, accounts: readonly SolanaAccount[]): void {
    // Only the connected wallet speaks for the session; the change a connect itself causes
    // arrives before `active` is set and is covered by the connect's own outcome.
    if (!context || session.active?.connector !== connector) return
    const [first] = accounts
    if (!first) {
      session.active = undefined
      context.emit(disconnected({ namespace: NAMESPACE }))
      return
    }
    const active = session.active
    if (accounts.some((a) => a.address === active.address)) return
    session.active = { ...active, address: first.address }
    context.emit(connected({ connectorId: connector.id, namespace: NAMESPACE, caipAddress: `${active.caipNetworkId}:${first.address}` }))
  }

  /** By id; a session saved when Wallet Standard connectors were named by their wallet's name still finds its wallet. */
  function findConnector(connectorId: string): SolanaConnector | undefined {
    return connectors.find((c) => c.id === connectorId) ?? connectors.find((c) => c.type === 'ANNOUNCED' && c.name === connectorId)
  }

  /** A silent reconnect may run before a slow wallet script registered: wait a little for it. */
  function waitForConnector(connectorId: string): Promise<SolanaConnector | undefined> {
    const found = findConnector(connectorId)
    if (found || !context) return Promise.resolve(found)
    return new Promise((resolve) => {
      const done = (connector: SolanaConnector | undefined): void => {
        clearTimeout(timer)
        waiters.delete(wake)
        resolve(connector)
      }
      const wake = (): void => {
        const connector = findConnector(connectorId)
        if (connector || !context) done(connector)
      }
      const timer = setTimeout(() => done(undefined), options.reconnectTimeout ?? 1000)
      waiters.add(wake)
    })
  }

  // The modal's list wins; `options.networks` covers a context without one (core's adapters
  // epic currently sets adapters up before `app/initialized`, with an empty list).
  function networks(): readonly CaipNetwork[] {
    const fromModal = context?.networks ?? []
    return (fromModal.length > 0 ? fromModal : (options.networks ?? [])).filter((n) => n.chainNamespace === NAMESPACE)
  }

  // What the actions (loaded at the first connect) share with discovery.
  const session: SolanaSession = { options, active: undefined, connections: new Map(), findConnector, waitForConnector, networks }

  // web3.js, once loaded: `publicKey` is synchronous (the app's signer reads it as a property), so
  // a connect loads web3.js beside the wallet's prompt. Dynamic, never in the entry (a page pays for web3.js only when it connects); a
  // page without web3.js still connects, and `publicKey` is then `undefined`.
  let web3: typeof import('@solana/web3.js') | undefined
  const withWeb3 = async <T>(connecting: Promise<T>): Promise<T> => {
    const [result] = await Promise.all([
      connecting,
      web3
        ? undefined
        : loadWeb3().then(
            (m) => void (web3 = m),
            () => undefined,
          ),
    ])
    return result
  }

  const adapter: SolanaAdapter = {
    namespace: NAMESPACE,
    // The app's signer (API.md `getProvider('solana')`): in this entry, so a page without Solana pays nothing for it.
    appProvider: createSolanaSigner,

    setup(ctx) {
      context = ctx
      addConnectors(options.connectors ?? [])
      const win = options.window ?? (globalThis as { window?: StandardWalletsWindow }).window
      if (win) {
        // Before the Wallet Standard wallets: their own rdns, else their EVM twins', become their ids.
        const twins = watchAnnouncedRdns(win)
        teardowns.push(twins.stop)
        teardowns.push(
          watchStandardWallets(win, {
            onRegister(wallets) {
              const solana = wallets.filter(isSolanaWallet)
              addConnectors(
                solana.map((w) => walletStandardConnector(w, { rdns: isRdns(w.rdns) ? w.rdns : twins.rdnsFor(w.name) })),
                solana,
              )
            },
            onUnregister: removeWallets,
          }),
        )
      }
      return () => {
        for (const teardown of teardowns.splice(0).reverse()) teardown()
        for (const teardown of connectorTeardowns.values()) teardown()
        connectorTeardowns.clear()
        connectors.length = 0
        byWallet.clear()
        session.active = undefined
        context = undefined
        for (const wake of [...waiters]) wake()
      }
    },

    // Connecting, signing and transfers load at the first of them (./solanaActions.ts).
    connect: (parameters) => withWeb3(loadSolanaActions().then((actions) => actions.connect(session, parameters))),
    reconnect: (parameters) => withWeb3(loadSolanaActions().then((actions) => actions.reconnect(session, parameters))),
    disconnect: async () => (await loadSolanaActions()).disconnect(session),
    switchNetwork: async (caipNetworkId) => (await loadSolanaActions()).switchNetwork(session, caipNetworkId),
    signMessage: async (parameters) => (await loadSolanaActions()).signMessage(session, parameters),
    sendTransfer: async (request) => (await loadSolanaActions()).sendTransfer(session, request),
    /** The fee the node asks for a one-signature SOL transfer (`getFeeForMessage`), in SOL. */
    estimateNativeFee: async (parameters) => (await loadSolanaActions()).estimateNativeFee(session, parameters),
    /** SPEC.md §6 Solana signing methods on the connected wallet, whatever its kind (./walletRequest.ts). */
    request: async (request) => (await loadSolanaActions()).walletRequest(session, request),
    /** web3.js's `PublicKey` of `address`; `undefined` before web3.js loaded, without it, or for a bad address. */
    publicKey(address) {
      try {
        return web3 ? new web3.PublicKey(address) : undefined
      } catch {
        return undefined
      }
    },

    getConnectors: () => [...connectors],

    getConnection: async (caipNetworkId) => (await loadSolanaActions()).getConnection(session, caipNetworkId),
  }
  return adapter
}
