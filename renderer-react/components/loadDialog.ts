export type DialogChunk = typeof import('./ModalDialog.tsx')

let loaded: DialogChunk | undefined
let loading: Promise<DialogChunk> | undefined

/**
 * Loads the dialog chunk (`ModalDialog.tsx`) once; a failed load (offline, a deploy that removed
 * the chunk) is forgotten so the next open tries again.
 * @example await loadDialog() // the next open renders at once
 */
export function loadDialog(): Promise<DialogChunk> {
  loading ??= import('./ModalDialog.tsx').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The dialog chunk if it has loaded, so a render needs no wait. */
export function loadedDialog(): DialogChunk | undefined {
  return loaded
}
