/**
 * Test helper (not exported from the entry): an in-memory EIP-1193 provider whose answers and
 * failures a test controls, recording every request, plus EIP-6963 announcing into a window.
 */
import { numberToHex } from 'viem'
import type { AdapterContext } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import type { ModalEvent } from '../../core/events/index.ts'
import type { CaipNetwork } from '../../core/types.ts'
import type { Eip1193Provider, Eip1193RequestArguments, Eip6963ProviderInfo } from './Eip1193Provider.ts'

export type FakeProviderOptions = {
  accounts?: string[]
  chainId?: number
  /** Chains the wallet knows (default: `chainId` only); others fail with 4902. */
  chains?: number[]
  /** Per-method failure, thrown as is (e.g. `{ code: 4001, message: '…' }`). */
  fail?: Record<string, unknown>
  /** Per-method answers overriding the defaults. */
  answers?: Record<string, unknown>
}

export type FakeProvider = Eip1193Provider & {
  calls: { method: string; params?: unknown }[]
  methods(): string[]
  emit(event: string, ...args: unknown[]): void
  listenerCount(): number
  chainId: number
  options: FakeProviderOptions
}

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function createFakeProvider(options: FakeProviderOptions = {}): FakeProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const known = new Set(options.chains ?? [options.chainId ?? 1])
  let granted = false
  const accounts = () => (granted ? options.accounts ?? [ACCOUNT] : [])
  const provider: FakeProvider = {
    calls: [],
    chainId: options.chainId ?? 1,
    options,
    methods: () => provider.calls.map((c) => c.method),
    async request(args: Eip1193RequestArguments) {
      provider.calls.push({ method: args.method, ...(args.params !== undefined ? { params: args.params } : {}) })
      if (options.fail && args.method in options.fail) throw options.fail[args.method]
      if (options.answers && args.method in options.answers) return options.answers[args.method]
      const params = (args.params ?? []) as { chainId?: string }[]
      switch (args.method) {
        case 'eth_requestAccounts':
          if (!granted) {
            granted = true
            provider.emit('accountsChanged', accounts())
          }
          return accounts()
        case 'eth_accounts':
          return accounts()
        case 'eth_chainId':
          return numberToHex(provider.chainId)
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt(params[0]!.chainId!, 16)
          if (!known.has(id)) throw { code: 4902, message: `Unrecognized chain ID ${params[0]!.chainId}` }
          if (id !== provider.chainId) {
            provider.chainId = id
            provider.emit('chainChanged', numberToHex(id))
          }
          return null
        }
        case 'wallet_addEthereumChain':
          known.add(Number.parseInt(params[0]!.chainId!, 16))
          return null
        case 'wallet_revokePermissions':
          granted = false
          provider.emit('accountsChanged', [])
          return null
        case 'personal_sign':
          return `0x${'11'.repeat(65)}`
        case 'eth_sendTransaction':
          return `0x${'ab'.repeat(32)}`
        case 'eth_call':
          return `0x${'0'.repeat(63)}1`
      }
      throw { code: 4200, message: `Unsupported method ${args.method}` }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as (...args: unknown[]) => void)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  }
  return provider
}

type AnnouncingWindow = {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: never): boolean
  CustomEvent: new (type: string, init: { detail: object }) => unknown
}

/**
 * Announces `provider` the EIP-6963 way: now, and on every `eip6963:requestProvider`.
 * Returns the function that stops answering.
 */
export function announce(win: AnnouncingWindow, info: Partial<Eip6963ProviderInfo> & { rdns: string }, provider: Eip1193Provider): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ uuid: `uuid-${info.rdns}`, name: info.rdns, icon: 'data:image/svg+xml,<svg/>', ...info }),
    provider,
  })
  const send = () => win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail }) as never)
  win.addEventListener('eip6963:requestProvider', send)
  send()
  return () => win.removeEventListener('eip6963:requestProvider', send)
}

/** An `AdapterContext` as the modal gives it; `rpc` fails like an unconfigured network unless given. */
export function adapterContext(parameters: {
  emit?: (event: ModalEvent) => void
  networks?: readonly CaipNetwork[]
  rpc?: AdapterContext['rpc']
}): AdapterContext {
  return {
    emit: parameters.emit ?? (() => undefined),
    networks: parameters.networks ?? [],
    rpc:
      parameters.rpc ??
      ((caipNetworkId) => {
        throw new ConnectionError('Network not found', { details: caipNetworkId })
      }),
  }
}
