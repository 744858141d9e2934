import { AlertError } from './AlertError.ts'
import { alertForUpstreamMessage, type AlertKey } from './alerts.ts'
import { ServiceError } from './ServiceError.ts'

/**
 * The alert (SPEC.md §8 catalogue) an error calls for, if any, looking through its cause chain:
 * an `AlertError` names its own; the origin fetch's 'RATE_LIMITED' and 'SERVER_ERROR' become the
 * 'Rate Limited' and 'Server Error' alerts; upstream messages (origin not allowed, JWT not yet
 * valid, invalid key) map through `UPSTREAM_MESSAGES`.
 *
 * @example
 * alertFor(new ServiceError('RATE_LIMITED')) // 'RATE_LIMITED' → ALERTS.RATE_LIMITED.shortMessage === 'Rate Limited'
 */
export function alertFor(error: unknown): AlertKey | undefined {
  const seen = new Set<unknown>()
  for (let current = error; current !== undefined && current !== null && !seen.has(current); ) {
    seen.add(current)
    if (current instanceof AlertError) return current.alert
    if (current instanceof ServiceError) {
      if (current.kind === 'RATE_LIMITED') return 'RATE_LIMITED'
      if (current.kind === 'SERVER_ERROR') return 'SERVER_ERROR'
    }
    const message = typeof current === 'string' ? current : current instanceof Error ? current.message : undefined
    const upstream = message === undefined ? undefined : alertForUpstreamMessage(message)
    if (upstream) return upstream
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}
