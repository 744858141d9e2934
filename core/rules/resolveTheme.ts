import type { ThemeMode } from '../types.ts'

/** SPEC.md §4: the requested theme, else the system preference, defaulting to dark. */
export function resolveTheme(requested?: ThemeMode, system?: ThemeMode): ThemeMode {
  return requested ?? system ?? 'dark'
}
