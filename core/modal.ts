import { createDeferredModal } from './deferredModal.ts'
import { providedEngine } from './engineSlot.ts'
import type { Modal } from './modalFacade.ts'
import type { CreateModalOptions } from './modalOptions.ts'
import { prepareModal } from './modalPrepare.ts'

export type { CreateModalOptions } from './modalOptions.ts'
export { missingEndpointsWarning } from './modalOptions.ts'
export type { Modal } from './modalFacade.ts'
export { dispatchInternal } from './internalDoor.ts'

/**
 * Creates a modal. The options are checked here, at once (a bad one throws `ValidationError`).
 * The core — store, reducers, epics — is a chunk of its own (core/engine.ts): while it has not
 * loaded, the modal is a deferred one (core/deferredModal.ts) that shows the first state and loads
 * the core at the first interaction (a Latch button reached, any call that needs it, `load()`) or
 * at once for a returning visitor with a saved connection (the button page's first load).
 * Once loaded, every later `createModal` on the page is live at once.
 *
 * @example
 * const modal = createModal({ projectId: 'demo', networks: [mainnet] })
 * modal.open()
 */
export function createModal(options: CreateModalOptions): Modal {
  const prepared = prepareModal(options)
  const engine = providedEngine()
  return engine ? engine.createLiveModal(options, prepared) : createDeferredModal(options, prepared, () => import('./engine.ts'))
}
