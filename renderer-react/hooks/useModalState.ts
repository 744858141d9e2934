import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { ModalState } from '../../core/index.ts'
import { useLatchContext } from './useLatchContext.ts'

/**
 * A value derived from the modal state; the component re-renders when the state changes.
 * The selection is cached per state, so selectors may return fresh arrays or objects.
 *
 * @example
 * const view = useModalState((state) => state.view)
 */
export function useModalState<T>(selector: (state: ModalState) => T): T {
  const { modal, hydration } = useLatchContext()
  const cache = useRef<{ state: ModalState; selector: (state: ModalState) => T; value: T } | null>(null)
  const subscribe = useCallback((onChange: () => void) => modal.subscribeState(() => onChange()), [modal])
  const getSnapshot = (): T => {
    // Server rendering: the saved session until the core has reconnected (renderer-react/hydration.ts).
    const state = hydration ? hydration.view(modal.getState()) : modal.getState()
    const last = cache.current
    // Same state and same selector: same value (useSyncExternalStore needs a stable snapshot).
    if (last && last.state === state && last.selector === selector) return last.value
    const value = selector(state)
    // A new selector function on each render must not produce a new value for an unchanged state.
    if (last && last.state === state && Object.is(last.value, value)) {
      cache.current = { state, selector, value: last.value }
      return last.value
    }
    cache.current = { state, selector, value }
    return value
  }
  // Hydration renders what the server rendered (the same on both sides: no mismatch).
  const serverCache = useRef<{ selector: (state: ModalState) => T; value: T } | null>(null)
  const getServerSnapshot = !hydration
    ? getSnapshot
    : (): T => {
        // Stable per selector: the server state itself never changes.
        if (serverCache.current?.selector !== selector) serverCache.current = { selector, value: selector(hydration.server()) }
        return serverCache.current.value
      }
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
