import { THEME_MODES } from '../types.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The host asked for a theme (`setThemeMode`). */
export const modeRequested = defineEvent('theme/modeRequested', { mode: s.enum(THEME_MODES) })
/** The system colour-scheme preference changed (`prefers-color-scheme`). */
export const systemPreferenceChanged = defineEvent('theme/systemPreferenceChanged', {
  mode: s.enum(THEME_MODES),
})
