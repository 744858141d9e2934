import type { EventOfType, ModalEventType } from '../events/index.ts'
import type { ModalState } from './state.ts'

type Primitive = string | number | boolean | bigint | symbol | undefined | null

/**
 * The writable form of a (readonly) state type, all the way down: what a handler mutates. The
 * handlers run on plain unfrozen copies (core/reducers/copyOnWrite.ts; one working copy in the
 * final-state replay), so this is a type only.
 */
export type Draft<T> = T extends Primitive | ((...args: never[]) => unknown) ? T : T extends ReadonlyArray<infer Item> ? Draft<Item>[] : { -readonly [K in keyof T]: Draft<T[K]> }

export type StateDraft = Draft<ModalState>
/**
 * A slice handler: mutates the state's working copy for one event type (`seq` and `at` come stamped).
 * `base` is the state before the event, plain and frozen: read unchanging data (config) from it,
 * since the working copy's fields may be copies made for this event.
 */
export type Handler<T extends ModalEventType> = (draft: StateDraft, event: EventOfType<T> & { seq: number; at: number }, base: ModalState) => void

/** A frozen value stored into the state a handler mutates (the identity; a type cast only). */
export const asDraft = <T>(value: T): Draft<T> => value as Draft<T>
