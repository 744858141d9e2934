import { ProviderDisconnectedError } from '../errors/ProviderDisconnectedError.ts'
import type { ModalState } from '../reducers/state.ts'
import { selectConnectedAddress, selectNamespaceNetwork } from '../selectors/namespaceNetwork.ts'
import { createEmitter, type ProviderSource, type RequestArguments } from './providerSource.ts'

/** The events an EIP-1193 provider emits. */
export type Eip1193EventName = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'

/**
 * The app's EIP-1193 provider over the modal's current eip155 connection (API.md `getProvider`).
 * Usable as viem's `custom(provider)` and by anything that takes `window.ethereum`.
 *
 * @example
 * const client = createWalletClient({ transport: custom(modal.getProvider('eip155')) })
 */
export type Eip1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: Eip1193EventName, listener: (...args: never[]) => void): Eip1193Provider
  removeListener(event: Eip1193EventName, listener: (...args: never[]) => void): Eip1193Provider
}

type Snapshot = { address: string | undefined; chainId: number | undefined }

const snapshot = (state: ModalState): Snapshot => {
  const network = selectNamespaceNetwork(state, 'eip155')
  return { address: selectConnectedAddress(state, 'eip155'), chainId: network ? Number(network.split(':')[1]) : undefined }
}
const hex = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * One provider for the page's life: it follows whatever eip155 connection the modal has (injected,
 * WalletConnect, embedded, a connection switched to), so an app keeps the object it was given.
 * EIP-1193 events come from the state, once per change: `connect` and `accountsChanged` when an
 * account connects, `accountsChanged` when it changes, `chainChanged` when the chain does,
 * `accountsChanged([])` and `disconnect` (4900) when it goes. A connect or a connection switch
 * under way is not a change: the app hears its outcome only.
 * `eth_accounts` and `eth_chainId` are answered from the state at once (no core load needed).
 */
export function createEip1193Provider(source: ProviderSource): Eip1193Provider {
  const emitter = createEmitter()
  let last = snapshot(source.getState())
  source.subscribeState((state) => {
    if (state.accounts.eip155?.status === 'connecting') return
    const next = snapshot(state)
    const before = last
    last = next
    if (next.address && !before.address) {
      if (next.chainId !== undefined) emitter.emit('connect', { chainId: hex(next.chainId) })
      emitter.emit('accountsChanged', [next.address])
      return
    }
    if (!next.address && before.address) {
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', new ProviderDisconnectedError({ details: 'the wallet disconnected' }))
      return
    }
    if (next.address && next.address !== before.address) emitter.emit('accountsChanged', [next.address])
    if (next.chainId !== undefined && next.chainId !== before.chainId) emitter.emit('chainChanged', hex(next.chainId))
  })
  const provider: Eip1193Provider = {
    request(args) {
      if (args?.method === 'eth_accounts' || args?.method === 'eth_chainId') {
        const now = snapshot(source.getState())
        if (args.method === 'eth_accounts') return Promise.resolve(now.address ? [now.address] : [])
        return Promise.resolve(hex(now.chainId ?? 1))
      }
      return source.request('eip155', args)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
  }
  return provider
}
