import { lazyChunk } from '../../core/lazy.ts'

export type DialogChunk = typeof import('./ModalDialog.tsx')

const dialog = lazyChunk<DialogChunk>(() => import('./ModalDialog.tsx'))

/**
 * Loads the dialog chunk (`ModalDialog.tsx`) once; a failed load (offline, a deploy that removed
 * the chunk) is forgotten so the next open tries again.
 * @example await loadDialog() // the next open renders at once
 */
export const loadDialog: () => Promise<DialogChunk> = dialog.load

/** The dialog chunk if it has loaded, so a render needs no wait. */
export const loadedDialog: () => DialogChunk | undefined = dialog.loaded
