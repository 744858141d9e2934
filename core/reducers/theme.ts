import { resolveTheme } from '../rules/resolveTheme.ts'
import type { Handler, StateDraft } from './draft.ts'

export function applyTheme(state: StateDraft): void {
  state.themeMode = resolveTheme(state.theme.requested, state.theme.system)
}

export const modeRequested: Handler<'theme/modeRequested'> = (state, event) => {
  state.theme.requested = event.mode
  applyTheme(state)
}

/** SPEC.md §4: the theme follows the system when none was requested. */
export const systemPreferenceChanged: Handler<'theme/systemPreferenceChanged'> = (state, event) => {
  state.theme.system = event.mode
  applyTheme(state)
}
