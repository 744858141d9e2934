import { SNACKBAR_VARIANTS } from '../types.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** A message should be shown; it replaces an open one after 150 ms (SPEC.md §4). */
export const requested = defineEvent('snackbar/requested', {
  message: s.string(),
  variant: s.enum(SNACKBAR_VARIANTS),
})
/** The 150 ms between hiding an open message and showing its replacement are over. */
export const replacementElapsed = defineEvent('snackbar/replacementElapsed', {})
/** The message shown by event `id` has been visible long enough. */
export const autoHideElapsed = defineEvent('snackbar/autoHideElapsed', { id: s.number({ integer: true }) })
/**
 * The user is reading or using the message (pointer over it, or focus inside it): it stays until
 * `holdEnded` (WCAG 2.2.1, timing adjustable: a link must not vanish under the pointer).
 */
export const holdStarted = defineEvent('snackbar/holdStarted', {})
/** The pointer left the message and focus is elsewhere: its full time starts again. */
export const holdEnded = defineEvent('snackbar/holdEnded', {})
/** The user closed the message. */
export const dismissed = defineEvent('snackbar/dismissed', {})
