import { useContext, useEffect, useMemo, useState } from 'react'
import type { ModalState } from '../core/index.ts'
import { mergeButtonMessages } from '../renderer-react/buttonMessages.ts'
import { loadDialog, loadedDialog, type DialogChunk } from '../renderer-react/components/loadDialog.ts'
import { LatchContext, type LatchContextValue } from '../renderer-react/context.ts'
import { offlineState } from './offlineState.ts'
import { readOnlyModal } from './readOnlyModal.ts'

/** One offline copy per replayed state: scrubbing back and forth does not walk a state twice. */
const offlineCopies = new WeakMap<ModalState, ModalState>()

function offlineOnce(state: ModalState): ModalState {
  let copy = offlineCopies.get(state)
  if (!copy) offlineCopies.set(state, (copy = offlineState(state)))
  return copy
}

/**
 * The modal's real dialog and views (the renderer's lazy dialog chunk, not a re-drawing) rendered
 * from a replayed state over a read-only facade: what the visitor saw at that point. The box is
 * `inert` — nothing in it takes focus or a click, so the panel's keyboard stays on the scrubber —
 * and it holds the dialog's fixed overlay (a transformed box is the containing block of its fixed
 * descendants). `offline`: every image source that could reach a server becomes the letter
 * placeholder (an opened log is looked at with no service around).
 */
export function Preview({ state, offline }: { state: ModalState; offline: boolean }) {
  const outer = useContext(LatchContext)
  const dialog = useDialogChunk()
  const shown = offline ? offlineOnce(state) : state
  const context = useMemo<LatchContextValue>(
    () => ({
      modal: readOnlyModal(shown),
      overrides: outer?.overrides,
      buttonMessages: outer?.buttonMessages ?? mergeButtonMessages(undefined),
      locale: outer?.locale ?? 'en-US',
      catalogue: outer?.catalogue,
      catalogueReady: true,
    }),
    [shown, outer],
  )
  if (!shown.open) {
    return (
      <div className="ldt-preview-closed" data-devtools-preview data-devtools-preview-view={shown.view} data-open="false">
        The modal was closed here (its view stack at {shown.view}).
      </div>
    )
  }
  return (
    <div className="ldt-preview" data-devtools-preview data-devtools-preview-view={shown.view} data-open="true" inert>
      {dialog ? (
        <>
          <dialog.ModalStyles />
          <LatchContext.Provider value={context}>
            <dialog.Dialog />
          </LatchContext.Provider>
        </>
      ) : (
        <p className="ldt-hint">Loading the views…</p>
      )}
    </div>
  )
}

/** The renderer's dialog chunk: at once if the modal has loaded it, else loaded once here. */
function useDialogChunk(): DialogChunk | undefined {
  const [chunk, setChunk] = useState<DialogChunk | undefined>(loadedDialog)
  useEffect(() => {
    if (chunk) return
    let live = true
    loadDialog().then(
      (loaded) => live && setChunk(() => loaded),
      (error: unknown) => console.error('Latch DevTools: the views could not be loaded', error),
    )
    return () => {
      live = false
    }
  }, [chunk])
  return chunk
}
