import { latchCss } from '../theme/styles.ts'
export { Dialog } from './Dialog.tsx'

/**
 * The lazy part of the renderer: the modal's style sheet, the dialog and every view. A host page
 * loads it when the modal first opens, or earlier when the browser is idle (`loadDialog.ts`), so
 * the button a page paints first costs only the core and the buttons. The style sheet goes into
 * the page as soon as the chunk is there, so the first open does not pay for parsing it.
 */
export function ModalStyles() {
  return <style data-latch-modal-styles>{latchCss}</style>
}
