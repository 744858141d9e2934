import type { StampedEvent } from '../events/index.ts'

/**
 * The first interaction that needs the project's verdict (issue 17): an open or a connect. The
 * remote-config and analytics epics' code loads then (`lazyEpic`), not at start.
 */
export function isProjectCheckStart(event: StampedEvent): boolean {
  return event.type === 'modal/openRequested' || event.type === 'connection/connectRequested' || event.type === 'connection/switchRequested'
}
