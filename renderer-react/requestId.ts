let count = 0

/**
 * A request id unique in this page, correlating a request event (`send/submitted`,
 * `send/maxRequested`) with its outcome. Ids are input to the core, never made by a reducer.
 */
export function newRequestId(prefix: string): string {
  const uuid = globalThis.crypto?.randomUUID?.()
  return uuid ? `${prefix}-${uuid}` : `${prefix}-${Date.now().toString(36)}-${++count}`
}
