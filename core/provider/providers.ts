import { ValidationError } from '../errors/ValidationError.ts'
import type { Adapter } from '../adapter.ts'
import type { ChainNamespace } from '../types.ts'
import type { Eip1193Provider } from './eip1193Provider.ts'
import type { ProviderSource, RequestArguments } from './providerSource.ts'
import type { SolanaSigner } from './solanaSigner.ts'

/** `modal.getProvider`: one object per namespace for the modal's life (API.md). */
export type GetProvider = {
  (namespace: 'eip155'): Eip1193Provider
  (namespace: 'solana'): SolanaSigner
}

/**
 * The providers of one modal, made at the first `getProvider` of each namespace by the namespace's
 * adapter (`Adapter.appProvider`) and kept: an app that holds one keeps a working object across
 * connects, switches and disconnects. A namespace without such an adapter has none.
 *
 * @example
 * const getProvider = createGetProvider(source, [eip155Adapter()])
 * getProvider('eip155') === getProvider('eip155') // true
 */
export function createGetProvider(base: Omit<ProviderSource, 'publicKey'>, adapters: readonly Adapter[] = []): GetProvider {
  const made = new Map<ChainNamespace, unknown>()
  const adapterOf = (namespace: ChainNamespace, hook: 'appProvider' | 'publicKey') => adapters.find((a) => a.namespace === namespace && a[hook])
  const source: ProviderSource = { ...base, publicKey: (namespace, address) => adapterOf(namespace, 'publicKey')?.publicKey?.(address) }
  return ((namespace: ChainNamespace) => {
    if (!made.has(namespace)) {
      const adapter = adapterOf(namespace, 'appProvider')
      if (!adapter) throw new ValidationError('Unknown namespace', { details: `no ${String(namespace)} adapter gives an app provider` })
      made.set(namespace, adapter.appProvider!(source))
    }
    return made.get(namespace)
  }) as GetProvider
}

/** What carries an app's request into a live modal's core (set by core/engine.ts). */
type RequestDoor = (namespace: ChainNamespace, args: RequestArguments) => Promise<unknown>
const requestDoors = new WeakMap<object, RequestDoor>()

export function openRequestDoor(modal: object, door: RequestDoor): void {
  requestDoors.set(modal, door)
}

/** The live modal's request door (the deferred modal forwards through it once the core has loaded). */
export function requestDoorOf(modal: object): RequestDoor {
  const door = requestDoors.get(modal)
  if (!door) throw new ValidationError('Not a modal of this Latch')
  return door
}
