import type { CSSProperties } from 'react'
import { useModalState } from '../hooks/useModalState.ts'
import { themeVariables } from '../theme/themeVariables.ts'

/** The theme's `--latch-*` properties for a button on the host page (outside the modal root). */
export function useButtonTheme(): { style: CSSProperties; themeMode: 'dark' | 'light' } {
  const themeMode = useModalState((state) => state.themeMode)
  const overrides = useModalState((state) => state.config.themeVariables)
  return { style: themeVariables(themeMode, overrides) as CSSProperties, themeMode }
}
