import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useLatchContext } from '../hooks/useLatchContext.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { buttonCss } from '../theme/buttonStyles.ts'
import { catalogueForDialog } from '../locales/registry.ts'
import { loadDialog, loadedDialog, type DialogChunk } from './loadDialog.ts'
import { savesData } from './savesData.ts'
import { whenIntent } from './whenIntent.ts'

/**
 * Portals the buttons' style sheet and, while `state.open`, the dialog into `document.body`.
 * The dialog is a lazy chunk, never part of the initial load. By default (`prefetch: 'idle'`) it is
 * fetched once the page is idle after its load event, and rendered once hidden to warm it up, so a
 * first click straight on the button paints in one frame; a visitor asking to save data gets
 * `'interaction'` instead (`savesData`). With `'interaction'` it is fetched at the first sign the
 * user goes for a Latch button (pointer over it, press, touch, focus — see whenIntent.ts). Either
 * way the first open fetches it if nothing did before. Should the chunk fail to load, the modal
 * closes rather than stay open and invisible; the next open tries again.
 */
export function ModalRoot({ target, prefetch = 'idle' }: { target?: Element | undefined; prefetch?: Prefetch | undefined }) {
  const open = useModalState((state) => state.open)
  const effective = useMemo(() => effectivePrefetch(prefetch), [prefetch])
  const chunk = useDialogChunk(open, effective)
  // Server rendering: the server renders no portal, so hydration must not either (React would call
  // the page mismatched and render it again); the portal mounts right after. A page rendered only
  // in the browser gets it in its first render, as before.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const host = target ?? (typeof document === 'undefined' ? undefined : document.body)
  if (!host || !hydrated) return null
  return createPortal(
    <div data-latch-portal>
      <style data-latch-styles>{buttonCss}</style>
      {chunk && <chunk.ModalStyles />}
      {open && chunk && <chunk.Dialog />}
    </div>,
    host,
  )
}

const noSubscription = () => () => {}

/**
 * When the dialog, the modal's core and the page's language are fetched ahead of the first open:
 * `'idle'` (default) once the page is idle after its load event, so even a first click straight on
 * the button opens in one frame, at the price of fetching the modal on every page view — unless the
 * visitor asked to save data (`navigator.connection.saveData`, or a 2g connection), who gets
 * `'interaction'`; `'interaction'` at the first sign the user goes for a button, so a visitor who
 * never does fetches neither. `'intent'` is the former name of `'interaction'`. A first open
 * before either loads everything at once.
 */
export type Prefetch = 'idle' | 'interaction' | 'intent'

/** `'idle'` or `'interaction'`: what `prefetch` asks, unless the visitor saves data. */
function effectivePrefetch(prefetch: Prefetch): 'idle' | 'interaction' {
  return prefetch === 'idle' && !savesData() ? 'idle' : 'interaction'
}

function useDialogChunk(open: boolean, prefetch: 'idle' | 'interaction') {
  const { modal, locale } = useLatchContext()
  // English is a catalogue chunk: a page in English fetches it beside the dialog, so
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

/** Runs `load` once: at the user's intent or, with `'idle'`, when the page is idle after load, whichever comes first. Returns its cancel. */
function whenPrefetch(prefetch: 'idle' | 'interaction', load: () => void): () => void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    cancel()
    load()
  }
  const cancelIntent = whenIntent(typeof document === 'undefined' ? undefined : document, once)
  const cancelIdle = prefetch === 'idle' ? whenLoaded(() => whenIdle(once)) : () => undefined
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

/**
 * Runs `task` once the page's load event has passed (at once if it has), so an idle prefetch never
 * competes with the page's own resources for the line. Returns its cancel, and the task's.
 */
function whenLoaded(task: () => () => void): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined' || document.readyState === 'complete') return task()
  let cancelTask: (() => void) | undefined
  const onLoad = () => void (cancelTask = task())
  window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    cancelTask?.()
  }
}

/** At the latest this long after the load event, an idle prefetch starts even on a busy page. */
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
