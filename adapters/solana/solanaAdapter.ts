// Types only: web3.js itself loads with ./solanaNode.ts when a Solana action needs the node (issue 9).
import type { Commitment, Connection } from '@solana/web3.js'
import type { Adapter, AdapterContext, ConnectResult, TransferRequest } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { LatchError } from '../../core/errors/LatchError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import { connected, disconnected } from '../../core/events/connection.ts'
import { discovered } from '../../core/events/connectors.ts'
import { formatUnits } from '../../core/rules/decimal.ts'
import { isIdenticalConnector } from '../../core/rules/isIdenticalConnector.ts'
import { isUserRejection } from '../../core/rules/toConnectionError.ts'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { base58Encode } from './base58.ts'
import type { CreateConnectorFn, SolanaAccount, SolanaConnector } from './createConnector.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { loadSolanaNode } from './loadSolanaNode.ts'
import { parseUnits } from './parseUnits.ts'
import { toWalletChain } from './toWalletChain.ts'
import { toNodeError } from './toNodeError.ts'
import { toWalletError } from './toWalletError.ts'
import type { StandardWallet } from './walletStandard.ts'
import { walletStandardConnector } from './walletStandardConnector.ts'
import { watchAnnouncedRdns } from './announcedRdns.ts'
import { isRdns } from '../../core/rules/walletConnectorId.ts'
import { watchStandardWallets, type StandardWalletsWindow } from './watchStandardWallets.ts'

/**
 * Options of `solanaAdapter`.
 *
 * @example
 * solanaAdapter({ rpcUrl: 'https://rpc.example', wsEndpoint: 'wss://rpc.example', connectors: [testConnector()] })
 */
export type SolanaAdapterOptions = {
  /** Window to discover Wallet Standard wallets in (default `globalThis.window`; none: no discovery). */
  window?: StandardWalletsWindow
  /** HTTP JSON-RPC endpoint for every network (default: each network's `rpcUrls.default.http[0]`). */
  rpcUrl?: string
  /**
   * WebSocket endpoint for confirmations (default: the network's `rpcUrls.default.webSocket[0]`,
   * else the HTTP endpoint with a ws scheme on the same port — web3.js would guess port + 1).
   */
  wsEndpoint?: string
  /** Builds the web3.js `Connection` of a network; overrides `rpcUrl` and `wsEndpoint`. */
  connection?: (network: CaipNetwork) => Connection
  /**
   * The Solana networks served, used when the modal hands the adapter none (default: the modal's
   * configured Solana networks, `AdapterContext.networks`).
   */
  networks?: CaipNetwork[]
  /** Extra connectors (the test connector, a host's own), reported before the discovered ones. */
  connectors?: CreateConnectorFn[]
  /** How long a silent reconnect waits for its wallet to register (ms, default 1000). */
  reconnectTimeout?: number
  /** Commitment transfers are confirmed at (default `confirmed`). */
  commitment?: Commitment
}

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
const MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_DECIMALS = 9
/**
 * Token addresses that stand for native SOL in balance lists: the placeholder the blockchain
 * service (and Reown's) gives the native coin, and the system program. The real wrapped-SOL mint
 * (…112) is an SPL token and stays one.
 */
const NATIVE_SOL_ADDRESSES = new Set(['So11111111111111111111111111111111111111111', '11111111111111111111111111111111'])

type Active = { connector: SolanaConnector; address: string; caipNetworkId: CaipNetworkId }

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
  const connections = new Map<string, Connection>()
  const waiters = new Set<() => void>()
  let context: AdapterContext | undefined
  let active: Active | undefined

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
      if (active?.connector === connector) {
        active = undefined
        context?.emit(disconnected({ namespace: NAMESPACE }))
      }
    }
  }

  function onAccountsChanged(connector: SolanaConnector, accounts: readonly SolanaAccount[]): void {
    // Only the connected wallet speaks for the session; the change a connect itself causes
    // arrives before `active` is set and is covered by the connect's own outcome.
    if (!context || active?.connector !== connector) return
    const [first] = accounts
    if (!first) {
      active = undefined
      context.emit(disconnected({ namespace: NAMESPACE }))
      return
    }
    if (accounts.some((a) => a.address === active!.address)) return
    active = { ...active, address: first.address }
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

  function networkIdFor(caipNetworkId: CaipNetworkId | undefined): CaipNetworkId {
    const id = caipNetworkId ?? active?.caipNetworkId ?? networks()[0]?.caipNetworkId ?? MAINNET
    if (!id.startsWith(`${NAMESPACE}:`)) throw new ValidationError('Network not found', { details: `${id} is not a Solana network` })
    return id
  }

  function configuredNetwork(caipNetworkId: CaipNetworkId, message: string): CaipNetwork {
    const network = networks().find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new ValidationError(message, { details: `${caipNetworkId} is not a configured Solana network` })
    return network
  }

  async function connectionFor(network: CaipNetwork): Promise<Connection> {
    const known = connections.get(network.caipNetworkId)
    if (known) return known
    let connection: Connection
    if (options.connection) connection = options.connection(network)
    else {
      const http = options.rpcUrl ?? network.rpcUrls.default.http[0]
      if (!http) throw new LatchError('Network has no RPC URL', { details: network.caipNetworkId })
      const ws = options.wsEndpoint ?? network.rpcUrls.default.webSocket?.[0] ?? http.replace(/^http/, 'ws')
      const node = await loadSolanaNode()
      connection = connections.get(network.caipNetworkId) ?? node.createConnection(http, { commitment: options.commitment ?? 'confirmed', wsEndpoint: ws })
    }
    connections.set(network.caipNetworkId, connection)
    return connection
  }

  // Custom connectors may throw anything: wallet failures leave as the core's families (4001 …).
  async function wallet<T>(run: () => Promise<T>, action: string): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toWalletError(error, action)
    }
  }
  async function node<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toNodeError(error)
    }
  }

  function requireActive(): Active {
    if (!active) throw new ConnectionError('Invalid connection status', { details: 'No Solana wallet is connected' })
    return active
  }

  function toResult(accounts: readonly SolanaAccount[], address: string, caipNetworkId: CaipNetworkId): ConnectResult {
    return {
      caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
      accounts: accounts.map((a) => ({ address: a.address, type: 'eoa' as const })),
    }
  }

  const adapter: SolanaAdapter = {
    namespace: NAMESPACE,

    setup(ctx) {
      context = ctx
      addConnectors(options.connectors ?? [])
      const win = options.window ?? (globalThis as { window?: StandardWalletsWindow }).window
      if (win) {
        // Before the Wallet Standard wallets: their own rdns, else their EVM twins', become their ids (issue 9).
        const twins = watchAnnouncedRdns(win)
        teardowns.push(twins.stop)
        teardowns.push(
          watchStandardWallets(win, {
            onRegister(wallets) {
              const solana = wallets.filter(isSolanaWallet)
              addConnectors(solana.map((w) => walletStandardConnector(w, { rdns: isRdns(w.rdns) ? w.rdns : twins.rdnsFor(w.name) })), solana)
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
        active = undefined
        context = undefined
        for (const wake of [...waiters]) wake()
      }
    },

    async connect({ connectorId, caipNetworkId }) {
      const connector = findConnector(connectorId)
      if (!connector) throw new ConnectionError('Failed to connect', { details: `No Solana connector ${connectorId}` })
      const networkId = networkIdFor(caipNetworkId)
      const accounts = await wallet(() => connector.connect(), 'Failed to connect')
      const [first] = accounts
      if (!first) throw new ConnectionError('Failed to connect', { details: `${connector.name} granted no Solana account` })
      active = { connector, address: first.address, caipNetworkId: networkId }
      return toResult(accounts, first.address, networkId)
    },

    async reconnect({ connectorId, caipNetworkId }) {
      const connector = await waitForConnector(connectorId)
      if (!connector) return undefined
      const networkId = networkIdFor(caipNetworkId)
      let accounts: readonly SolanaAccount[]
      try {
        accounts = await wallet(() => connector.connect({ silent: true }), 'Failed to connect')
      } catch (error) {
        // A wallet that wants a prompt for this is a wallet that no longer grants access silently.
        if (isUserRejection(error)) return undefined
        throw error
      }
      const [first] = accounts
      if (!first) return undefined
      active = { connector, address: first.address, caipNetworkId: networkId }
      return toResult(accounts, first.address, networkId)
    },

    async disconnect() {
      const current = active
      if (!current) return
      // Cleared first: the wallet's own `change` to no accounts is this disconnect, not news.
      active = undefined
      try {
        await current.connector.disconnect()
      } catch (error) {
        active = current
        throw toWalletError(error, 'Failed to disconnect')
      }
    },

    async switchNetwork(caipNetworkId) {
      // Wallet Standard wallets have no "switch": every request names its chain. Only check it.
      configuredNetwork(caipNetworkId, 'Network not found')
      if (active) active = { ...active, caipNetworkId }
    },

    async signMessage({ message }) {
      const { connector, address } = requireActive()
      const signature = await wallet(() => connector.signMessage({ address, message: new TextEncoder().encode(message) }), 'Error signing message')
      return base58Encode(signature)
    },

    async sendTransfer(transferRequest: TransferRequest) {
      const { connector, address } = requireActive()
      const { token: requestedToken, ...rest } = transferRequest
      const request: TransferRequest = requestedToken && !NATIVE_SOL_ADDRESSES.has(requestedToken.address) ? transferRequest : rest
      const network = configuredNetwork(request.caipNetworkId, 'Unsupported chain')
      if (!request.to || !request.amount) throw new ValidationError('An amount and receiver address are required')
      // SPEC.md §5, checked before the wallet is asked: a bad receiver never reaches a prompt.
      if (!isSolanaAddress(request.to)) throw new ValidationError('Invalid receiver address', { details: `'${request.to.slice(0, 80)}' is not a Solana address` })
      if (request.token && !isSolanaAddress(request.token.address)) {
        throw new ValidationError('Invalid token address', { details: `'${request.token.address.slice(0, 80)}' is not a Solana address` })
      }
      const amount = parseUnits(request.amount, request.token ? request.token.decimals : SOL_DECIMALS)
      if (amount <= 0n) throw new ValidationError('Invalid amount', { details: 'the amount must be more than 0' })
      if (!connector.signAndSendTransaction && !connector.signTransaction) throw new UnsupportedProviderMethodError({ details: `${connector.name} cannot sign transactions` })

      const [solanaNode, connection] = await Promise.all([loadSolanaNode(), connectionFor(network)])
      const commitment = options.commitment ?? 'confirmed'
      const prepared = await node(() =>
        solanaNode.prepareTransfer({
          connection,
          from: address,
          to: request.to,
          amount,
          ...(request.token ? { token: { address: request.token.address, decimals: request.token.decimals } } : {}),
        }),
      )
      const transfer = { address, transaction: prepared.transaction, chain: toWalletChain(network.caipNetworkId, connector.chains) }
      let signature: string
      if (connector.signAndSendTransaction) {
        signature = base58Encode(await wallet(() => connector.signAndSendTransaction!(transfer), 'Failed to send transaction'))
      } else {
        // Fallback for wallets that only sign: the adapter sends what they signed.
        const signed = await wallet(() => connector.signTransaction!(transfer), 'Failed to sign transaction')
        signature = await node(() => solanaNode.sendSigned(connection, signed, commitment))
      }
      await node(() => solanaNode.confirmTransfer(connection, signature, prepared, commitment))
      return { hash: signature }
    },

    /** The fee the node asks for a one-signature SOL transfer (`getFeeForMessage`), in SOL. */
    async estimateNativeFee({ caipNetworkId, to }) {
      const { address } = requireActive()
      const network = configuredNetwork(caipNetworkId, 'Unsupported chain')
      const [solanaNode, connection] = await Promise.all([loadSolanaNode(), connectionFor(network)])
      const receiver = to && isSolanaAddress(to) ? to : address
      const lamports = await node(() => solanaNode.nativeTransferFee(connection, address, receiver))
      return formatUnits(lamports, SOL_DECIMALS)
    },

    getConnectors: () => [...connectors],

    async getConnection(caipNetworkId) {
      return connectionFor(configuredNetwork(caipNetworkId, 'Network not found'))
    },
  }
  return adapter
}
