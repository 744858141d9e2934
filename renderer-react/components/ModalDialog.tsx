import { latchCss } from '../theme/styles.ts'
import { Dialog } from './Dialog.tsx'

/**
 * The lazy part of the renderer: the modal's style sheet, the dialog and every view. A host page
 * loads it when the modal first opens, or earlier when the browser is idle (`loadDialog.ts`), so
 * the button a page paints first costs only the core and the buttons.
 */
export function ModalDialog() {
  return (
    <>
      <style data-latch-modal-styles>{latchCss}</style>
      <Dialog />
    </>
  )
}
