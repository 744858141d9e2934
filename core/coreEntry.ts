/**
 * `latch/core` — the event-sourced core as plain functions: the event catalogue and its validation,
 * the reducers, a bare store, and replay of a recorded log. An entry of its own: a page
 * that shows a modal never loads it — `createModal` (`latch`) loads the modal's core in a chunk at
 * the first interaction — while tools and tests that replay logs or drive a store import it here.
 */
// Chunk grouping (scripts/build.ts): whatever loads this also reaches the `latch` barrel, so the files
// a page loads up front form one chunk rather than one per set of lazy modules that share them.
import './index.ts'
// …and the modal's core: it loads before every other lazy module, so it shares their chunk.
import './engine.ts'
export { replay, replayFinal, viewTrail, type ReplayResult } from './replay.ts'
export { parseLog, redactEvent } from './events/log.ts'
export { events, eventDefinitions, isModalEvent, validateEvent, EVENT_KINDS, INTENT_TYPES, isIntentType } from './events/index.ts'
export { createStore } from './store.ts'
export { reduce, initialState } from './reducers/index.ts'
