import { createContext } from 'react'
import type { Modal } from '../core/index.ts'
import type { Messages } from './messages.ts'

/** What `<ModalProvider>` gives its subtree: the facade and the message catalogue. */
export type LatchContextValue = { modal: Modal; messages: Messages }

export const LatchContext = createContext<LatchContextValue | null>(null)
