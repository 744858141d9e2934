/**
 * The alert catalogue of SPEC.md §8 (title = exact SPEC text) and the map from upstream service
 * messages to alerts.
 *
 * @example
 * const key = alertForUpstreamMessage('WebSocket closed (Unauthorized: origin not allowed)')
 * key && ALERTS[key].shortMessage // 'Invalid App Configuration'
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: "Network not found: include it in the 'networks' option of createModal",
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the project allowlist; update the project configuration',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The project id is invalid or the domain is not verified',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet; please try again later',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue doing the request to the embedded wallet; please try again later',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found; please check your time settings and connect again',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Pass a projectId to createModal',
  },
  SERVER_ERROR: {
    shortMessage: 'Server Error',
    longMessage: 'Failed to get the project configuration; please try again later',
  },
  RATE_LIMITED: {
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests; please try again later',
  },
} as const satisfies Record<string, { shortMessage: string; longMessage: string }>

/** A key of SPEC.md §8's alert catalogue (title and explanation per key). */
export type AlertKey = keyof typeof ALERTS

/** SPEC.md §8 upstream messages map: text an upstream service sends → the alert to show. */
export const UPSTREAM_MESSAGES = [
  { message: 'Unauthorized: origin not allowed', alert: 'INVALID_APP_CONFIGURATION' },
  { message: 'JWT validation error: JWT Token is not yet valid', alert: 'JWT_TOKEN_NOT_VALID' },
  { message: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
] as const satisfies readonly { message: string; alert: AlertKey }[]

/**
 * The alert an upstream error message calls for, if it contains a known upstream message.
 *
 * @example
 * alertForUpstreamMessage('closed (JWT validation error: JWT Token is not yet valid)') // 'JWT_TOKEN_NOT_VALID'
 */
export function alertForUpstreamMessage(message: string): AlertKey | undefined {
  return UPSTREAM_MESSAGES.find((entry) => message.includes(entry.message))?.alert
}
