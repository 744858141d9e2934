/**
 * `npm run replay -- [--skip-invalid] path/to/log.json`: replays a saved event log (API.md) and
 * prints the view trail and the final state. Exit code 1 with a one-line message (never a stack
 * trace, issue 10) when the log is malformed; `--skip-invalid` replays past entries this version
 * refuses (a log an older version wrote), listing them.
 */
import { readFileSync } from 'node:fs'
import { LatchError } from '../core/errors/LatchError.ts'
import { LogParseError } from '../core/errors/LogParseError.ts'
import { replay, viewTrail } from '../core/replay.ts'
import type { StampedEvent } from '../core/events/index.ts'

export function runReplay(path: string | undefined, options: { skipInvalid?: boolean } = {}): { code: number; out: string } {
  if (!path) return { code: 1, out: 'usage: npm run replay -- [--skip-invalid] path/to/log.json' }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { code: 1, out: `${path}: cannot read (${(error as Error).message})` }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { code: 1, out: `${path}: not JSON (${(error as Error).message})` }
  }
  try {
    const log = json as StampedEvent[]
    const { states, final, failures } = replay(log, { skipInvalid: options.skipInvalid === true })
    const trail = viewTrail(log, states)
    const lines = [
      `${log.length} events replayed`,
      ...failures.map((f) => `  #${f.seq} ${f.type}: ${f.message.startsWith('refused: ') ? f.message : `a reducer failed (${f.message})`}; the state stayed`),
      'View trail:',
      ...trail.map((step) => `  #${step.seq} ${step.open ? step.view : `(closed) ${step.view}`}`),
      'Final state:',
      JSON.stringify(final, null, 2),
    ]
    return { code: 0, out: lines.join('\n') }
  } catch (error) {
    if (error instanceof LogParseError)
      return { code: 1, out: `${path}: ${error.message}\n(a log from an older version? --skip-invalid replays past such entries, as the store would refuse them)` }
    if (error instanceof LatchError) return { code: 1, out: `${path}: ${error.message}` }
    // Never a stack trace (issue 10): whatever went wrong is named in one line.
    return { code: 1, out: `${path}: cannot replay (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})` }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const { code, out } = runReplay(args.find((a) => !a.startsWith('--')), { skipInvalid: args.includes('--skip-invalid') })
  ;(code ? console.error : console.log)(out)
  process.exitCode = code
}
