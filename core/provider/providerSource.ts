import type { ModalState } from '../reducers/state.ts'
import { selectConnectedAddress, selectNamespaceNetwork } from '../selectors/namespaceNetwork.ts'
import type { ChainNamespace } from '../types.ts'

/** EIP-1193 request arguments. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/**
 * What an app's provider (API.md `getProvider`) stands on: the modal's state, and the door its
 * requests go through (the live core's routing, core/provider/appRequests.ts; before the core has
 * loaded, a door that loads it first).
 */
export type ProviderSource = {
  getState(): ModalState
  subscribeState(callback: (state: ModalState) => void): () => void
  request(namespace: ChainNamespace, args: RequestArguments): Promise<unknown>
  /** The namespace adapter's key object for an address (Solana: web3.js `PublicKey`). */
  publicKey(namespace: ChainNamespace, address: string): unknown
}

/** What an app sees of a namespace's connection: the address once connected, and the chain reference. */
export type Link = { address: string | undefined; chain: string | undefined }

export const linkOf = (state: ModalState, namespace: ChainNamespace): Link => ({
  address: selectConnectedAddress(state, namespace),
  chain: selectNamespaceNetwork(state, namespace)?.split(':')[1],
})

type Listener = (...args: never[]) => void

/**
 * The app's view of a namespace's connection, with listeners (EIP-1193 `on` / `removeListener`):
 * `changed` hears each change of address or chain once. A connect or a connection switch under way
 * is not a change: the app hears its outcome only.
 */
export function followLink(source: ProviderSource, namespace: ChainNamespace, changed: (emit: (event: string, ...args: unknown[]) => void, next: Link, before: Link) => void) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }
  let last = linkOf(source.getState(), namespace)
  source.subscribeState((state) => {
    if (state.accounts[namespace]?.status === 'connecting') return
    const next = linkOf(state, namespace)
    const before = last
    last = next
    if (next.address !== before.address || next.chain !== before.chain) changed(emit, next, before)
  })
  return {
    on: (event: string, listener: Listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
    off: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
  }
}
