import { createContext } from 'react'
import type { Modal } from '../core/index.ts'
import type { ButtonMessages } from './buttonMessages.ts'
import type { MessageOverrides } from './messages.ts'

/**
 * What `<ModalProvider>` gives its subtree: the facade, the host's message overrides and the
 * buttons' strings. The full catalogue is merged by `useMessages` in the dialog's chunk, so a
 * button page does not load it (issue 10).
 */
export type LatchContextValue = { modal: Modal; overrides: MessageOverrides | undefined; buttonMessages: ButtonMessages }

export const LatchContext = createContext<LatchContextValue | null>(null)
