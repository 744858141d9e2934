import { useState } from 'react'
import type { Modal } from '../core/index.ts'
import { bugReportText, logFileName, logFileText } from './bugReport.ts'
import type { OpenedLog } from './openLog.ts'
import type { Timeline } from './timeline.ts'
import { LATCH_VERSION } from './version.ts'

/**
 * The panel's title and actions: open a saved log (a file picker; the panel also takes a dropped
 * file), go back to the live session or follow its newest entry, download the log (the file
 * `npm run replay` reads), and copy a bug report.
 */
export function Toolbar(props: {
  titleId: string
  modal: Modal
  timeline: Timeline
  opened: OpenedLog | null
  following: boolean
  onOpen: (file: File) => void
  onBackToLive: () => void
  onFollow: () => void
}) {
  const { titleId, modal, timeline, opened, following, onOpen, onBackToLive, onFollow } = props
  const [notice, setNotice] = useState('')
  const [report, setReport] = useState<string | null>(null)
  // The live log read at the click (the panel's copy may be a microtask behind); an opened one as opened.
  const currentLog = () => (opened ? opened.timeline.log : modal.eventLog())

  const download = () => {
    const doc = document
    const url = URL.createObjectURL(new Blob([logFileText(currentLog())], { type: 'application/json' }))
    const link = doc.createElement('a')
    link.href = url
    link.download = logFileName(new Date())
    doc.body.appendChild(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const copy = async () => {
    const text = bugReportText({ ...timeline, log: currentLog() }, { latch: LATCH_VERSION, userAgent: navigator.userAgent })
    try {
      await navigator.clipboard.writeText(text)
      setReport(null)
      setNotice('Bug report copied.')
    } catch {
      // No clipboard (permission, an insecure page): the text to copy by hand.
      setReport(text)
      setNotice('The clipboard refused: copy the report below.')
    }
  }

  return (
    <>
      <div className="ldt-bar">
        <h2 id={titleId}>Latch DevTools</h2>
        <span className="ldt-hint" data-devtools-status>
          {opened ? `Opened ${opened.name}: replay only, offline` : following ? 'Live: following the session' : 'Live: paused on the picked event'}
        </span>
        <label className="ldt-button ldt-file">
          Open a log
          <input
            type="file"
            accept=".json,application/json"
            data-devtools-open
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) onOpen(file)
            }}
          />
        </label>
        {opened && (
          <button type="button" className="ldt-button" onClick={onBackToLive} data-devtools-live>
            Back to live
          </button>
        )}
        {!opened && !following && (
          <button type="button" className="ldt-button" onClick={onFollow} data-devtools-follow>
            Follow the session
          </button>
        )}
        <button type="button" className="ldt-button" onClick={download} data-devtools-download>
          Download log
        </button>
        <button type="button" className="ldt-button" onClick={() => void copy()} data-devtools-copy>
          Copy as bug report
        </button>
      </div>
      <p className="ldt-hint">
        Found a bug? Download the log or copy a bug report: it replays to the very states seen (<code>npm run replay -- log.json</code>). Secrets and personal data are redacted.
      </p>
      <p className="ldt-hint" role="status" data-devtools-notice>
        {notice}
      </p>
      {report !== null && (
        <label style={{ display: 'block' }}>
          Bug report
          <textarea className="ldt-report" readOnly value={report} data-devtools-report />
        </label>
      )}
    </>
  )
}
