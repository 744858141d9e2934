import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The user or host asked to switch the active network (SPEC.md §2 switching network). */
export const switchRequested = defineEvent('networks/switchRequested', { caipNetworkId: s.string() })
/** The active network is now `caipNetworkId` (switched by the app, or the wallet changed chain). */
export const switched = defineEvent('networks/switched', { caipNetworkId: s.string() })
/** Switching failed; the modal goes back (SPEC.md §4). */
export const switchFailed = defineEvent('networks/switchFailed', {
  caipNetworkId: s.string(),
  error: errorData,
})
