/**
 * The DevTools panel (`latch/devtools`, a lazy chunk of its own): a session's log as a person can
 * look at it — the live event list, each event's state and what it changed, a timeline scrubber
 * over the modal's real views, and a user's saved log opened offline. Everything shown comes from
 * the exported log and core `replay()`; the panel never dispatches, so nothing it does is in the
 * modal's log.
 */
// Chunk grouping (scripts/build.ts): a lazy module reaches the core's barrel, so the files it shares
// with the modal's core stay in the core's chunk rather than splitting it. No renderer module is
// reached statically: the views come with the dialog's own chunk (Preview.tsx).
import '../core/coreEntry.ts'
import { useCallback, useId, useMemo, useState, type DragEvent } from 'react'
import { initialState } from '../core/coreEntry.ts'
import type { Modal, ThemeMode } from '../core/index.ts'
import { EventList } from './EventList.tsx'
import { indexOfSeq, liveTimeline, openLogText, type OpenedLog } from './openLog.ts'
import { Preview } from './Preview.tsx'
import { StateDetails } from './StateDetails.tsx'
import { devtoolsCss } from './styles.ts'
import { domainsOf, filterIndexes } from './timeline.ts'
import { Toolbar } from './Toolbar.tsx'
import { useLiveLog, useModalTheme } from './useLiveLog.ts'

/** Props of `<LatchDevtools>`. */
export type LatchDevtoolsProps = {
  /** The modal whose session the panel shows (its exported log, read only). */
  modal: Modal
  /** Dark or light; default: the modal's own theme mode. */
  theme?: ThemeMode
}

export function DevtoolsPanel({ modal, theme }: LatchDevtoolsProps) {
  const liveLog = useLiveLog(modal)
  const live = useMemo(() => liveTimeline(liveLog), [liveLog])
  const modalTheme = useModalTheme(modal)
  const [opened, setOpened] = useState<OpenedLog | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // The entry the user picked, by `seq` (kept while new entries arrive); null follows the newest.
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null)
  const [filter, setFilter] = useState({ domain: '', text: '' })
  const [dragging, setDragging] = useState(false)
  const titleId = useId()
  const scrubberId = useId()
  const listId = useId()

  const timeline = opened?.timeline ?? live
  const { log, states } = timeline
  const last = log.length - 1
  const found = selectedSeq === null ? -1 : indexOfSeq(log, selectedSeq)
  const selected = found >= 0 ? found : last
  // A point in time was picked (or a saved log is open): the views of that moment are shown.
  const pinned = opened !== null || found >= 0
  const shown = useMemo(() => filterIndexes(log, filter), [log, filter])
  const domains = useMemo(() => domainsOf(log), [log])
  const select = useCallback((index: number) => setSelectedSeq(log[index]?.seq ?? null), [log])

  const open = useCallback(async (file: File) => {
    const result = openLogText(file.name, await file.text())
    if (!result.ok) {
      setRefusal(result.reason)
      return
    }
    setRefusal(null)
    setOpened(result.opened)
    setSelectedSeq(result.opened.timeline.log[0]?.seq ?? null)
  }, [])
  const backToLive = useCallback(() => {
    setOpened(null)
    setRefusal(null)
    setSelectedSeq(null)
  }, [])

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void open(file)
  }

  const event = log[selected]
  const after = states[selected]
  const before = selected > 0 ? states[selected - 1] : selected === 0 ? initialState : undefined
  return (
    <section
      data-latch-devtools
      data-theme={theme ?? modalTheme}
      data-devtools-source={opened ? 'file' : 'live'}
      data-dragging={dragging ? 'true' : 'false'}
      aria-labelledby={titleId}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <style>{devtoolsCss}</style>
      <Toolbar titleId={titleId} modal={modal} timeline={timeline} opened={opened} following={selectedSeq === null} onOpen={open} onBackToLive={backToLive} onFollow={() => setSelectedSeq(null)} />
      {refusal && (
        <p className="ldt-alert" role="alert" data-devtools-refusal>
          {refusal}
        </p>
      )}
      <div className="ldt-bar">
        <label>
          Domain
          <select value={filter.domain} onChange={(e) => setFilter({ ...filter, domain: e.target.value })} data-devtools-domain>
            <option value="">All</option>
            {domains.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </label>
        <label>
          Find
          <input type="search" value={filter.text} placeholder="type or field" onChange={(e) => setFilter({ ...filter, text: e.target.value })} data-devtools-filter />
        </label>
        <span className="ldt-hint" data-devtools-count>
          {shown.length} of {log.length} events{timeline.failures.length ? ` · ${timeline.failures.length} left the state as it was` : ''}
        </span>
      </div>
      <div className="ldt-grid">
        <EventList log={log} shown={shown} selected={selected} onSelect={select} idPrefix={listId} />
        <StateDetails event={event} before={before} after={after} />
      </div>
      <div className="ldt-timeline">
        <label htmlFor={scrubberId}>Timeline{event ? `: #${event.seq} ${event.type} (${selected + 1} of ${log.length})` : ''}</label>
        <input
          id={scrubberId}
          type="range"
          min={0}
          max={Math.max(0, last)}
          step={1}
          value={Math.max(0, selected)}
          disabled={last < 0}
          aria-valuetext={event ? `#${event.seq} ${event.type}, ${selected + 1} of ${log.length}` : 'no events'}
          onChange={(e) => select(Number(e.target.value))}
          data-devtools-scrubber
        />
        {pinned && after ? <Preview state={after} offline={opened !== null} /> : <p className="ldt-hint">Pick an event or move the timeline to see the modal as the visitor saw it then.</p>}
      </div>
    </section>
  )
}
