import { useMemo, useState, type ReactNode } from 'react'
import type { Modal } from '../core/index.ts'
import { ModalRoot, type Prefetch } from './components/ModalRoot.tsx'
import { LatchContext, type LatchContextValue } from './context.ts'
import { mergeButtonMessages } from './buttonMessages.ts'
import type { MessageOverrides } from './messages.ts'
import { useResolvedLocale } from './hooks/useLocale.ts'
import { useCatalogue } from './hooks/useCatalogue.ts'
import { createHydration } from './hydration.ts'
import type { InitialState } from './initialState.ts'

/** Props of `<ModalProvider>`. */
export type ModalProviderProps = {
  modal: Modal
  /** Overrides of the message catalogue: its keys are `renderer-react/messages.ts`, English (the default) is `renderer-react/locales/en.ts`. */
  messages?: MessageOverrides
  /** Where the modal is portalled; default `document.body`. */
  portalTarget?: Element
  /**
   * False: provide the modal to the subtree without rendering the dialog (another provider of the
   * same modal renders it; the web components' buttons). Default true.
   */
  renderModal?: boolean
  /**
   * When the dialog and the modal's core are fetched before the first open: `'idle'` (default) once
   * the page is idle after load, so a first click opens in one frame (a visitor saving data, or on
   * 2g, gets `'interaction'`); `'interaction'` when the pointer, a press or keyboard focus reaches
   * a Latch button, so a visitor who never does fetches only the buttons.
   */
  prefetch?: Prefetch
  /**
   * Server rendering: the returning visitor's connection as the server read it from the request
   * (`initialState(cookieHeader)`, with `storage: cookieStorage()`). The buttons render it as
   * connected on the server and in the first client render, and keep showing it while the core
   * reconnects silently (no flash of "disconnected").
   */
  initialState?: InitialState
  children?: ReactNode
}

/**
 * Provides `modal` to the hooks and buttons below, and renders the modal (portal to `document.body`).
 *
 * @example
 * const modal = createModal({ projectId, networks: [mainnet] })
 * root.render(<ModalProvider modal={modal}><ConnectButton /></ModalProvider>)
 */
export function ModalProvider({ modal, messages, portalTarget, renderModal = true, prefetch, initialState, children }: ModalProviderProps) {
  // One per provider and modal: the server's state must stay the one the first render hydrated.
  const [hydrationOf, setHydrationOf] = useState(() => ({ modal, hydration: createHydration(() => modal.getState(), initialState) }))
  const hydration = hydrationOf.modal === modal ? hydrationOf.hydration : createHydration(() => modal.getState(), undefined)
  if (hydrationOf.modal !== modal) setHydrationOf({ modal, hydration })
  // The buttons' strings only: the full catalogue is merged where the views use it, in the
  // dialog's chunk (a button page does not load it).
  // A language other than English loads its catalogue (one lazy chunk) at once, for the buttons'
  // words; the dialog reuses it.
  const resolved = useResolvedLocale(modal)
  const { catalogue, ready, fellBack } = useCatalogue(resolved)
  // A language whose catalogue failed to load: the modal speaks English, so it also formats, lays
  // out (left to right) and declares its `lang` as en-US rather than the language it could not show.
  const locale = fellBack ? 'en-US' : resolved
  const buttonMessages = useMemo(() => mergeButtonMessages(messages, catalogue), [messages, catalogue])
  const value = useMemo<LatchContextValue>(
    () => ({ modal, overrides: messages, buttonMessages, locale, catalogue, catalogueReady: ready, hydration }),
    [modal, messages, buttonMessages, locale, catalogue, ready, hydration],
  )
  return (
    <LatchContext.Provider value={value}>
      {children}
      {renderModal && <ModalRoot target={portalTarget} prefetch={prefetch} />}
    </LatchContext.Provider>
  )
}
