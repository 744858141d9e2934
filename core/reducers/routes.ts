import type { StampedEvent } from '../events/index.ts'
import type { Draft } from './draft.ts'
import type { ModalState } from './state.ts'
import { NO_CHANGE } from './noChange.ts'

/** What reduces one event type: edits the draft (an Immer-style recipe), or says nothing changed. */
// biome-ignore lint/suspicious/noConfusingVoidType: a route edits the draft and returns nothing, or NO_CHANGE
export type Route<E extends StampedEvent> = (draft: Draft<ModalState>, event: E, base: ModalState) => void | typeof NO_CHANGE

/**
 * One route per event type of `E`, exhaustive: a type without its route, or a route for a type
 * outside `E`, fails to compile (as a switch's `assertNever` default would).
 */
export type Routes<E extends StampedEvent> = { readonly [T in E['type']]: Route<Extract<E, { type: T }>> }

/** The route of a fact recorded for effects and debugging: the state does not change. */
export const noChange = (): typeof NO_CHANGE => NO_CHANGE
