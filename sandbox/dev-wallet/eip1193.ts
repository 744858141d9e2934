/**
 * The dev wallet's EVM half: an EIP-1193 provider backed by viem local accounts (the standard
 * anvil test mnemonic), signing locally and forwarding reads to the RPC URL of the current chain.
 */
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import { mnemonicToSeedSync } from '@scure/bip39'
import type { Address, HDAccount } from 'viem'
import { Emitter } from './emitter.ts'
import { CHAIN_DISCONNECTED, DISCONNECTED, INVALID_PARAMS, ProviderRpcError, UNAUTHORIZED, UNRECOGNIZED_CHAIN, UNSUPPORTED_METHOD, USER_REJECTED } from './errors.ts'
import { personalSign, sendTransaction, signTypedData, type EvmWalletContext } from './evmRequests.ts'
import { hexChain, parseChainId } from './evmValues.ts'
import { createCallBundles } from './callBundles.ts'
import type { Prompter } from './prompt.ts'

/** The standard test mnemonic of anvil and hardhat: accounts funded with 10,000 ETH. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

import type { DevWalletChain } from './devWalletChain.ts'

export type { DevWalletChain }

/** An EIP-1193 request: method and params. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The EIP-1193 provider the dev wallet announces. */
export interface DevWalletEthereumProvider {
  readonly isLatchDevWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): DevWalletEthereumProvider
  removeListener(event: string, listener: (...args: unknown[]) => void): DevWalletEthereumProvider
}

export interface EvmProviderOptions {
  chains: DevWalletChain[]
  defaultChainId?: number
  mnemonic?: string
  accountCount?: number
  prompter: Prompter
  fetch: typeof fetch
  /**
   * Where the wallet remembers, like a real one, that this site is connected and on which chain,
   * so a page reload finds it still connected (eth_accounts) without a prompt.
   */
  memory?: WalletMemory
}

/** A tiny key-value memory (window.localStorage fits). */
export type WalletMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
const EVM_MEMORY_KEY = 'latch-dev-wallet:evm'

export interface EvmProviderControl {
  provider: DevWalletEthereumProvider
  accounts: Address[]
  readonly chainId: number
  readonly connected: boolean
  /** Makes another account the selected one (first in eth_accounts) and emits accountsChanged. */
  selectAccount(index: number): void
  /** Simulates the wallet losing every chain: emits `disconnect` (4900); requests fail with 4900. */
  disconnect(): void
  /** Ends the simulated outage: emits `connect`. */
  reconnect(): void
}

// Methods the wallet answers itself or refuses; every other eth_/net_/web3_ call is forwarded.
const REFUSED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendUserOperation',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_coinbase',
  'eth_mining',
  'eth_hashrate',
])
const FORWARDED_PREFIXES = ['eth_', 'net_', 'web3_']

function paramsArray(args: RequestArguments): readonly unknown[] {
  if (args.params === undefined) return []
  if (!Array.isArray(args.params)) throw new ProviderRpcError(INVALID_PARAMS, `${args.method}: params must be an array`)
  return args.params
}

// The BIP-39 seed costs a 2048-round PBKDF2; derive it once per mnemonic, not once per account.
const masterKeys = new Map<string, HDKey>()
function masterKey(mnemonic: string): HDKey {
  let key = masterKeys.get(mnemonic)
  if (!key) masterKeys.set(mnemonic, (key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))))
  return key
}

/** Creates the EIP-1193 provider and its test controls. */
export function createEvmProvider(options: EvmProviderOptions): EvmProviderControl {
  if (options.chains.length === 0) throw new Error('dev wallet: at least one EVM chain is needed')
  const chains = new Map(options.chains.map((c) => [c.chainId, { ...c }]))
  const root = masterKey(options.mnemonic ?? ANVIL_MNEMONIC)
  const hdAccounts: HDAccount[] = Array.from({ length: options.accountCount ?? 10 }, (_, i) => hdKeyToAccount(root, { addressIndex: i }))
  const addresses = hdAccounts.map((a) => a.address)
  const emitter = new Emitter()
  let chainId = options.defaultChainId ?? options.chains[0]!.chainId
  if (!chains.has(chainId)) throw new Error(`dev wallet: default chain ${chainId} is not configured`)
  let selected = 0
  let connected = false
  let outage = false
  const remembered = readMemory(options.memory)
  if (remembered?.connected) connected = true
  if (remembered?.chainId !== undefined && chains.has(remembered.chainId)) chainId = remembered.chainId
  const remember = () => (connected ? options.memory?.setItem(EVM_MEMORY_KEY, JSON.stringify({ connected, chainId })) : options.memory?.removeItem(EVM_MEMORY_KEY))
  // An extension's permission and chain belong to the browser, not to one tab: another tab of the
  // origin may have connected, switched or disconnected since (SPEC.md §3 Connection, tabs in sync),
  // so eth_accounts, what a silent reconnect asks, reads the memory again (the origin's localStorage).
  const recall = () => {
    if (!options.memory || connecting) return
    const now = readMemory(options.memory)
    connected = Boolean(now?.connected)
    if (now?.chainId !== undefined && chains.has(now.chainId)) chainId = now.chainId
  }
  let rpcId = 0

  // Like a wallet with one account permitted: the selected one.
  const exposed = (): Address[] => (connected ? [addresses[selected]!] : [])

  function accountFor(address: unknown): HDAccount {
    if (!connected) throw new ProviderRpcError(UNAUTHORIZED)
    if (typeof address !== 'string') throw new ProviderRpcError(INVALID_PARAMS, 'Expected an address')
    const account = hdAccounts[selected]!
    if (account.address.toLowerCase() !== address.toLowerCase()) throw new ProviderRpcError(UNAUTHORIZED, `Account ${address} is not authorized by the user`)
    return account
  }

  async function forward(method: string, params: readonly unknown[], on: number = chainId): Promise<unknown> {
    const chain = chains.get(on)
    if (!chain) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${hexChain(on)}"`)
    let response: Response
    try {
      response = await options.fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
      })
    } catch (error) {
      throw new ProviderRpcError(CHAIN_DISCONNECTED, `Chain ${on} RPC unreachable: ${(error as Error).message}`)
    }
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      body = (await response.json()) as typeof body
    } catch {
      throw new ProviderRpcError(CHAIN_DISCONNECTED, `Chain ${on} RPC answered HTTP ${response.status} without JSON`)
    }
    if (body.error) {
      const code = typeof body.error.code === 'number' ? body.error.code : -32603
      throw new ProviderRpcError(code, typeof body.error.message === 'string' ? body.error.message : 'RPC error', body.error.data)
    }
    return body.result
  }

  async function ask(kind: string, title: string, details: [string, string][], payload?: string): Promise<void> {
    const ok = await options.prompter.ask({ kind, title, details, payload })
    if (!ok) throw new ProviderRpcError(USER_REJECTED)
  }

  // Concurrent eth_requestAccounts calls share one prompt instead of stacking several.
  let connecting: Promise<void> | null = null
  async function requestAccounts(): Promise<Address[]> {
    if (!connected) {
      connecting ??= ask('connect', 'Connect', [
        ['Account', addresses[selected]!],
        ['Chain', `${chains.get(chainId)?.name ?? 'EVM'} (${chainId})`],
      ])
        .then(() => {
          connected = true
          remember()
          emitter.emit('accountsChanged', exposed())
        })
        .finally(() => {
          connecting = null
        })
      await connecting
    }
    return exposed()
  }

  const bundles = createCallBundles()
  const context: EvmWalletContext = {
    get chainId() {
      return chainId
    },
    chains,
    accountFor,
    selectedAddress: () => addresses[selected]!,
    ask,
    forward,
  }

  function switchChain(params: readonly unknown[]): null {
    const request = params[0] as { chainId?: unknown } | undefined
    const target = parseChainId(request?.chainId)
    if (!chains.has(target)) {
      throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${hexChain(target)}". Try adding the chain using wallet_addEthereumChain first.`)
    }
    if (target !== chainId) {
      chainId = target
      remember()
      emitter.emit('chainChanged', hexChain(chainId))
    }
    return null
  }

  function addChain(params: readonly unknown[]): null {
    const request = params[0] as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown; nativeCurrency?: unknown } | undefined
    const id = parseChainId(request?.chainId)
    const rpcUrls = request?.rpcUrls
    if (!Array.isArray(rpcUrls) || typeof rpcUrls[0] !== 'string' || !/^https?:\/\//.test(rpcUrls[0])) {
      throw new ProviderRpcError(INVALID_PARAMS, 'wallet_addEthereumChain: rpcUrls must hold at least one http(s) URL')
    }
    if (typeof request?.chainName !== 'string' || !request.chainName) throw new ProviderRpcError(INVALID_PARAMS, 'wallet_addEthereumChain: chainName is required')
    const currency = request.nativeCurrency as DevWalletChain['nativeCurrency'] | undefined
    if (currency && (typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number')) {
      throw new ProviderRpcError(INVALID_PARAMS, 'wallet_addEthereumChain: nativeCurrency needs symbol and decimals')
    }
    if (!chains.has(id)) chains.set(id, { chainId: id, rpcUrl: rpcUrls[0], name: request.chainName, ...(currency ? { nativeCurrency: currency } : {}) })
    return null
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw new ProviderRpcError(INVALID_PARAMS, 'Expected { method: string, params?: unknown[] }')
    }
    const { method } = args
    const params = paramsArray(args)
    if (outage) throw new ProviderRpcError(DISCONNECTED)
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        recall()
        return exposed()
      case 'eth_chainId':
        return hexChain(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign':
        return personalSign(context, params)
      case 'eth_signTypedData_v4':
        return signTypedData(context, params)
      case 'eth_sendTransaction':
        return sendTransaction(context, params)
      case 'wallet_getCapabilities':
        return bundles.getCapabilities(context, params)
      case 'wallet_sendCalls':
        return bundles.sendCalls(context, params)
      case 'wallet_getCallsStatus':
        return bundles.getCallsStatus(context, params)
      case 'wallet_showCallsStatus':
        return bundles.showCallsStatus(context, params)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_requestPermissions':
        await requestAccounts()
        return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: exposed() }] }]
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: exposed() }] }] : []
      case 'wallet_revokePermissions':
        if (connected) {
          connected = false
          remember()
          emitter.emit('accountsChanged', [])
        }
        return null
    }
    if (REFUSED.has(method) || !FORWARDED_PREFIXES.some((p) => method.startsWith(p))) {
      throw new ProviderRpcError(UNSUPPORTED_METHOD, `The Provider does not support the requested method: ${method}`)
    }
    return forward(method, params)
  }

  const provider: DevWalletEthereumProvider = {
    isLatchDevWallet: true,
    request,
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
  }

  return {
    provider,
    accounts: addresses,
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    selectAccount(index) {
      if (!addresses[index]) throw new Error(`dev wallet: no account ${index}`)
      selected = index
      if (connected) emitter.emit('accountsChanged', exposed())
    },
    disconnect() {
      if (outage) return
      outage = true
      emitter.emit('disconnect', new ProviderRpcError(DISCONNECTED))
    },
    reconnect() {
      if (!outage) return
      outage = false
      emitter.emit('connect', { chainId: hexChain(chainId) })
    },
  }
}

function readMemory(memory: WalletMemory | undefined): { connected?: boolean; chainId?: number } | undefined {
  try {
    const value = JSON.parse(memory?.getItem(EVM_MEMORY_KEY) ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as { connected?: boolean; chainId?: number }) : undefined
  } catch {
    return undefined
  }
}
