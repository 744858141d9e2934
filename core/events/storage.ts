import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * Persistent storage (IndexedDB) refused a read (failures are facts in the log, not
 * silence). The effect goes on as if nothing was saved (no session restore, no recent wallets).
 */
export const readFailed = defineEvent('storage/readFailed', { key: s.string({ maxLength: 200 }), error: errorData })
/** Storage refused a write or delete (quota, private mode): what was to be kept is lost on reload. */
export const writeFailed = defineEvent('storage/writeFailed', {
  key: s.string({ maxLength: 200 }),
  operation: s.enum(['set', 'del']),
  error: errorData,
})
