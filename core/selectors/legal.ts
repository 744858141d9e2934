import type { ModalState } from '../reducers/state.ts'

/**
 * SPEC.md §6 `legalCheckbox`: Connect's methods are blocked until the user agrees to the terms
 * (ticked now, or the choice saved for this origin was read back).
 */
export function selectLegalBlocked(state: ModalState): boolean {
  return state.features.legalCheckbox && state.legalAccepted !== true
}
