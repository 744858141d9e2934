import type { StampedEvent } from '../events/index.ts'

/**
 * The first interaction that needs the project: an open, a connect, a network switch.
 * The remote-config and analytics epics' code loads then (`lazyEpic`), not at start.
 */
export const isFirstInteraction = (event: StampedEvent): boolean => /^(modal\/open|connection\/(connect|switch)|networks\/switch)Requested$/.test(event.type)
