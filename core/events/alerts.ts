import { defineEvent } from './define.ts'

/** The user closed the alert (SPEC.md §8 alerts); it is not shown again this session. */
export const dismissed = defineEvent('alerts/dismissed', {})
