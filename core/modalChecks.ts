import { ValidationError } from './errors/ValidationError.ts'
import { CHAIN_NAMESPACES, THEME_MODES, VIEW_NAMES, type ChainNamespace, type ThemeMode, type ViewName } from './types.ts'

/** `modal.open`'s arguments, checked at the call (live or deferred modal alike). */
export function checkOpenOptions(options: { view?: ViewName; namespace?: ChainNamespace }): void {
  if (options.view !== undefined && !VIEW_NAMES.includes(options.view)) {
    throw new ValidationError('Unknown view', { details: String(options.view) })
  }
  if (options.namespace !== undefined && !CHAIN_NAMESPACES.includes(options.namespace)) {
    throw new ValidationError('Unknown namespace', { details: String(options.namespace) })
  }
}

/** `modal.setThemeMode`'s argument, checked at the call. */
export function checkThemeMode(mode: ThemeMode): void {
  if (!THEME_MODES.includes(mode)) throw new ValidationError('Unknown theme mode', { details: String(mode) })
}
