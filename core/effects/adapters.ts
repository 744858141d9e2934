import { filter, merge, Observable, switchMap, take } from 'rxjs'
import type { RpcProvider } from '../clients/rpcProvider.ts'
import { once } from '../lazy.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { initialized } from '../events/app.ts'
import type { ModalEvent } from '../events/index.ts'
import type { CaipNetworkId } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * Starts every adapter once the modal is initialised: discovery and provider listeners report
 * through `emit`, which becomes events. Teardowns run on `destroy()`.
 */
export const adaptersEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(initialized.match),
    take(1),
    // switchMap (from a single event): start the adapters once the configuration is in the state.
    switchMap(() =>
      merge(
        ...deps.adapters.map(
          (adapter) =>
            new Observable<ModalEvent>((subscriber) => {
              const networks = state$.value.config.networks.filter((n) => n.chainNamespace === adapter.namespace)
              const emit = (event: ModalEvent) => subscriber.next(event)
              const providers = new Map<string, () => Promise<RpcProvider>>()
              const rpc = (caipNetworkId: CaipNetworkId) => {
                const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
                if (!network) throw new ConnectionError('Network not found', { details: caipNetworkId })
                let provider = providers.get(caipNetworkId)
                if (!provider) {
                  // The transport's code loads with the first call (a chunk of its own).
                  provider = once(() =>
                    import('../clients/rpcProvider.ts').then((m) =>
                      m.createRpcProvider({
                        dispatch: emit,
                        events$: event$,
                        urls: network.rpcUrls.default.http,
                        scheduler: deps.scheduler,
                        idPrefix: `${adapter.namespace}-${caipNetworkId}`,
                      }),
                    ),
                  )
                  providers.set(caipNetworkId, provider)
                }
                const load = provider
                return { request: (args: { method: string; params?: unknown }) => load().then((p) => p.request(args)) }
              }
              return adapter.setup?.({ emit, networks, rpc })
            }),
        ),
      ),
    ),
  )
