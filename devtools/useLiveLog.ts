import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Modal, StampedEvent, ThemeMode } from '../core/index.ts'

/**
 * The modal's exported log (API.md `eventLog()`: redacted as a download is — never the raw
 * events), read again whenever the modal records something. A burst of events is read once.
 */
export function useLiveLog(modal: Modal): StampedEvent[] {
  const [log, setLog] = useState<StampedEvent[]>(() => modal.eventLog())
  useEffect(() => {
    let queued = false
    let live = true
    const refresh = () => {
      queued = false
      if (live) setLog(modal.eventLog())
    }
    const unsubscribe = modal.subscribeEvents(() => {
      if (queued) return
      queued = true
      queueMicrotask(refresh)
    })
    refresh()
    return () => {
      live = false
      unsubscribe()
    }
  }, [modal])
  return log
}

/** The modal's theme (SPEC.md §9 dark or light): the panel dresses as the modal does. */
export function useModalTheme(modal: Modal): ThemeMode {
  return useSyncExternalStore(
    (onChange) => modal.subscribeState(() => onChange()),
    () => modal.getState().themeMode,
    () => modal.getState().themeMode,
  )
}
