import { createContext } from 'react'
import type { Modal } from '../core/index.ts'
import type { Messages } from './messages.ts'
import type { UiStore } from './uiStore.ts'

/** What `<ModalProvider>` gives its subtree: the facade, the message catalogue, renderer memory. */
export type LatchContextValue = { modal: Modal; messages: Messages; ui: UiStore }

export const LatchContext = createContext<LatchContextValue | null>(null)
