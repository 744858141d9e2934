import type { Draft } from 'immer'
import type { EventOfType, ModalEventType } from '../events/index.ts'
import type { ModalState } from './state.ts'

export type StateDraft = Draft<ModalState>
/**
 * A slice handler: mutates the Immer draft for one event type (`seq` and `at` come stamped).
 * `base` is the state before the event, plain and frozen: read unchanging data (config) from it,
 * since every read through the draft allocates a proxy.
 */
export type Handler<T extends ModalEventType> = (
  draft: StateDraft,
  event: EventOfType<T> & { seq: number; at: number },
  base: ModalState,
) => void

/**
 * Immer's `castDraft` without importing Immer at run time (it is the identity): app.ts and
 * project.ts also serve the deferred modal's first state (core/preState.ts), which loads no Immer.
 */
export const asDraft = <T>(value: T): Draft<T> => value as Draft<T>
