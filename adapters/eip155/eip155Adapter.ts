import type { Address, Hex } from 'viem'
import type { AdapterContext, ConnectResult } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { formatUnits } from '../../core/rules/decimal.ts'
import { ExecutionRevertedError } from '../../core/errors/ExecutionRevertedError.ts'
import { LatchError } from '../../core/errors/LatchError.ts'
import { connected, disconnected } from '../../core/events/connection.ts'
import { discovered } from '../../core/events/connectors.ts'
import type { ModalEvent } from '../../core/events/index.ts'
import { switched } from '../../core/events/networks.ts'
import { stripBidiControls } from '../../core/rules/stripBidiControls.ts'
import { toConnectionError } from '../../core/rules/toConnectionError.ts'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { chainIdOf } from './chainIdOf.ts'
import type { Connector, ConnectorContext, ConnectorUpdate, CreateConnectorFn } from './createConnector.ts'
import { eip1193Connector } from './eip1193Connector.ts'
import type { Eip1193Request } from './Eip1193Provider.ts'
import type { Eip155Window } from './Eip155Window.ts'
import { providerRequest } from './providerRequest.ts'
import { transferCall, type TransferCall } from './transferCall.ts'
import { watchAnnouncedProviders } from './watchAnnouncedProviders.ts'
import { maxFeePerGas, NATIVE_TRANSFER_GAS } from './gasFees.ts'
import { createConnectorRegistry, infoOf } from './connectorRegistry.ts'
import type { Eip155Adapter, Eip155AdapterOptions, ReadTransport } from './eip155AdapterTypes.ts'
import { toEvmAddress } from './toEvmAddress.ts'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import { createEip1193Provider } from '../../core/provider/eip1193Provider.ts'
import { InvalidParamsRpcError } from '../../core/errors/InvalidParamsRpcError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import { toProviderError } from './toProviderError.ts'

const NAMESPACE = 'eip155' as const

export type { Eip155Adapter, Eip155AdapterOptions, ReadTransport }

type Active = { connector: Connector; address: Address; chainId: number }

/**
 * App requests that act on a chain (SPEC.md §6 approval methods): the wallet is moved to the
 * request's network first, so a signature or transaction never lands on another chain.
 * personal_sign and the EIP-5792 status and capability queries are chain-free.
 */
const ON_CHAIN_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTypedData_v4', 'eth_sendUserOperation'])

/**
 * The eip155 adapter (`latch/eip155`): EIP-6963 and legacy `window.ethereum` discovery, connect
 * and silent reconnect, chain switching (adding the chain on 4902), `personal_sign`, native and
 * ERC-20 transfers, and an app's wallet requests (`request`: SPEC.md §6 approval methods and
 * EIP-5792, forwarded to the connected wallet of whatever kind). Wallet events become modal events: `accountsChanged` → `connection/connected`
 * (empty → `connection/disconnected`), `chainChanged` → `networks/switched`, `disconnect` →
 * `connection/disconnected`. Provider errors are the core's SPEC.md §8 classes.
 *
 * @example
 * import { createModal } from 'latch'
 * import { eip155Adapter } from 'latch/eip155'
 * const modal = createModal({ projectId, networks, adapters: [eip155Adapter()] })
 */
export function eip155Adapter(options: Eip155AdapterOptions = {}): Eip155Adapter {
  // An explicit `window: undefined` turns discovery off (server rendering, test connectors only).
  const win = 'window' in options ? options.window : (globalThis as { window?: Eip155Window }).window
  const announceTimeoutMs = options.announceTimeoutMs ?? 1000
  const registry = createConnectorRegistry()
  const add = (connector: Connector) => registry.add(connector, { setUp: emit !== undefined })
  let networks: readonly CaipNetwork[] = options.networks ?? []
  let emit: ((event: ModalEvent) => void) | undefined
  /** The modal's JSON-RPC transport (`AdapterContext.rpc`), once set up. */
  let contextRpc: AdapterContext['rpc'] | undefined
  let active: Active | undefined
  /** The chain our own `switchNetwork` is moving to: its `chainChanged` is reported by the core. */
  let switchingTo: number | undefined

  const caipAddressOf = (chainId: number, address: Address): CaipAddress => `${NAMESPACE}:${chainId}:${address}`
  // Injected and announced wallets hold externally owned accounts.
  const accountsOf = (accounts: readonly Address[]) => accounts.map((address) => ({ address, type: 'eoa' as const }))
  /**
   * SPEC.md §3 `user` accounts: the wallet's own typed list (an embedded wallet's smart account,
   * and whether it is deployed), else every account an eoa.
   */
  const typedAccountsOf = async (connector: Connector, accounts: readonly Address[]): Promise<Pick<ConnectResult, 'accounts' | 'smartAccountDeployed'>> => {
    if (!connector.getAccountTypes) return { accounts: accountsOf(accounts) }
    const typed = await connector.getAccountTypes()
    const deployed = typed.find((a) => a.type === 'smartAccount')?.deployed
    return { accounts: typed.map((a) => ({ address: a.address, type: a.type })), ...(deployed !== undefined ? { smartAccountDeployed: deployed } : {}) }
  }

  function onUpdate(connector: Connector, update: ConnectorUpdate): void {
    const current = active
    if (!current || current.connector !== connector) return
    switch (update.type) {
      case 'accountsChanged': {
        const [first] = update.accounts
        if (!first) {
          active = undefined
          emit?.(disconnected({ namespace: NAMESPACE }))
          return
        }
        if (first === current.address) return
        current.address = first
        const report = (typed: Pick<ConnectResult, 'accounts' | 'smartAccountDeployed'>) =>
          emit?.(connected({ connectorId: connector.id, namespace: NAMESPACE, caipAddress: caipAddressOf(current.chainId, first), ...typed }))
        if (!connector.getAccountTypes) return void report({ accounts: accountsOf(update.accounts) })
        // A wallet with typed accounts (the embedded one: an EOA and a smart account, SPEC.md §3)
        // says which this address is; reported unless the account moved on meanwhile.
        void typedAccountsOf(connector, update.accounts)
          .catch(() => ({ accounts: accountsOf(update.accounts) }))
          .then((typed) => active === current && current.address === first && report(typed))
        return
      }
      case 'chainChanged': {
        if (update.chainId === current.chainId) return
        current.chainId = update.chainId
        if (update.chainId === switchingTo) return
        emit?.(switched({ caipNetworkId: `${NAMESPACE}:${update.chainId}` }))
        return
      }
      case 'disconnected':
        active = undefined
        emit?.(disconnected({ namespace: NAMESPACE }))
        return
    }
  }

  function create(fn: CreateConnectorFn): Connector {
    let self: Connector | undefined
    const ctx: ConnectorContext = {
      get networks() {
        return networks
      },
      emit: (update) => {
        if (self) onUpdate(self, update)
      },
    }
    self = fn(ctx)
    return self
  }

  function requireActive(): Active {
    if (!active) throw new ConnectionError('Invalid connection status', { details: 'No eip155 wallet is connected' })
    return active
  }

  /**
   * The active wallet, switched to `chainId` first when it is elsewhere. Not suppressed: the
   * wallet's `chainChanged` tells the modal the network moved; a wallet that stays silent is
   * reported for (and its late echo is then no change).
   */
  async function activeOnChain(chainId: number, caipNetworkId: CaipNetworkId): Promise<Active> {
    const current = requireActive()
    if (current.chainId !== chainId) {
      await current.connector.switchChain({ chainId })
      if (current.chainId !== chainId) {
        current.chainId = chainId
        if (active === current) emit?.(switched({ caipNetworkId }))
      }
    }
    return current
  }

  /** Reads go to the given transport, else the modal's JSON-RPC transport, else the wallet. */
  function readerFor(caipNetworkId: CaipNetworkId, connector: Connector): { request: Eip1193Request } | undefined {
    const transport = typeof options.transport === 'function' ? options.transport(caipNetworkId) : options.transport
    if (transport) return transport
    try {
      const rpc = contextRpc?.(caipNetworkId)
      if (rpc) return { request: (args) => rpc.request(args) }
    } catch {
      // 'Network not found': the modal has no RPC URL for it; the wallet may still read.
    }
    return connector.request ? { request: connector.request } : undefined
  }

  /**
   * Runs an ERC-20 transfer as `eth_call` first: a transfer that would revert (not enough tokens)
   * fails here, before the wallet asks the user. Other read failures are left to the wallet.
   */
  async function checkCall(call: TransferCall, current: Active, caipNetworkId: CaipNetworkId): Promise<void> {
    const reader = readerFor(caipNetworkId, current.connector)
    if (!reader) return
    try {
      await providerRequest(reader, { method: 'eth_call', params: [{ from: current.address, to: call.to, data: call.data }, 'latest'] })
    } catch (error) {
      if (error instanceof ExecutionRevertedError) throw error
    }
  }

  for (const fn of options.connectors ?? []) registry.add(create(fn), { setUp: false, extra: true })

  const adapter: Eip155Adapter = {
    namespace: NAMESPACE,

    // The app's EIP-1193 provider (API.md `getProvider('eip155')`): in this entry, so a page without eip155 pays nothing for it.
    appProvider: createEip1193Provider,

    connectors: () => [...registry.list],

    setup(context: AdapterContext) {
      // The modal's networks win; a context without any keeps the networks of the options.
      if (context.networks.length > 0) networks = context.networks
      emit = context.emit
      contextRpc = context.rpc
      const found: Connector[] = []
      let batching = true
      const report = (connector: Connector | undefined) => {
        if (!connector) return
        if (batching) found.push(connector)
        else emit?.(discovered({ connectors: [infoOf(connector)] }))
      }
      registry.setUpAll()
      found.push(...registry.list)
      const stopWatching = win
        ? watchAnnouncedProviders(win, (detail) =>
            report(
              add(
                create(
                  eip1193Connector({
                    id: detail.info.rdns,
                    // A provider's label displays in the order it reads.
                    name: stripBidiControls(detail.info.name),
                    type: 'ANNOUNCED',
                    provider: detail.provider,
                    rdns: detail.info.rdns,
                    ...(detail.info.icon ? { icon: detail.info.icon } : {}),
                  }),
                ),
              ),
            ),
          )
        : () => undefined
      // The legacy provider only when no announced wallet is the same object (SPEC.md §3 INJECTED).
      const legacy = win?.ethereum
      if (legacy && typeof legacy.request === 'function') {
        report(add(create(eip1193Connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider: legacy }))))
      }
      batching = false
      if (found.length > 0) context.emit(discovered({ connectors: found.map(infoOf) }))

      return () => {
        stopWatching()
        // Discovered wallets are found again (and reported to the next modal) on the next setup.
        registry.tearDown()
        emit = undefined
        contextRpc = undefined
      }
    },

    async connect({ connectorId, caipNetworkId }) {
      const connector = await registry.find(connectorId, 0)
      if (!connector) throw new ConnectionError('Failed to connect', { details: `Unknown eip155 connector '${connectorId}'` })
      const chainId = caipNetworkId?.startsWith(`${NAMESPACE}:`) ? chainIdOf(caipNetworkId) : undefined
      let result: Awaited<ReturnType<Connector['connect']>>
      try {
        result = await connector.connect(chainId !== undefined ? { chainId } : {})
      } catch (error) {
        throw toConnectionError(error)
      }
      const [address] = result.accounts
      if (!address) throw new ConnectionError('Failed to connect', { details: 'The wallet granted no account' })
      active = { connector, address, chainId: result.chainId }
      return {
        caipAddress: caipAddressOf(result.chainId, address),
        ...(await typedAccountsOf(connector, result.accounts)),
      }
    },

    async reconnect({ connectorId }): Promise<ConnectResult | undefined> {
      const connector = await registry.find(connectorId, announceTimeoutMs)
      if (!connector) return undefined
      const accounts = await connector.getAccounts()
      const [address] = accounts
      if (!address) return undefined
      const chainId = await connector.getChainId()
      active = { connector, address, chainId }
      return {
        caipAddress: caipAddressOf(chainId, address),
        ...(await typedAccountsOf(connector, accounts)),
      }
    },

    // SPEC.md §4 eoa ⇄ smartAccount: a wallet with a switch of its own is asked; others use the listed account.
    async setPreferredAccountType({ type }) {
      const current = active
      if (!current?.connector.setPreferredAccountType) return undefined
      const address = await current.connector.setPreferredAccountType({ type })
      // Before the wallet's own accountsChanged, if any: the switch is reported once, by the core.
      current.address = address
      return { caipAddress: caipAddressOf(current.chainId, address), ...(await typedAccountsOf(current.connector, [address])) }
    },

    async disconnect() {
      const current = active
      // Forget first: the wallet's own `accountsChanged([])` must not be reported a second time.
      active = undefined
      await current?.connector.disconnect()
    },

    async switchNetwork(caipNetworkId) {
      const chainId = chainIdOf(caipNetworkId)
      const current = requireActive()
      switchingTo = chainId
      try {
        await current.connector.switchChain({ chainId })
      } finally {
        switchingTo = undefined
      }
      current.chainId = chainId
    },

    async signMessage({ message }) {
      const current = requireActive()
      return current.connector.signMessage({ message, account: current.address })
    },

    async sendTransfer(request) {
      const chainId = chainIdOf(request.caipNetworkId)
      const network = networks.find((n) => n.caipNetworkId === request.caipNetworkId)
      // Validate before asking the wallet anything (SPEC.md §5).
      const call = transferCall(request, network?.nativeCurrency.decimals ?? 18)
      const current = await activeOnChain(chainId, request.caipNetworkId)
      if (call.data) await checkCall(call, current, request.caipNetworkId)
      const hash = await current.connector.sendTransaction({ from: current.address, ...call, chainId })
      return { hash }
    },

    async sendTransaction(request) {
      const chainId = chainIdOf(request.caipNetworkId)
      if (!/^0x([0-9a-fA-F]{2})*$/.test(request.data) || (request.value !== undefined && !/^[0-9]+$/.test(request.value))) {
        throw new ValidationError('Invalid transaction', { details: 'data must be 0x-hex and value a whole number of wei' })
      }
      const to = toEvmAddress(request.to)
      const current = await activeOnChain(chainId, request.caipNetworkId)
      const value = request.value !== undefined && request.value !== '0' ? { value: BigInt(request.value) } : {}
      const hash = await current.connector.sendTransaction({ from: current.address, to, data: request.data as Hex, ...value, chainId })
      return { hash }
    },

    async request({ method, params, caipNetworkId }) {
      // EIP-1193: params are an array or an object; anything else is the app's mistake (-32602).
      if (params !== undefined && (params === null || typeof params !== 'object')) {
        throw new InvalidParamsRpcError({ details: `${method}: params must be an array or an object` })
      }
      const current = ON_CHAIN_METHODS.has(method) ? await activeOnChain(chainIdOf(caipNetworkId), caipNetworkId) : requireActive()
      const { connector } = current
      if (!connector.request) throw new UnsupportedProviderMethodError({ details: `${connector.name} takes no ${method} requests` })
      let result: unknown
      try {
        result = await connector.request(params === undefined ? { method } : { method, params })
      } catch (error) {
        // A custom connector may throw raw provider errors: the SPEC.md §8 code is kept either way.
        throw toProviderError(error)
      }
      // JSON-RPC has no undefined result (wallet_showCallsStatus answers nothing): null.
      return (result ?? null) as JsonValue
    },

    async getTransactionReceipt({ caipNetworkId, hash }) {
      const reader = readerFor(caipNetworkId, requireActive().connector)
      if (!reader) throw new LatchError('Network not found', { details: caipNetworkId })
      const receipt = (await providerRequest(reader, { method: 'eth_getTransactionReceipt', params: [hash] })) as { status?: string } | null
      if (!receipt) return undefined
      return { status: receipt.status === '0x0' ? 'reverted' : 'success' }
    },

    async estimateNativeFee({ caipNetworkId }) {
      const reader = readerFor(caipNetworkId, requireActive().connector)
      if (!reader) throw new LatchError('Network not supported for Gas Price', { details: caipNetworkId })
      const decimals = networks.find((n) => n.caipNetworkId === caipNetworkId)?.nativeCurrency.decimals ?? 18
      return formatUnits(NATIVE_TRANSFER_GAS * (await maxFeePerGas(reader)), decimals)
    },
  }
  return adapter
}
