import { constants, type ThemeMode } from '../../core/index.ts'

/** CSS custom properties shared by both themes: sizes, fonts and the SPEC.md §9 durations. */
const base: Record<string, string> = {
  '--latch-font-family': "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--latch-font-size-title': '16px',
  '--latch-font-size-body': '14px',
  '--latch-font-size-small': '12px',
  '--latch-radius-card': '24px',
  '--latch-radius-item': '16px',
  '--latch-radius-pill': '999px',
  '--latch-modal-width': `${constants.MODAL_WIDTH_PX}px`,
  '--latch-z-index': String(constants.MODAL_Z_INDEX),
  '--latch-duration-header': `${constants.ANIMATION_HEADER_TEXT_MS}ms`,
  '--latch-duration-height': `${constants.ANIMATION_HEIGHT_MS}ms`,
  '--latch-duration-view': `${constants.ANIMATION_VIEW_MS}ms`,
  '--latch-on-accent': '#ffffff',
}

/** SPEC.md §1: the default theme. */
export const darkTheme: Record<string, string> = {
  ...base,
  '--latch-color-bg': '#141414',
  '--latch-color-surface': '#1f1f1f',
  '--latch-color-surface-hover': '#2a2a2a',
  '--latch-color-border': 'rgba(255, 255, 255, 0.08)',
  '--latch-color-text': '#f5f5f5',
  '--latch-color-text-muted': '#9a9a9a',
  '--latch-color-error': '#ff5a5a',
  '--latch-color-success': '#2fd47a',
  '--latch-color-backdrop': 'rgba(0, 0, 0, 0.55)',
  '--latch-shadow': '0 24px 64px rgba(0, 0, 0, 0.5)',
  '--latch-focus-ring': '0 0 0 2px #141414, 0 0 0 4px #4da3ff',
  // WCAG AA (themeVariables.test.ts): white on the fill 4.5:1 or more; accent-coloured text
  // ('Installed', Max) is a lighter blue, 4.5:1 on the dark surfaces and on its own tint.
  '--latch-accent': '#1a6fdf',
  '--latch-accent-hover': '#1668d9',
  '--latch-accent-text': '#4da3ff',
}

export const lightTheme: Record<string, string> = {
  ...base,
  '--latch-color-bg': '#ffffff',
  '--latch-color-surface': '#f3f4f6',
  '--latch-color-surface-hover': '#e8eaee',
  '--latch-color-border': 'rgba(0, 0, 0, 0.08)',
  '--latch-color-text': '#141414',
  '--latch-color-text-muted': '#5f636a',
  '--latch-color-error': '#c4271b',
  '--latch-color-success': '#0b7a3b',
  '--latch-color-backdrop': 'rgba(20, 20, 20, 0.35)',
  '--latch-shadow': '0 24px 64px rgba(0, 0, 0, 0.18)',
  '--latch-focus-ring': '0 0 0 2px #ffffff, 0 0 0 4px #0b5cc4',
  '--latch-accent': '#0b5cc4',
  '--latch-accent-hover': '#0a52ad',
  '--latch-accent-text': '#0a58b8',
}

/**
 * The `--latch-*` properties for `mode`, with the host's `themeVariables` on top. Host keys may
 * be given with or without the `--latch-` prefix (`accent` or `--latch-accent`); other custom
 * properties are ignored so a host cannot restyle anything outside the modal's namespace.
 *
 * @example
 * themeVariables('light', { accent: '#ff0' })['--latch-accent'] // '#ff0'
 */
export function themeVariables(mode: ThemeMode, overrides?: Record<string, string>): Record<string, string> {
  const result = { ...(mode === 'light' ? lightTheme : darkTheme) }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    const name = key.startsWith('--') ? key : `--latch-${key}`
    if (!/^--latch-[a-z0-9-]+$/.test(name) || typeof value !== 'string') continue
    result[name] = value
  }
  return result
}
