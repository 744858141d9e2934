import type { StampedEvent, EventOfType } from './events/index.ts'
import { initialized } from './reducers/app.ts'
import { copyRoot } from './reducers/copyRoot.ts'
import { deriveInPlace } from './reducers/derive.ts'
import type { StateDraft } from './reducers/draft.ts'
import { initialState } from './reducers/initialState.ts'
import type { ModalState } from './reducers/state.ts'
import { freezeDeep } from './rules/freezeDeep.ts'

/**
 * The state right after `app/initialized`, without the core: the same handler and derived fields
 * the core's reducer runs (core/reducers/app.ts, derive.ts) on a plain copy of the first state, so
 * the deferred modal (core/deferredModal.ts) shows what the core will; its tests check it equals the
 * core's own step for the same event.
 *
 * @example
 * preState(prepareModal(options).initialized).activeCaipNetworkId // the default network
 */
export function preState(event: EventOfType<'app/initialized'>): ModalState {
  const work = structuredClone(initialState) as StateDraft
  // A copy of the event too: the handler shares its payload with the state, which is frozen here,
  // and the core still has to validate and stamp the event itself.
  initialized(work, { ...structuredClone(event), seq: 1, at: 0 } as EventOfType<'app/initialized'> & Pick<StampedEvent, 'seq' | 'at'>, initialState)
  deriveInPlace(work)
  return freezeDeep(copyRoot(work as ModalState))
}
