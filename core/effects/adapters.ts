import { filter, merge, Observable, take } from 'rxjs'
import { initialized } from '../events/app.ts'
import type { ModalEvent } from '../events/index.ts'
import type { Epic } from '../store.ts'

/**
 * Starts every adapter once the modal is initialised: discovery and provider listeners report
 * through `emit`, which becomes events. Teardowns run on `destroy()`.
 */
export const adaptersEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(initialized.match),
    take(1),
    () =>
      merge(
        ...deps.adapters.map(
          (adapter) =>
            new Observable<ModalEvent>((subscriber) => {
              const networks = state$.value.config.networks.filter((n) => n.chainNamespace === adapter.namespace)
              return adapter.setup?.({ emit: (event) => subscriber.next(event), networks })
            }),
        ),
      ),
  )
