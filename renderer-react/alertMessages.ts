import type { StateAlert } from '../core/index.ts'

/**
 * The words of the SPEC.md §8 alerts the core raises (`state.alerts.current` holds the code): the
 * title is §8's exact text, the detail tells the site's developer what to do. A file of its own:
 * the message catalogue is being split for size, and an alert is rare.
 */
export const ALERT_MESSAGES: Readonly<Record<StateAlert, { title: string; detail: string }>> = {
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    detail: "This site's origin is not on the project's allowlist; update the project configuration.",
  },
  RATE_LIMITED: { title: 'Rate Limited', detail: 'Too many requests; please try again later.' },
  SERVER_ERROR: { title: 'Server Error', detail: 'Failed to get the project configuration; please try again later.' },
}
