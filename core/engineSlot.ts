import type { CreateModalOptions } from './modalOptions.ts'
import type { Modal } from './modalFacade.ts'
import type { PreparedModal } from './modalPrepare.ts'

/** What the lazily loaded core (core/engine.ts) gives the deferred modal: a live modal. */
export type Engine = { createLiveModal(options: CreateModalOptions, prepared: PreparedModal): Modal }

let provided: Engine | undefined

/**
 * Makes the core available synchronously: `createModal` then returns a live modal at once instead
 * of a deferred one (core/deferredModal.ts). The deferred modal provides it when it has loaded it
 * (a second modal on the page starts live); a Node process that wants live modals at once (Latch's
 * own test suites) provides it up front.
 */
export function provideEngine(engine: Engine): void {
  provided = engine
}

/** The core, if it has been loaded (see `provideEngine`). */
export function providedEngine(): Engine | undefined {
  return provided
}
