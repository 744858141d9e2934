import { BehaviorSubject, NEVER } from 'rxjs'
import type { GetProvider } from '../core/provider/providers.ts'
import { StateObservable } from '../core/stateObservable.ts'
import type { Modal, ModalState } from '../core/index.ts'

/**
 * A modal facade over one replayed state, for rendering the real views as they were: the state
 * never changes, and whatever a view asks (an intent, an open, a connect, a provider) goes nowhere
 * — no store, no effect, no wallet, no service, nothing recorded in any log. DevTools' own
 * actions are not the session's (the panel never writes the modal's log).
 */
export function readOnlyModal(state: ModalState): Modal {
  const ignored = (): void => undefined
  // A promise no one settles: what was asked never happens here.
  const pending = (): Promise<void> => new Promise<void>(() => undefined)
  const noProvider = ((): never => {
    throw new Error('DevTools shows a replayed state: it has no connection')
  }) as GetProvider
  return {
    open: ignored,
    close: ignored,
    switchNetwork: pending,
    connect: pending,
    switchConnection: pending,
    disconnect: pending,
    pay: () => new Promise<{ hash: string }>(() => undefined),
    setThemeMode: ignored,
    getState: () => state,
    state$: new StateObservable(new BehaviorSubject(state)),
    events$: NEVER,
    subscribeState: () => ignored,
    subscribeEvents: () => ignored,
    dispatch: ignored,
    eventLog: () => [],
    destroy: ignored,
    getProvider: noProvider,
    load: () => Promise.resolve(),
  }
}
