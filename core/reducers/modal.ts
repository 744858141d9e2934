import type { Handler } from './draft.ts'

/** SPEC.md §4: the shake flag, cleared 500 ms later by `modal/shakeEnded`. */
export const shakeRequested: Handler<'modal/shakeRequested'> = (state) => {
  state.shake = true
}

export const shakeEnded: Handler<'modal/shakeEnded'> = (state) => {
  state.shake = false
}
