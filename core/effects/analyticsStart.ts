import type { StampedEvent } from '../events/index.ts'

/**
 * The user's main steps analytics reports (issue 17; core/rules/analyticsEvents.ts words them).
 * Kept apart and tiny: the start bundle needs only this list to know when the analytics epic's
 * code is worth loading. A new flow (sign-in, swap, buy) adds its types here and a case there.
 */
export const TRACKED_EVENT_TYPES: ReadonlySet<string> = new Set<StampedEvent['type']>([
  'modal/openRequested',
  'modal/closeRequested',
  'connection/connectRequested',
  'connection/connected',
  'connection/connectFailed',
  'networks/switched',
  'networks/switchFailed',
  'send/submitted',
  'send/succeeded',
  'send/failed',
])

export const isTrackedEvent = (event: StampedEvent): boolean => TRACKED_EVENT_TYPES.has(event.type)
