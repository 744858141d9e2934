/**
 * The embedded-wallet frame protocol (SPEC.md §4): every message the host page (the
 * modal) and the secure site's frame exchange, as typed, validated pairs — an `app-request` answered
 * by one `frame-success` or `frame-error` with the same id — plus the two messages the frame sends
 * on its own (`ready`, `sessionUpdate`). Both sides import this module: the modal's frame manager
 * and the secure site's frame page. Nothing here touches the DOM; `parseMessage` is total.
 */
import { s, validate, type Infer, type Schema } from '../../core/events/schema.ts'

/** Marks our messages among everything else a window receives (extensions, devtools, other SDKs). */
export const PROTOCOL_CHANNEL = 'latch-embedded'
/** The frame protocol's version: a message of another version is refused, never guessed at. */
export const PROTOCOL_VERSION = 1

const email = s.string({ maxLength: 320 })
const otp = s.string({ maxLength: 16 })
const chainId = s.string({ maxLength: 100 })
const accountType = s.enum(['eoa', 'smartAccount'])
const socialProvider = s.enum(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
const empty = s.object({})

/** The user the frame holds a session for (SPEC.md §3 account state of an embedded wallet). */
const user = s.object({
  email: s.optional(email),
  username: s.optional(s.string({ maxLength: 200 })),
  address: s.string({ maxLength: 100 }),
  /** The same wallet's Solana account (base58, SPEC.md §5: 32 to 44 characters), when the site serves Solana. */
  solanaAddress: s.optional(s.string({ maxLength: 44 })),
  chainId,
  accounts: s.array(s.object({ address: s.string({ maxLength: 100 }), type: accountType }), 16),
  preferredAccountType: s.optional(accountType),
  smartAccountDeployed: s.optional(s.boolean()),
  /** SPEC.md §3 "smart account enabled networks": the CAIP-2 ids where the site's wallets have smart accounts. */
  smartAccountNetworks: s.optional(s.array(chainId, 64)),
})

/**
 * Each request type: what the app sends and what a success carries. The keys are the wire names.
 */
export const REQUESTS = {
  /** Start an email login: the frame mails an OTP, or asks first for a device approval (§4). */
  connectEmail: { request: s.object({ email }), success: s.object({ action: s.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }) },
  /** Wait for the new device to be approved (the link in the mail), then the OTP is mailed. */
  connectDevice: { request: s.object({ email }), success: empty },
  /** Check the OTP; success: the session is open (the frame keeps its token). */
  connectOtp: { request: s.object({ email, otp }), success: empty },
  /** Social login: the redirect address to open in the 600×800 popup, then the result address. */
  connectSocial: {
    request: s.object({ provider: socialProvider, resultUri: s.optional(s.string({ maxLength: 4096 })) }),
    success: s.object({ uri: s.optional(s.string({ maxLength: 4096 })), user: s.optional(user) }),
  },
  /**
   * Farcaster (§4: a fetched URL, not a popup): first the URL shown as a QR code and a link; then,
   * with `wait`, held until the user's Farcaster app approves it: the session is open, the user comes back.
   */
  connectFarcaster: {
    request: s.object({ wait: s.optional(s.boolean()) }),
    success: s.object({ url: s.optional(s.string({ maxLength: 4096 })), user: s.optional(user) }),
  },
  getUser: { request: s.object({ chainId: s.optional(chainId), preferredAccountType: s.optional(accountType) }), success: user },
  signOut: { request: empty, success: empty },
  isConnected: { request: empty, success: s.object({ isConnected: s.boolean() }) },
  getChainId: { request: empty, success: s.object({ chainId }) },
  /** An RPC call on `chainId`: `eip155:<id>` for the EVM key, `solana:<ref>` for the Solana one. */
  rpcRequest: {
    request: s.object({ chainId, method: s.string({ maxLength: 100 }), params: s.optional(s.json()) }),
    success: s.object({ result: s.json() }),
  },
  /** Abandon the pending rpc request `requestId` (the modal closed, the approval was declined). */
  rpcAbort: { request: s.object({ requestId: s.string({ maxLength: 100 }) }), success: empty },
  updateEmail: { request: s.object({ email }), success: s.object({ action: s.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }) },
  updateEmailPrimaryOtp: { request: s.object({ otp }), success: empty },
  updateEmailSecondaryOtp: { request: s.object({ otp }), success: s.object({ newEmail: email }) },
  syncTheme: {
    request: s.object({ themeMode: s.enum(['dark', 'light']), themeVariables: s.optional(s.record(s.string({ maxLength: 200 }))) }),
    success: empty,
  },
  syncDappData: {
    request: s.object({
      projectId: s.string({ maxLength: 200 }),
      sdkVersion: s.string({ maxLength: 100 }),
      metadata: s.optional(s.object({ name: s.string({ maxLength: 200 }), url: s.string({ maxLength: 2048 }) })),
    }),
    success: empty,
  },
  initSmartAccount: { request: empty, success: s.object({ address: s.string({ maxLength: 100 }), isDeployed: s.boolean() }) },
  setPreferredAccount: { request: s.object({ type: accountType }), success: s.object({ address: s.string({ maxLength: 100 }), type: accountType }) },
  switchNetwork: { request: s.object({ chainId }), success: s.object({ chainId }) },
  /** Re-read the session (the auth connector reloads: SPEC.md §2 Farcaster rule). */
  reload: { request: empty, success: empty },
} as const satisfies Record<string, { request: Schema; success: Schema }>

/** A request the page may send the secure-site frame. */
export type RequestType = keyof typeof REQUESTS
/** Every request type the frame answers (the frame refuses any other). */
export const REQUEST_TYPES = Object.keys(REQUESTS) as RequestType[]
export type RequestPayload<T extends RequestType> = Infer<(typeof REQUESTS)[T]['request']>
export type SuccessPayload<T extends RequestType> = Infer<(typeof REQUESTS)[T]['success']>
/** The signed-in user as the frame reports it: email or social identity, account addresses. */
export type FrameUser = Infer<typeof user>

/** Messages the frame sends unasked. */
export const FRAME_EVENTS = {
  /** The frame loaded and listens: the handshake's answer (carries the frame's protocol version). */
  ready: s.object({ version: s.number({ integer: true }) }),
  /** The session changed inside the frame (new login, expiry, sign-out from elsewhere). */
  sessionUpdate: s.object({ connected: s.boolean(), user: s.optional(user) }),
} as const satisfies Record<string, Schema>
export type FrameEventType = keyof typeof FRAME_EVENTS
export type FrameEventPayload<T extends FrameEventType> = Infer<(typeof FRAME_EVENTS)[T]>

/**
 * Why the frame failed a request; `code` picks the modal's alert or message (§8):
 * SESSION_EXPIRED → 'Session Expired', THROTTLED → 'Please try again after N seconds' (`retryAfter`),
 * NOT_CONNECTED → 'Not connected to email or social', NOT_ALLOWED → 'Action not allowed',
 * REJECTED → the user declined in the frame, others show `message`.
 */
export const FRAME_ERROR_CODES = ['SESSION_EXPIRED', 'THROTTLED', 'NOT_CONNECTED', 'NOT_ALLOWED', 'INVALID_OTP', 'REJECTED', 'BAD_REQUEST', 'INTERNAL'] as const
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number]
const frameError = s.object({
  code: s.enum(FRAME_ERROR_CODES),
  message: s.string({ maxLength: 1000 }),
  retryAfter: s.optional(s.number({ integer: true, min: 0 })),
  /** The wallet's EIP-1193 / JSON-RPC code of a refused RPC request (4100, -32602, 5700–5760, …; SPEC.md §8), kept for the app. */
  rpcCode: s.optional(s.number({ integer: true })),
})
export type FrameErrorPayload = Infer<typeof frameError>

const messageId = s.string({ maxLength: 64 })

export type AppRequest<T extends RequestType = RequestType> = {
  [K in T]: { channel: typeof PROTOCOL_CHANNEL; kind: 'app-request'; id: string; type: K; payload: RequestPayload<K> }
}[T]
export type FrameSuccess<T extends RequestType = RequestType> = {
  [K in T]: { channel: typeof PROTOCOL_CHANNEL; kind: 'frame-success'; id: string; type: K; payload: SuccessPayload<K> }
}[T]
export type FrameErrorMessage = {
  channel: typeof PROTOCOL_CHANNEL
  kind: 'frame-error'
  id: string
  type: RequestType
  payload: FrameErrorPayload
}
export type FrameEvent<T extends FrameEventType = FrameEventType> = {
  [K in T]: { channel: typeof PROTOCOL_CHANNEL; kind: 'frame-event'; type: K; payload: FrameEventPayload<K> }
}[T]
export type ProtocolMessage = AppRequest | FrameSuccess | FrameErrorMessage | FrameEvent

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const has = <O extends object>(o: O, k: PropertyKey): k is keyof O => Object.hasOwn(o, k)

/** A parse: the message, or why it was refused ('foreign': not ours at all, not worth counting). */
export type Parsed = { ok: true; message: ProtocolMessage } | { ok: false; reason: 'foreign' | 'malformed'; detail: string }

/**
 * Validates anything a `message` event carried. Total: never throws, whatever the data.
 *
 * @example
 * parseMessage({ channel: 'latch-embedded', kind: 'frame-event', type: 'ready', payload: { version: 1 } }).ok // true
 * parseMessage('hello').ok // false (reason 'foreign')
 */
export function parseMessage(data: unknown): Parsed {
  if (!isRecord(data) || data['channel'] !== PROTOCOL_CHANNEL) return { ok: false, reason: 'foreign', detail: 'not a latch-embedded message' }
  const { kind, type, payload, id } = data
  const bad = (detail: string): Parsed => ({ ok: false, reason: 'malformed', detail })
  if (typeof type !== 'string') return bad('type: expected string')
  if (kind === 'frame-event') {
    if (!has(FRAME_EVENTS, type)) return bad(`unknown frame event ${type.slice(0, 40)}`)
    const problem = validate(FRAME_EVENTS[type], payload, 'payload')
    if (problem) return bad(problem)
    return { ok: true, message: { channel: PROTOCOL_CHANNEL, kind, type, payload } as FrameEvent }
  }
  if (kind !== 'app-request' && kind !== 'frame-success' && kind !== 'frame-error') return bad('kind: unknown')
  const idProblem = validate(messageId, id, 'id')
  if (idProblem) return bad(idProblem)
  if (!has(REQUESTS, type)) return bad(`unknown request type ${type.slice(0, 40)}`)
  const schema = kind === 'app-request' ? REQUESTS[type].request : kind === 'frame-success' ? REQUESTS[type].success : frameError
  const problem = validate(schema, payload, 'payload')
  if (problem) return bad(problem)
  return { ok: true, message: { channel: PROTOCOL_CHANNEL, kind, id, type, payload } as ProtocolMessage }
}

/** Builds an app-request (the id comes from the caller's id source). */
export function appRequest<T extends RequestType>(id: string, type: T, payload: RequestPayload<T>): AppRequest<T> {
  return { channel: PROTOCOL_CHANNEL, kind: 'app-request', id, type, payload } as AppRequest<T>
}

/** Builds the frame's success answer to `request`. */
export function frameSuccess<T extends RequestType>(request: { id: string; type: T }, payload: SuccessPayload<T>): FrameSuccess<T> {
  return { channel: PROTOCOL_CHANNEL, kind: 'frame-success', id: request.id, type: request.type, payload } as FrameSuccess<T>
}

/** Builds the frame's error answer to `request`. */
export function frameErrorOf(request: { id: string; type: RequestType }, payload: FrameErrorPayload): FrameErrorMessage {
  return { channel: PROTOCOL_CHANNEL, kind: 'frame-error', id: request.id, type: request.type, payload }
}

/** Builds a frame event. */
export function frameEvent<T extends FrameEventType>(type: T, payload: FrameEventPayload<T>): FrameEvent<T> {
  return { channel: PROTOCOL_CHANNEL, kind: 'frame-event', type, payload } as FrameEvent<T>
}

/**
 * The origin check both sides apply to a `message` event: exactly the expected origin (scheme,
 * host and port), and from the expected window when one is known (the frame's contentWindow on
 * the app side, the parent on the frame side).
 *
 * @example
 * isFromPeer({ origin: 'http://127.0.0.1:4000', source: frame.contentWindow }, 'http://127.0.0.1:4000', frame.contentWindow) // true
 */
export function isFromPeer(event: { origin: string; source: unknown }, expectedOrigin: string, expectedSource?: unknown): boolean {
  if (event.origin !== normaliseOrigin(expectedOrigin)) return false
  return expectedSource === undefined || event.source === expectedSource
}

/** `new URL(x).origin`, or '' for something that is no URL (then nothing matches it). */
export function normaliseOrigin(url: string): string {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? '' : origin
  } catch {
    return ''
  }
}

/**
 * Counts what an endpoint refused, per reason (tests and the debug log read it): foreign traffic is
 * not counted, only our channel's malformed messages, wrong origins and unmatched ids.
 */
export type RefusedCounts = { malformed: number; wrongOrigin: number; unknownId: number }
export const newRefusedCounts = (): RefusedCounts => ({ malformed: 0, wrongOrigin: 0, unknownId: 0 })

export { SOCIAL_RESULT_CHANNEL, parseSocialResult, socialResultMessage, type SocialResultMessage } from './socialResult.ts'
