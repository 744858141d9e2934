import type { StampedEvent } from '../core/index.ts'
import { trailText, type Timeline } from './timeline.ts'

/** What a bug report names besides the log: the package's version and the browser. */
export type ReportVersions = { latch: string; userAgent?: string }

/**
 * "Copy as bug report": the versions, the view trail as `npm run replay` prints it, and the log
 * (the Download log file's JSON: redacted as exported, API.md `eventLog()`), as plain text a
 * maintainer can paste into a file and replay.
 *
 * @example
 * navigator.clipboard.writeText(bugReportText(timeline, { latch: '0.1.0' }))
 */
export function bugReportText(timeline: Pick<Timeline, 'log' | 'trail' | 'failures'>, versions: ReportVersions): string {
  const { log, trail, failures } = timeline
  const first = log[0]
  const last = log[log.length - 1]
  return [
    'Latch bug report',
    `Latch: ${versions.latch}`,
    ...(versions.userAgent ? [`Browser: ${versions.userAgent}`] : []),
    `Events: ${log.length}${first && last ? ` (#${first.seq}–#${last.seq})` : ''}`,
    ...(failures.length ? ['Replay failures:', ...failures.map((f) => `  #${f.seq} ${f.type}: ${f.message}`)] : []),
    'View trail:',
    ...trailText(trail).map((line) => `  ${line}`),
    'Log (save as log.json; npm run replay -- log.json):',
    logFileText(log),
  ].join('\n')
}

/** The Download log file's text: the exported log as indented JSON (what `npm run replay` reads). */
export function logFileText(log: readonly StampedEvent[]): string {
  return JSON.stringify(log, null, 2)
}

/** The Download log file's name, stamped with the time it was saved. */
export function logFileName(now: Date): string {
  return `latch-log-${now.toISOString().replace(/[:.]/g, '-')}.json`
}
