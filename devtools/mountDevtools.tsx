import { createRoot } from 'react-dom/client'
import type { Modal } from '../core/index.ts'
import { LatchDevtools } from './LatchDevtools.tsx'

/**
 * Mounts Latch DevTools for hosts without React. `container` (default: a new element appended to
 * `document.body`) holds the panel; its code loads now, as a chunk of its own. Returns the unmount.
 *
 * @example
 * const unmount = mountDevtools(modal, { container: document.querySelector('#devtools')! })
 */
export function mountDevtools(modal: Modal, options: { container?: Element } = {}): () => void {
  const created = options.container ? undefined : document.createElement('div')
  const container = options.container ?? created!
  if (created) {
    created.setAttribute('data-latch-devtools-mount', '')
    document.body.appendChild(created)
  }
  const root = createRoot(container)
  root.render(<LatchDevtools modal={modal} />)
  let mounted = true
  return () => {
    if (!mounted) return
    mounted = false
    root.unmount()
    created?.remove()
  }
}
