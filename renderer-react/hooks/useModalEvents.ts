import { useEffect, useRef } from 'react'
import type { StampedEvent } from '../../core/index.ts'
import { useModal } from './useModal.ts'

/**
 * Calls `callback` with every event the modal records, while the component is mounted.
 *
 * @example
 * useModalEvents((event) => { if (event.type === 'connection/connected') track(event) })
 */
export function useModalEvents(callback: (event: StampedEvent) => void): void {
  const modal = useModal()
  const latest = useRef(callback)
  latest.current = callback
  useEffect(() => modal.subscribeEvents((event) => latest.current(event)), [modal])
}
