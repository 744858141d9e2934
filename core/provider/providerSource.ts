import type { ModalState } from '../reducers/state.ts'
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

/** A listener registry with EIP-1193's `on` / `removeListener` shape. */
export function createEmitter() {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  return {
    on(event: string, listener: (...args: never[]) => void) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    off(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...a: unknown[]) => void)(...args)
        } catch (error) {
          // One app listener that throws must not keep the others from hearing the change.
          globalThis.console?.error('Latch: a provider listener threw', error)
        }
      }
    },
  }
}
