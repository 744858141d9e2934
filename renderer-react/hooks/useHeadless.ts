import { useEffect, useState } from 'react'
import type { Modal } from '../../core/index.ts'
import { loadHeadless, loadedHeadless, type HeadlessImpl } from '../../core/headless/load.ts'
import { useLatchContext } from './useLatchContext.ts'

/** The modals whose core has loaded (a hook mounted later renders at once, without a loading flash). */
const live = new WeakSet<Modal>()
const report = (error: unknown): void => globalThis.console?.error('Latch:', error)

/**
 * The own-UI code (core/headless/ownUi.ts) for a render, once both it and the modal's core are
 * in; `undefined` before, while this component starts (or joins) both loads — the hooks show
 * their loading state meanwhile, since a state the core has not run yet says nothing of the
 * lists or the flows (the intents wait in the deferred modal: core/deferredModal.ts). The core
 * loads at mount so a social login's popup opens within the click. A load that failed is
 * reported and tried again by the next hook that mounts.
 */
export function useHeadless(): HeadlessImpl | undefined {
  const { modal } = useLatchContext()
  const [, arrived] = useState(0)
  const ready = live.has(modal) ? loadedHeadless() : undefined
  useEffect(() => {
    if (ready) return
    let mounted = true
    Promise.all([modal.load(), loadHeadless()]).then(() => {
      live.add(modal)
      if (mounted) arrived((n) => n + 1)
    }, report)
    return () => {
      mounted = false
    }
  }, [modal, ready])
  return ready
}
