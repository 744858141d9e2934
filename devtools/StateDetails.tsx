import { useMemo } from 'react'
import type { ModalState, StampedEvent } from '../core/index.ts'
import { shortenForDisplay } from './shortenForDisplay.ts'
import { diffStates } from './timeline.ts'

/** A value in one line for the diff table (long strings shortened; the download has them whole). */
function shortJson(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value, shortenForDisplay)
}

/**
 * The selected event's outcome: what it changed (a diff against the state before it: only the
 * places that differ) and the whole state after it, both from the replayed states.
 */
export function StateDetails({ event, before, after }: { event: StampedEvent | undefined; before: ModalState | undefined; after: ModalState | undefined }) {
  const diff = useMemo(() => (before && after ? diffStates(before, after) : undefined), [before, after])
  const text = useMemo(() => (after ? JSON.stringify(after, shortenForDisplay, 2) : ''), [after])
  if (!event || !after) return <p className="ldt-hint">No events yet.</p>
  return (
    <div className="ldt-details">
      <h3 className="ldt-subtitle">
        Changed by #{event.seq} {event.type}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (axe scrollable-region-focusable) */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark per event; this is a labelled scroll box */}
      <div className="ldt-diff" data-devtools-diff tabIndex={0} role="region" aria-label={`What #${event.seq} changed`}>
        {!diff ? (
          <p className="ldt-hint">The first entry: everything below is its state.</p>
        ) : diff.changes.length === 0 ? (
          <p className="ldt-hint">Nothing changed.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((change) => (
                <tr key={change.path} data-path={change.path}>
                  <td>{change.path}</td>
                  <td>{shortJson(change.before)}</td>
                  <td>{shortJson(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {diff && diff.more > 0 && <p className="ldt-hint">…and {diff.more} more.</p>}
      </div>
      <h3 className="ldt-subtitle">State after #{event.seq}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (axe scrollable-region-focusable) */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names the scroll box for screen readers that announce focused elements */}
      <pre className="ldt-state" data-devtools-state tabIndex={0} aria-label={`State after #${event.seq}`}>
        {text}
      </pre>
    </div>
  )
}
