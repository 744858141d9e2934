// Chunk grouping (scripts/build.ts): the core and the lazily loaded modules share one chunk.
import './coreEntry.ts'
// …and so does the HTTP layer of the service clients: every first open calls the Wallet API (the
// project's config, the wallet list), so its transport and errors come with the core rather than
// as six small files requested one round trip after the first open's clients (clients/openClients.ts).
import './clients/http.ts'
import './clients/clientOptions.ts'
import './clients/endpoints.ts'
import './clients/serviceOptions.ts'
import './errors/HttpRequestError.ts'
import './errors/InvalidResponseError.ts'
import './errors/ServiceError.ts'
import './errors/AlertError.ts'
import './errors/alerts.ts'
import { createFacade, type Modal } from './modalFacade.ts'
import { createModalWiring } from './modalDeps.ts'
import type { CreateModalOptions } from './modalOptions.ts'
import type { PreparedModal } from './modalPrepare.ts'
import { openInternalDoor } from './internalDoor.ts'
import { createStore } from './store.ts'
import { once } from './lazy.ts'
import { createGetProvider, openRequestDoor } from './provider/providers.ts'
import type { RequestArguments } from './provider/providerSource.ts'
import type { ChainNamespace } from './types.ts'

/**
 * The core of a modal: the store, its epics, and the facade of API.md (three concerns, three
 * files: the effects' deps and epics in core/modalDeps.ts, the public methods in
 * core/modalFacade.ts; this is the wiring). `createModal` (core/modal.ts) returns it at once when
 * this module is loaded, and otherwise a deferred modal that loads it at the first interaction
 * (core/deferredModal.ts): the button page's first load carries none of it.
 *
 * @example
 * const modal = createLiveModal(options, prepareModal(options))
 */
export function createLiveModal(options: CreateModalOptions, prepared: PreparedModal): Modal {
  const { deps, epics, lifetime } = createModalWiring(options, prepared)
  const store = createStore({ epics, deps, logCapacity: options.logCapacity ?? 10_000 })
  store.dispatch(prepared.initialized)
  // The request routing loads with the app's first request (a page that never asks pays nothing).
  const loadRequests = once(() => import('./provider/appRequests.ts').then((m) => m.createAppRequests(store, deps)))
  const request = (namespace: ChainNamespace, args: RequestArguments) => loadRequests().then((send) => send(namespace, args))
  const getProvider = createGetProvider(
    {
      getState: store.getState,
      subscribeState: (callback) => {
        const subscription = store.state$.subscribe(callback)
        return () => subscription.unsubscribe()
      },
      request,
    },
    options.adapters,
  )
  const modal = createFacade(store, () => lifetime.abort(), getProvider)
  openInternalDoor(modal, store.dispatch)
  openRequestDoor(modal, request)
  return modal
}
