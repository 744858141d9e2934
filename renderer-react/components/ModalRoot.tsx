import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { buttonCss } from '../theme/buttonStyles.ts'
import { loadDialog, loadedDialog } from './loadDialog.ts'
import { whenIntent } from './whenIntent.ts'

/**
 * Portals the buttons' style sheet and, while `state.open`, the dialog into `document.body`.
 * The dialog is a lazy chunk: fetched at the first sign the user goes for a Latch button (pointer
 * over it, press, touch, focus — see whenIntent.ts), or at the first open if that comes sooner; a
 * visitor who never does fetches none of it (issue 10). Should the chunk fail to load, the modal
 * closes rather than stay open and invisible; the next open tries again.
 */
export function ModalRoot({ target }: { target?: Element | undefined }) {
  const open = useModalState((state) => state.open)
  const chunk = useDialogChunk(open)
  const host = target ?? (typeof document === 'undefined' ? undefined : document.body)
  if (!host) return null
  return createPortal(
    <div data-latch-portal>
      <style data-latch-styles>{buttonCss}</style>
      {chunk && <chunk.ModalStyles />}
      {open && chunk && <chunk.Dialog />}
    </div>,
    host,
  )
}

function useDialogChunk(open: boolean) {
  const modal = useModal()
  const [chunk, setChunk] = useState(loadedDialog)
  useEffect(() => {
    if (chunk) return
    let live = true
    const load = () => {
      // The modal's core too (core/deferredModal.ts), beside the dialog: both are needed to open.
      // Once it runs, the wallets are discovered: the Connect view's first paint decodes every
      // connector icon (EIP-6963 icons are SVG data URLs, each a small SVG document); decoding them
      // ahead takes ~15 ms off the first open.
      modal.load().then(
        () => decodeAhead(modal.getState().connectors.map((c) => c.info?.icon ?? c.imageUrl)),
        () => undefined,
      )
      return loadDialog().then(
        (loaded) => live && setChunk(loaded),
        (error: unknown) => {
          if (!live || !open) return
          console.error('Latch: the modal could not be loaded', error)
          modal.close()
        },
      )
    }
    // Open: load now. Closed: prefetch when the user goes for a button.
    const cancel = open ? (void load(), undefined) : whenIntent(typeof document === 'undefined' ? undefined : document, () => void load())
    return () => {
      live = false
      cancel?.()
    }
  }, [open, chunk, modal])
  return chunk
}

/** Images decoded ahead of the first open (the Connect view shows at most this many connectors at once). */
const DECODE_AHEAD = 20

function decodeAhead(sources: (string | undefined)[]): void {
  if (typeof Image === 'undefined') return
  for (const src of [...new Set(sources)].filter((s): s is string => Boolean(s)).slice(0, DECODE_AHEAD)) {
    const image = new Image()
    image.src = src
    // A broken icon is the Avatar's business when it renders; here it only misses the warm-up.
    void image.decode?.().catch(() => undefined)
  }
}
