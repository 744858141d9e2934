import { validateState, type ModalState } from '../../core/reducers/state.ts'
import { brokenStateInvariant } from '../../core/rules/stateInvariants.ts'

/**
 * The shape and the invariants every reachable state keeps; returns the first one broken, or
 * undefined. The invariants themselves live in core (core/rules/stateInvariants.ts), where
 * `replay` checks a log's snapshot with them.
 */
export function brokenInvariant(state: ModalState): string | undefined {
  return validateState(state) ?? brokenStateInvariant(state)
}
