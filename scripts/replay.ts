/**
 * `npm run replay -- [--skip-invalid] path/to/log.json`: replays a saved event log (API.md) and
 * prints the view trail and the final state. Exit code 1 with a one-line message (never a stack
 * trace) when the log is malformed or its snapshot is a state no session can reach;
 * `--skip-invalid` replays past entries this version refuses (a log an older version
 * wrote), listing them. Whatever text comes from the log is printed with its control characters
 * escaped (scripts/escapeTerminal.ts): a log cannot drive the terminal.
 */
import { readFileSync } from 'node:fs'
import { viewTrail } from '../core/replay.ts'
import { replayLogText } from '../core/replayRefusal.ts'
import { escapeTerminal } from './escapeTerminal.ts'

/** The CLI's output: lines it composed, each piece that came from outside escaped. */
export function runReplay(path: string | undefined, options: { skipInvalid?: boolean } = {}): { code: number; out: string } {
  const { code, out } = replayLines(path, options)
  return { code, out: out.map((line) => line.split('\n').map(escapeTerminal).join('\n')).join('\n') }
}

/**
 * One entry per printed line. A message holding text from the log is escaped whole here (its
 * newlines too: it stays one line); `runReplay` escapes every line again, the final state's JSON
 * line by line (JSON.stringify escapes the newlines inside its strings, so its own are layout).
 */
function replayLines(path: string | undefined, options: { skipInvalid?: boolean }): { code: number; out: string[] } {
  if (!path) return { code: 1, out: ['usage: npm run replay -- [--skip-invalid] path/to/log.json'] }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { code: 1, out: [escapeTerminal(`${path}: cannot read (${(error as Error).message})`)] }
  }
  const read = replayLogText(path, text, options)
  // The one-line refusal every reader of a saved log shows (core/replayRefusal.ts).
  if (!read.ok) return { code: 1, out: [escapeTerminal(read.reason), ...(read.hint ? [read.hint] : [])] }
  const { log, result } = read
  const { states, final, failures } = result
  const trail = viewTrail(log, states)
  const lines = [
    `${log.length} events replayed`,
    ...failures.map((f) => escapeTerminal(`  #${f.seq} ${f.type}: ${f.message.startsWith('refused: ') ? f.message : `a reducer failed (${f.message})`}; the state stayed`)),
    'View trail:',
    ...trail.map((step) => `  #${step.seq} ${step.open ? step.view : `(closed) ${step.view}`}`),
    'Final state:',
    JSON.stringify(final, null, 2),
  ]
  return { code: 0, out: lines }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const { code, out } = runReplay(
    args.find((a) => !a.startsWith('--')),
    { skipInvalid: args.includes('--skip-invalid') },
  )
  ;(code ? console.error : console.log)(out)
  process.exitCode = code
}
