import { LatchError } from './LatchError.ts'

/** A saved event log is malformed; names the first bad entry. */
export class LogParseError extends LatchError {
  override name = 'LogParseError'
  readonly index: number
  constructor(index: number, reason: string) {
    super(index < 0 ? 'Malformed event log' : `Malformed event log: entry ${index} is invalid`, {
      details: reason,
    })
    this.index = index
  }
}

/** A `LogParseError`, narrowed by its `name` (catch it with `err.name === 'LogParseError'`). */
export type LogParseErrorType = LogParseError & { name: 'LogParseError' }
