import { lazy, Suspense } from 'react'
import type { LatchDevtoolsProps } from './DevtoolsPanel.tsx'

export type { LatchDevtoolsProps } from './DevtoolsPanel.tsx'

/** The panel's code is a chunk of its own, fetched when the panel first mounts. */
const Panel = lazy(() => import('./DevtoolsPanel.tsx').then((chunk) => ({ default: chunk.DevtoolsPanel })))

/**
 * Latch DevTools for a modal: the live event list (redacted as exported), each event's state and
 * what it changed, a timeline scrubber that shows the modal's real views as they were, "Open a
 * log" (a user's downloaded log, replayed offline), Download log and "Copy as bug report". Its
 * code loads when it mounts; nothing the panel does is recorded in the modal's log.
 *
 * @example
 * <LatchDevtools modal={modal} />
 */
export function LatchDevtools(props: LatchDevtoolsProps) {
  return (
    <Suspense
      fallback={
        <section data-latch-devtools aria-busy="true" aria-label="Latch DevTools">
          Loading Latch DevTools…
        </section>
      }
    >
      <Panel {...props} />
    </Suspense>
  )
}
