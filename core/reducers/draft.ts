import type { Draft } from 'immer'
import type { EventOfType, ModalEventType } from '../events/index.ts'
import type { ModalState } from './state.ts'

export type StateDraft = Draft<ModalState>
/** A slice handler: mutates the Immer draft for one event type (`seq` and `at` come stamped). */
export type Handler<T extends ModalEventType> = (
  draft: StateDraft,
  event: EventOfType<T> & { seq: number; at: number },
) => void
