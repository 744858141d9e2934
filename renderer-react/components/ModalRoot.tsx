import { createPortal } from 'react-dom'
import { useModalState } from '../hooks/useModalState.ts'
import { latchCss } from '../theme/styles.ts'
import { Dialog } from './Dialog.tsx'

/** Portals the style sheet and, while `state.open`, the dialog into `document.body`. */
export function ModalRoot({ target }: { target?: Element | undefined }) {
  const open = useModalState((state) => state.open)
  const host = target ?? (typeof document === 'undefined' ? undefined : document.body)
  if (!host) return null
  return createPortal(
    <div data-latch-portal>
      <style data-latch-styles>{latchCss}</style>
      {open && <Dialog />}
    </div>,
    host,
  )
}
