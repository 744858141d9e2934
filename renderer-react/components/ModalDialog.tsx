import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { LatchContext, type LatchContextValue } from '../context.ts'
import { latchCss } from '../theme/styles.ts'
import { Dialog } from './Dialog.tsx'
import { paintAhead, shownImages, type ShownImage } from './paintAhead.ts'
export { Dialog } from './Dialog.tsx'
// DevTools renders this chunk's dialog over a replayed state: it provides the same context object.
export { LatchContext } from '../context.ts'

/**
 * The lazy part of the renderer: the modal's style sheet, the dialog and every view. A host page
 * loads it when the modal first opens, or earlier when the browser is idle (`loadDialog.ts`), so
 * the button a page paints first costs only the core and the buttons. The style sheet goes into
 * the page as soon as the chunk is there, so the first open does not pay for parsing it.
 */
export function ModalStyles() {
  return <style data-latch-modal-styles>{latchCss}</style>
}

/**
 * Renders the dialog once, hidden, and takes it away again in the same task (`prefetch: 'idle'`):
 * the views' code is compiled, React has met every component, and the browser has
 * styled and laid out the dialog's elements and shaped its text once, so the first open only
 * renders. The container is inert and invisible and leaves the page before any other script or
 * the user could meet it; focus stays where it is. Its images are then painted once apart
 * (`paintAhead`: an SVG icon's first paint lays out its document); the promise settles when that
 * box has left the page too.
 */
export function warmUp(context: LatchContextValue): Promise<void> {
  const doc = typeof document !== 'undefined' ? document : undefined
  if (!doc?.body) return Promise.resolve()
  const container = doc.createElement('div')
  container.setAttribute('inert', '')
  container.setAttribute('aria-hidden', 'true')
  container.style.cssText = 'position:fixed;inset:0;visibility:hidden;pointer-events:none;contain:strict'
  doc.body.appendChild(container)
  const root = createRoot(container)
  let images: ShownImage[] = []
  try {
    flushSync(() =>
      root.render(
        <LatchContext.Provider value={context}>
          <Dialog />
        </LatchContext.Provider>,
      ),
    )
    void container.firstElementChild?.getBoundingClientRect() // style and layout, now
    images = shownImages(container)
  } finally {
    root.unmount()
    container.remove()
  }
  // A hidden element is not painted: the images the dialog shows are painted apart, once.
  return paintAhead(doc, images)
}
