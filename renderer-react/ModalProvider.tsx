import { useMemo, type ReactNode } from 'react'
import type { Modal } from '../core/index.ts'
import { ModalRoot } from './components/ModalRoot.tsx'
import { LatchContext, type LatchContextValue } from './context.ts'
import { mergeButtonMessages } from './buttonMessages.ts'
import type { MessageOverrides } from './messages.ts'

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
  // The buttons' strings only: the full catalogue is merged where the views use it, in the
  // dialog's chunk (issue 10: a button page does not load it).
  const buttonMessages = useMemo(() => mergeButtonMessages(messages), [messages])
  const value = useMemo<LatchContextValue>(() => ({ modal, overrides: messages, buttonMessages }), [modal, messages, buttonMessages])
  return (
    <LatchContext.Provider value={value}>
      {children}
      <ModalRoot target={portalTarget} />
    </LatchContext.Provider>
  )
}
