import { ACCOUNT_TYPES } from '../types.ts'
import { errorData, namespace } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The user chose a connector; connection status becomes `connecting` (SPEC.md §4). */
export const connectRequested = defineEvent('connection/connectRequested', {
  requestId: s.string(),
  connectorId: s.string(),
  namespace,
})
/** A wallet connected an account on a namespace. */
export const connected = defineEvent('connection/connected', {
  requestId: s.optional(s.string()),
  connectorId: s.string(),
  namespace,
  caipAddress: s.string(),
  accounts: s.optional(s.array(s.object({ address: s.string(), type: s.enum(ACCOUNT_TYPES) }))),
  /** The email or social user name of an embedded wallet: personal data. */
  authName: s.optional(s.string({ personal: true })),
  /** SPEC.md §3: the listed smart account is deployed on this chain (a wallet that has one says). */
  smartAccountDeployed: s.optional(s.boolean()),
  /**
   * The namespace joined a live connection on another one through the same session (
   * the AUTH connector serves each namespace, SPEC.md §3): the active namespace stays as it was.
   */
  joined: s.optional(s.boolean()),
})
/** Connecting failed or was rejected (SPEC.md §8 connection errors). */
export const connectFailed = defineEvent('connection/connectFailed', {
  requestId: s.optional(s.string()),
  namespace,
  error: errorData,
})
/**
 * A connect attempt was abandoned before the wallet answered: the modal showing it was closed
 * (SPEC.md §8 'Modal closed'), or its namespace was disconnected meanwhile. The attempt's
 * answer, should one still come, is ignored; the state goes back to where it was before it.
 */
export const connectCancelled = defineEvent('connection/connectCancelled', {
  requestId: s.string(),
  namespace,
  error: errorData,
})
/** `modal.disconnect()` was called; no namespace means every connected namespace. */
export const disconnectRequested = defineEvent('connection/disconnectRequested', {
  namespace: s.optional(namespace),
})
/** A namespace is no longer connected (by request, or the wallet said so). */
export const disconnected = defineEvent('connection/disconnected', { namespace })
/** Disconnecting failed (SPEC.md §8 'Failed to disconnect'). */
export const disconnectFailed = defineEvent('connection/disconnectFailed', {
  namespace: s.optional(namespace),
  error: errorData,
})

/**
 * The session saved before the page loaded was read at start: `restoring` are the namespaces
 * being restored without a prompt (none: nothing to wait for; a page's own code, such as the
 * wallet adapter's `autoConnect`, knows at once).
 */
export const savedSessionLoaded = defineEvent('connection/savedSessionLoaded', { restoring: s.array(namespace) })
/** A session saved before the page loaded is being restored without a prompt. */
export const reconnectRequested = defineEvent('connection/reconnectRequested', {
  namespace,
  connectorId: s.string(),
})
/** The saved session could not be restored (the wallet no longer grants access, or is gone). */
export const reconnectFailed = defineEvent('connection/reconnectFailed', {
  namespace,
  connectorId: s.string(),
  error: s.optional(errorData),
})

/**
 * SPEC.md §4 switching connection to a known one: an `active` connection is reused (the adapter's
 * silent reconnect); one the wallet no longer grants goes through the connect flow.
 */
export const switchRequested = defineEvent('connection/switchRequested', {
  requestId: s.string(),
  namespace,
  connectorId: s.string(),
})
/** The switch failed; the previous connection stays (SPEC.md §8 'Failed to connect' and kin). */
export const switchFailed = defineEvent('connection/switchFailed', {
  requestId: s.string(),
  namespace,
  connectorId: s.string(),
  error: errorData,
})
