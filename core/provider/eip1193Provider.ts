import { ProviderDisconnectedError } from '../errors/ProviderDisconnectedError.ts'
import { followLink, linkOf, type ProviderSource, type RequestArguments } from './providerSource.ts'

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

const hex = (chain: string | undefined) => `0x${Number(chain ?? 1).toString(16)}`

/**
 * One provider for the page's life: it follows whatever eip155 connection the modal has (injected,
 * WalletConnect, embedded, a connection switched to), so an app keeps the object it was given.
 * EIP-1193 events come from the state, once per change: `connect` and `accountsChanged` when an
 * account connects, `accountsChanged` when it changes, `chainChanged` when the chain does,
 * `accountsChanged([])` and `disconnect` (4900) when it goes.
 * `eth_accounts` and `eth_chainId` are answered from the state at once (no core load needed).
 */
export function createEip1193Provider(source: ProviderSource): Eip1193Provider {
  const link = followLink(source, 'eip155', (emit, next, before) => {
    if (next.address && !before.address) {
      emit('connect', { chainId: hex(next.chain) })
      emit('accountsChanged', [next.address])
    } else if (!next.address && before.address) {
      emit('accountsChanged', [])
      emit('disconnect', new ProviderDisconnectedError({ details: 'the wallet disconnected' }))
    } else {
      if (next.address !== before.address) emit('accountsChanged', [next.address])
      if (next.chain !== before.chain && next.chain) emit('chainChanged', hex(next.chain))
    }
  })
  const provider: Eip1193Provider = {
    request(args) {
      const now = linkOf(source.getState(), 'eip155')
      if (args?.method === 'eth_accounts') return Promise.resolve(now.address ? [now.address] : [])
      if (args?.method === 'eth_chainId') return Promise.resolve(hex(now.chain))
      return source.request('eip155', args)
    },
    on: (event, listener) => (link.on(event, listener), provider),
    removeListener: (event, listener) => (link.off(event, listener), provider),
  }
  return provider
}
