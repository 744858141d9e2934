import { ACCOUNT_TABS, VIEW_NAMES } from '../types.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The user moved to a view: pushed on the stack, replacing the top, or resetting the stack. */
export const navigated = defineEvent('router/navigated', {
  view: s.enum(VIEW_NAMES),
  mode: s.optional(s.enum(['push', 'replace', 'reset'])),
  data: s.optional(s.json()),
})
/** The user went back one view (SPEC.md §2). */
export const wentBack = defineEvent('router/wentBack', {})
/** An Account tab was chosen (SPEC.md §2: Tokens, NFTs, Activity). */
export const accountTabSelected = defineEvent('router/accountTabSelected', { tab: s.enum(ACCOUNT_TABS) })
