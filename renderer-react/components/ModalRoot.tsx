import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchContext } from '../hooks/useLatchContext.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { buttonCss } from '../theme/buttonStyles.ts'
import { catalogueForDialog } from '../locales/registry.ts'
import { loadDialog, loadedDialog, type DialogChunk } from './loadDialog.ts'
import { whenIntent } from './whenIntent.ts'

/**
 * Portals the buttons' style sheet and, while `state.open`, the dialog into `document.body`.
 * The dialog is a lazy chunk: fetched at the first sign the user goes for a Latch button (pointer
 * over it, press, touch, focus — see whenIntent.ts), or at the first open if that comes sooner; a
 * visitor who never does fetches none of it (issue 10). With `prefetch: 'idle'` it is fetched once
 * the page is idle, and rendered once hidden to warm it up (issue 17's first open). Should the
 * chunk fail to load, the modal closes rather than stay open and invisible; the next open tries
 * again.
 */
export function ModalRoot({ target, prefetch = 'intent' }: { target?: Element | undefined; prefetch?: Prefetch | undefined }) {
  const open = useModalState((state) => state.open)
  const chunk = useDialogChunk(open, prefetch)
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

/**
 * When the dialog and the modal's core are fetched ahead of the first open: `'intent'` (default) at
 * the first sign the user goes for a button, so a visitor who never does fetches neither (issue 10's
 * ≤ 40 KB before the first click); `'idle'` as soon as the page is idle after mounting, so even a
 * first click straight on the button opens at once (issue 17's first open), at the price of fetching
 * the modal on every page view. A first open before either loads both at once.
 */
export type Prefetch = 'intent' | 'idle'

function useDialogChunk(open: boolean, prefetch: Prefetch) {
  const { modal, locale } = useLatchContext()
  // English is a catalogue chunk (issue 17): a page in English fetches it beside the dialog, so
  // the dialog renders with its words at once; another language's was fetched as the provider mounted.
  const catalogue = catalogueForDialog(locale)
  const [chunk, setChunk] = useState(() => (catalogue && !catalogue.loaded() ? undefined : loadedDialog()))
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
      return Promise.all([loadDialog(), catalogue?.load()]).then(
        ([loaded]) => live && setChunk(loaded),
        (error: unknown) => {
          if (!live || !open) return
          console.error('Latch: the modal could not be loaded', error)
          modal.close()
        },
      )
    }
    // Open: load now. Closed: prefetch when the user goes for a button (or, asked, when idle).
    if (open) {
      void load()
      return () => void (live = false)
    }
    const cancel = whenPrefetch(prefetch, () => void load())
    return () => {
      live = false
      cancel()
    }
  }, [open, chunk, modal, prefetch, catalogue])
  useWarmUp(prefetch === 'idle' ? chunk : undefined)
  return chunk
}

/**
 * Idle prefetch: once the dialog's chunk and the modal's core are both in, the dialog renders once
 * off the page (`warmUp`, ModalDialog.tsx) when the browser is idle again, while the modal is still
 * closed. Cancelled with the provider.
 */
function useWarmUp(chunk: DialogChunk | undefined) {
  const context = useLatchContext()
  useEffect(() => {
    if (!chunk) return
    const { modal } = context
    let cancel: (() => void) | undefined
    let live = true
    modal.load().then(
      () => void (live && (cancel = whenIdle(() => void (!modal.getState().open && chunk.warmUp(context))))),
      () => undefined,
    )
    return () => {
      live = false
      cancel?.()
    }
  }, [chunk, context])
}

/** Runs `load` once: at the user's intent or, with `'idle'`, when the page is idle, whichever comes first. Returns its cancel. */
function whenPrefetch(prefetch: Prefetch, load: () => void): () => void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    cancel()
    load()
  }
  const cancelIntent = whenIntent(typeof document === 'undefined' ? undefined : document, once)
  const cancelIdle = prefetch === 'idle' ? whenIdle(once) : () => undefined
  const cancel = () => {
    cancelIntent()
    cancelIdle()
  }
  return cancel
}

/** Runs `task` once the browser is idle (`requestIdleCallback`; a macrotask where it is missing). Returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}

/** At the latest this long after mounting, an idle prefetch starts even on a busy page. */
const IDLE_TIMEOUT_MS = 2000

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
