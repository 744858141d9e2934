import { useEffect, useMemo, type ReactNode } from 'react'
import type { Modal } from '../core/index.ts'
import { ModalRoot } from './components/ModalRoot.tsx'
import { LatchContext, type LatchContextValue } from './context.ts'
import { mergeMessages, type MessageOverrides } from './messages.ts'
import { createUiStore } from './uiStore.ts'

/** Props of `<ModalProvider>`. */
export type ModalProviderProps = {
  modal: Modal
  /** Overrides of the English message catalogue (`renderer-react/messages.ts`). */
  messages?: MessageOverrides
  /** Where the modal is portalled; default `document.body`. */
  portalTarget?: Element
  children?: ReactNode
}

/**
 * Provides `modal` to the hooks and buttons below, and renders the modal (portal to `document.body`).
 *
 * @example
 * const modal = createModal({ projectId, networks: [mainnet] })
 * root.render(<ModalProvider modal={modal}><ConnectButton /></ModalProvider>)
 */
export function ModalProvider({ modal, messages, portalTarget, children }: ModalProviderProps) {
  const ui = useMemo(() => createUiStore(modal), [modal])
  // Subscribed in an effect (not during render) so StrictMode's double effects stay balanced.
  useEffect(() => ui.connect(), [ui])
  const resolved = useMemo(() => mergeMessages(messages), [messages])
  const value = useMemo<LatchContextValue>(() => ({ modal, messages: resolved, ui }), [modal, resolved, ui])
  return (
    <LatchContext.Provider value={value}>
      {children}
      <ModalRoot target={portalTarget} />
    </LatchContext.Provider>
  )
}
