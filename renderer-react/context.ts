import { createContext } from 'react'
import type { Modal } from '../core/index.ts'
import type { ButtonMessages } from './buttonMessages.ts'
import type { MessageOverrides } from './messages.ts'
import type { LocaleCatalogue } from './locales/catalogue.ts'
import type { Hydration } from './hydration.ts'

/**
 * What `<ModalProvider>` gives its subtree: the facade, the host's message overrides and the
 * buttons' strings. The full catalogue is merged by `useMessages` in the dialog's chunk, so a
 * button page does not load it.
 */
export type LatchContextValue = {
  modal: Modal
  overrides: MessageOverrides | undefined
  buttonMessages: ButtonMessages
  /** The locale the modal speaks and formats in. */
  locale: string
  /** Its language's catalogue, once loaded; `undefined` for English (the default catalogue). */
  catalogue: LocaleCatalogue | undefined
  /** False while a language's catalogue is on its way (the dialog waits for it rather than flash English). */
  catalogueReady: boolean
  /** The state hydration renders and the saved session shown until the core reconnects (server rendering). */
  hydration?: Hydration
}

export const LatchContext = createContext<LatchContextValue | null>(null)
