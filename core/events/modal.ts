import { VIEW_NAMES } from '../types.ts'
import { namespace } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** `modal.open()` was called (SPEC.md §2 opening rules). */
export const openRequested = defineEvent('modal/openRequested', {
  view: s.optional(s.enum(VIEW_NAMES)),
  namespace: s.optional(namespace),
})
/** `modal.close()` was called, or the user dismissed the modal. */
export const closeRequested = defineEvent('modal/closeRequested', {})
/** Something asked the modal to shake (SPEC.md §4, 500 ms). */
export const shakeRequested = defineEvent('modal/shakeRequested', {})
/** The 500 ms shake is over. */
export const shakeEnded = defineEvent('modal/shakeEnded', {})
