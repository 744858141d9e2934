import { useEffect, useState } from 'react'
import type { Modal } from '../../core/index.ts'
import { loadHeadless, loadedHeadless, type HeadlessImpl } from '../../core/headless/load.ts'
import type { LazyChunk } from '../components/lazyChunk.ts'
import { useLazyChunk } from '../components/useLazyChunk.ts'
import { useLatchContext } from './useLatchContext.ts'

const chunk: LazyChunk<HeadlessImpl> = { load: loadHeadless, loaded: loadedHeadless }
const report = (error: unknown): void => globalThis.console?.error('Latch:', error)

/**
 * The own-UI code (core/headless/ownUi.ts) for a render, once both it and the modal's core are
 * in; `undefined` before, while this component starts (or joins) both loads — the hooks show
 * their loading state meanwhile, since a state the core has not run yet says nothing of the
 * lists or the flows (the intents wait in the deferred modal: core/deferredModal.ts). The core
 * loads at mount so a social login's popup opens within the click. A chunk that failed to load is
 * reported and tried again by the next hook that mounts.
 */
export function useHeadless(): HeadlessImpl | undefined {
  const { modal } = useLatchContext()
  const impl = useLazyChunk(chunk, report)
  const [live, setLive] = useState<Modal>()
  useEffect(() => {
    let mounted = true
    modal.load().then(() => mounted && setLive(modal), report)
    return () => {
      mounted = false
    }
  }, [modal])
  return live === modal ? impl : undefined
}
