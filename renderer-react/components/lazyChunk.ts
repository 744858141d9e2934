/** A chunk of the renderer's code fetched on first use (issue 17: nothing before it is needed). */
export type LazyChunk<T> = {
  /** Loads the chunk once; a failed load (offline, a deploy that removed the file) is forgotten, so the next call tries again. */
  load(): Promise<T>
  /** The chunk if it has loaded, so a render needs no wait. */
  loaded(): T | undefined
}

/**
 * @example
 * const dialog = lazyChunk(() => import('./ModalDialog.tsx'))
 * await dialog.load() // dialog.loaded() is the module from now on
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  return {
    load: () =>
      (pending ??= importer().then(
        (chunk) => (value = chunk),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    loaded: () => value,
  }
}
