import type { SnackbarVariant } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { Snackbar, SnackbarTransaction } from './state.ts'
import type { StateError } from '../rules/stateError.ts'

/** Shows a message now, or queues it behind the open one (see `requested`). */
export function showSnackbar(state: StateDraft, message: string, variant: SnackbarVariant, seq: number, transaction?: SnackbarTransaction, error?: StateError): void {
  // Built field by field (no spread of conditional literals): a send's success shows one on
  // every replayed send. `id` first when shown now, as `{ id, ...snack }` would have it.
  const queued = state.snackbar !== undefined || state.snackbarNext !== undefined
  const snack: Snackbar | Omit<Snackbar, 'id' | 'held'> = queued ? { message, variant } : { id: seq, message, variant }
  if (transaction) snack.transaction = transaction
  if (error) snack.error = error
  if (queued) {
    state.snackbar = undefined
    state.snackbarNext = snack
  } else {
    state.snackbar = snack as Snackbar
  }
}

/**
 * SPEC.md §4: a new message replaces an open one after 150 ms. With none open it shows at once;
 * with one open, that one hides now and the new one waits for `snackbar/replacementElapsed`.
 */
export const requested: Handler<'snackbar/requested'> = (state, event) => {
  showSnackbar(state, event.message, event.variant, event.seq)
}

export const replacementElapsed: Handler<'snackbar/replacementElapsed'> = (state, event) => {
  if (!state.snackbarNext) return
  state.snackbar = { id: event.seq, ...state.snackbarNext }
  state.snackbarNext = undefined
}

/** Hides the message shown by event `id` only: a newer one stays. */
export const autoHideElapsed: Handler<'snackbar/autoHideElapsed'> = (state, event) => {
  if (state.snackbar?.id === event.id) state.snackbar = undefined
}

export const dismissed: Handler<'snackbar/dismissed'> = (state) => {
  state.snackbar = undefined
}

/** A shown message stays while held (pointer over it or focus inside it); `snackbarEpic` times it again after. */
export const holdStarted: Handler<'snackbar/holdStarted'> = (state) => {
  if (state.snackbar) state.snackbar.held = true
}

export const holdEnded: Handler<'snackbar/holdEnded'> = (state) => {
  if (state.snackbar) delete state.snackbar.held
}
