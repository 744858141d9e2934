import { ValidationError } from '../errors/ValidationError.ts'
import type { Adapter } from '../adapter.ts'
import type { ChainNamespace } from '../types.ts'
import { createEip1193Provider, type Eip1193Provider } from './eip1193Provider.ts'
import type { ProviderSource, RequestArguments } from './providerSource.ts'
import { createSolanaSigner, type SolanaSigner } from './solanaSigner.ts'

/** `modal.getProvider`: one object per namespace for the modal's life (API.md). */
export type GetProvider = {
  (namespace: 'eip155'): Eip1193Provider
  (namespace: 'solana'): SolanaSigner
}

/**
 * The providers of one modal, made at the first `getProvider` of each namespace and kept: an app
 * that holds one keeps a working object across connects, switches and disconnects.
 *
 * @example
 * const getProvider = createGetProvider(source)
 * getProvider('eip155') === getProvider('eip155') // true
 */
export function createGetProvider(source: ProviderSource): GetProvider {
  let eip155: Eip1193Provider | undefined
  let solana: SolanaSigner | undefined
  return ((namespace: ChainNamespace) => {
    if (namespace === 'eip155') return (eip155 ??= createEip1193Provider(source))
    if (namespace === 'solana') return (solana ??= createSolanaSigner(source))
    throw new ValidationError('Unknown namespace', { details: `no app provider for ${String(namespace)}` })
  }) as GetProvider
}

/** The namespace adapter's key object for an address (`Adapter.publicKey`), from the configured adapters. */
export function adapterPublicKey(adapters: readonly Adapter[] | undefined): ProviderSource['publicKey'] {
  return (namespace, address) => {
    for (const adapter of adapters ?? []) {
      if (adapter.namespace === namespace && adapter.publicKey) return adapter.publicKey(address)
    }
    return undefined
  }
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
