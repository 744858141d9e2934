import { createRoot } from 'react-dom/client'
import type { Modal } from '../core/index.ts'
import type { Prefetch } from './components/ModalRoot.tsx'
import type { MessageOverrides } from './messages.ts'
import { ModalProvider } from './ModalProvider.tsx'

/**
 * Renders the modal for hosts without React. `container` (default: a new element appended to
 * `document.body`) holds the React root; the dialog itself is portalled to `document.body`.
 *
 * @example
 * const unmount = mountModal(modal)
 * modal.open()
 * // later
 * unmount()
 */
export function mountModal(modal: Modal, options: { container?: Element; messages?: MessageOverrides; prefetch?: Prefetch } = {}): () => void {
  const created = options.container ? undefined : document.createElement('div')
  const container = options.container ?? created!
  if (created) {
    created.setAttribute('data-latch-mount', '')
    document.body.appendChild(created)
  }
  const root = createRoot(container)
  root.render(<ModalProvider modal={modal} {...(options.messages ? { messages: options.messages } : {})} {...(options.prefetch ? { prefetch: options.prefetch } : {})} />)
  let mounted = true
  return () => {
    if (!mounted) return
    mounted = false
    root.unmount()
    created?.remove()
  }
}
