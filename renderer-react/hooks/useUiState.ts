import { useSyncExternalStore } from 'react'
import type { UiState, UiStore } from '../uiStore.ts'
import { useLatchContext } from './useLatchContext.ts'

/** The renderer's own memory (see `uiStore.ts`) and its store. */
export function useUiState(): [UiState, UiStore] {
  const { ui } = useLatchContext()
  return [useSyncExternalStore(ui.subscribe, ui.getSnapshot, ui.getSnapshot), ui]
}
