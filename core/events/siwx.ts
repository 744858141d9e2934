import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * Sign in with a wallet (SPEC.md §3 SIWX session, §4 SIWX). The message's fields, as
 * the host's `siwx.createMessage` made them: nonce, issued-at and expiry enter the log here, so a
 * replay needs no clock and no random source.
 */
export const siwxMessageData = s.object({
  accountAddress: s.string(),
  chainId: s.string(),
  domain: s.string(),
  uri: s.string(),
  version: s.string(),
  nonce: s.string(),
  statement: s.optional(s.string()),
  resources: s.optional(s.array(s.string())),
  requestId: s.optional(s.string()),
  issuedAt: s.optional(s.string()),
  expirationTime: s.optional(s.string()),
  notBefore: s.optional(s.string()),
})

/** SPEC.md §3 SIWX session: data, message, signature. The signature is a secret: redacted on export. */
export const siwxSession = s.object({
  data: siwxMessageData,
  message: s.string(),
  signature: s.string({ sensitive: true }),
})

/** The account already has a valid session (a reload, a switch back): signed in without a prompt. */
export const sessionRestored = defineEvent('siwx/sessionRestored', { caipAddress: s.string(), session: siwxSession })
/**
 * No session: the message to sign is ready and the SIWXSignMessage view opens (SPEC.md §4).
 * `required`: the host's `getRequired()` at this moment.
 */
export const messageCreated = defineEvent('siwx/messageCreated', {
  requestId: s.string(),
  caipAddress: s.string(),
  required: s.boolean(),
  message: s.string(),
  data: siwxMessageData,
})
/**
 * Sign-in could not start (the sessions or the message could not be had: the auth service is
 * down). SPEC.md §8 'A problem occurred while trying initialize authentication': the namespace
 * was disconnected, and the modal resets to Connect.
 */
export const initFailed = defineEvent('siwx/initFailed', { caipAddress: s.string(), error: errorData })
/** The user pressed Sign on SIWXSignMessage. */
export const signRequested = defineEvent('siwx/signRequested', { requestId: s.string() })
/** The wallet signed, the host's `addSession` verified and kept the session. */
export const sessionAdded = defineEvent('siwx/sessionAdded', { requestId: s.string(), caipAddress: s.string(), session: siwxSession })
/** Signing or verifying failed (SPEC.md §8 'Error signing message'): the sign view shows again. */
export const signFailed = defineEvent('siwx/signFailed', { requestId: s.string(), caipAddress: s.string(), error: errorData })
/**
 * The user pressed Cancel on SIWXSignMessage. Required (SPEC.md §4): back to the last network with
 * a session, else the namespace disconnects; not required: the modal closes, unsigned.
 */
export const cancelled = defineEvent('siwx/cancelled', { requestId: s.string() })
/** Disconnecting with `signOutOnDisconnect` revoked the account's sessions. */
export const sessionRevoked = defineEvent('siwx/sessionRevoked', { caipAddress: s.string() })
