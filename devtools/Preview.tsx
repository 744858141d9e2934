import { useContext, useEffect, useMemo, useState } from 'react'
import type { ModalState } from '../core/index.ts'
import type { ButtonMessages } from '../renderer-react/buttonMessages.ts'
import type { LatchContextValue } from '../renderer-react/context.ts'
import { offlineState } from './offlineState.ts'
import { readOnlyModal } from './readOnlyModal.ts'

/**
 * The renderer's dialog chunk (its lazy `ModalDialog`, the one a page loads at the first open):
 * loaded dynamically, so DevTools reaches no renderer module statically and no renderer chunk is
 * split for it (scripts/build.ts chunk grouping: `latch/react`'s files stay where they are).
 */
type DialogChunk = typeof import('../renderer-react/components/ModalDialog.tsx')

let dialogChunk: DialogChunk | undefined
let dialogLoad: Promise<DialogChunk> | undefined

function loadDialogChunk(): Promise<DialogChunk> {
  dialogLoad ??= import('../renderer-react/components/ModalDialog.tsx').then(
    (chunk) => (dialogChunk = chunk),
    (error: unknown) => {
      // Offline or a deploy that removed it: the next preview tries again.
      dialogLoad = undefined
      throw error
    },
  )
  return dialogLoad
}

/** One offline copy per replayed state: scrubbing back and forth does not walk a state twice. */
const offlineCopies = new WeakMap<ModalState, ModalState>()

function offlineOnce(state: ModalState): ModalState {
  let copy = offlineCopies.get(state)
  if (!copy) offlineCopies.set(state, (copy = offlineState(state)))
  return copy
}

/**
 * The modal's real dialog and views (the renderer's dialog chunk, not a re-drawing) rendered from
 * a replayed state over a read-only facade: what the visitor saw at that point. The box is `inert`
 * — nothing in it takes focus or a click, so the keyboard stays on the scrubber — and it holds the
 * dialog's fixed overlay (a transformed box is the containing block of its fixed descendants).
 * `offline`: every image source that could reach a server becomes the letter placeholder (an
 * opened log is looked at with no service around).
 */
export function Preview({ state, offline }: { state: ModalState; offline: boolean }) {
  const [chunk, setChunk] = useState<DialogChunk | undefined>(dialogChunk)
  useEffect(() => {
    if (chunk) return
    let live = true
    loadDialogChunk().then(
      (loaded) => live && setChunk(() => loaded),
      (error: unknown) => console.error('Latch DevTools: the views could not be loaded', error),
    )
    return () => {
      live = false
    }
  }, [chunk])
  const shown = offline ? offlineOnce(state) : state
  if (!shown.open) {
    return (
      <div className="ldt-preview-closed" data-devtools-preview data-devtools-preview-view={shown.view} data-open="false">
        The modal was closed here (its view stack at {shown.view}).
      </div>
    )
  }
  return (
    <div className="ldt-preview" data-devtools-preview data-devtools-preview-view={shown.view} data-open="true" inert>
      {chunk ? <StillDialog chunk={chunk} state={shown} /> : <p className="ldt-hint">Loading the views…</p>}
    </div>
  )
}

/**
 * The dialog over one state. Inside a `<ModalProvider>` the host's messages, locale and catalogue
 * are kept; alone (`mountDevtools`), English.
 */
function StillDialog({ chunk, state }: { chunk: DialogChunk; state: ModalState }) {
  const outer = useContext(chunk.LatchContext)
  const context = useMemo<LatchContextValue>(
    () => ({
      modal: readOnlyModal(state),
      overrides: outer?.overrides,
      // The dialog's views never read the buttons' strings (the buttons are the page's, not here).
      buttonMessages: outer?.buttonMessages ?? ({} as ButtonMessages),
      locale: outer?.locale ?? 'en-US',
      catalogue: outer?.catalogue,
      catalogueReady: true,
    }),
    [state, outer],
  )
  return (
    <>
      <chunk.ModalStyles />
      <chunk.LatchContext.Provider value={context}>
        <chunk.Dialog />
      </chunk.LatchContext.Provider>
    </>
  )
}
