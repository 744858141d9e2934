import { once } from '../../core/lazy.ts'

/** A chunk of the renderer's code fetched on first use (nothing before it is needed). */
export type LazyChunk<T> = {
  /** Loads the chunk once; a failed load (offline, a deploy that removed the file) is forgotten, so the next call tries again. */
  load(): Promise<T>
  /** The chunk if it has loaded, so a render needs no wait. */
  loaded(): T | undefined
}

/**
 * Core's `once` (one shared load, a failure forgotten), and the loaded chunk kept for a render
 * that must not wait.
 *
 * @example
 * const dialog = lazyChunk(() => import('./ModalDialog.tsx'))
 * await dialog.load() // dialog.loaded() is the module from now on
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined
  return { load: once(() => importer().then((chunk) => (value = chunk))), loaded: () => value }
}
