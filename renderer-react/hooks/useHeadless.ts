import { loadHeadless, loadedHeadless, type HeadlessImpl } from '../../core/headless/load.ts'
import type { LazyChunk } from '../components/lazyChunk.ts'
import { useLazyChunk } from '../components/useLazyChunk.ts'

const chunk: LazyChunk<HeadlessImpl> = { load: loadHeadless, loaded: loadedHeadless }
const report = (error: unknown): void => globalThis.console?.error('Latch:', error)

/**
 * The own-UI code (core/headless/ownUi.ts) for a render: at once once loaded, else `undefined`
 * while this component starts (or joins) its load, and a render again when it is in. The hooks
 * key their selectors on it, so `latch`'s selectors, which answer "loading" until then, are read
 * again; a chunk that failed to load is reported and tried again by the next hook that mounts.
 */
export function useHeadless(): HeadlessImpl | undefined {
  return useLazyChunk(chunk, report)
}
