/**
 * The secure site's login book-keeping (SPEC.md §4 email login, §9 throttle): one-time
 * codes, the 30 s throttle per email, device approvals and session tokens. In memory: the sandbox
 * lives as long as its process. Time comes from `now` so tests drive it.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** SPEC.md §9: an email login at most once per 30 s. */
export const EMAIL_THROTTLE_MS = 30_000
export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
export const SESSION_TTL_MS = 24 * 60 * 60_000

export type Session = {
  token: string
  email: string
  deviceId: string
  expiresAt: number
  /** A social login's username and provider (SPEC.md §3 social username). */
  username?: string
  provider?: string
  /** Whose wallet: the email for an email login, `<provider>|<sub>` for a social one. */
  walletKey: string
}

export class AuthError extends Error {
  constructor(
    readonly code: 'THROTTLED' | 'INVALID_OTP' | 'SESSION_EXPIRED' | 'BAD_REQUEST' | 'DEVICE_PENDING',
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

const EMAIL = /^[^\s@<>()\r\n]{1,64}@[^\s@<>()\r\n]{1,255}$/

/** Validates and lower-cases an email; refuses anything that could break a mail header. */
export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL.test(value.trim())) throw new AuthError('BAD_REQUEST', 'Invalid email')
  return value.trim().toLowerCase()
}

/**
 * The book of logins.
 *
 * @example
 * const auth = new AuthBook(() => Date.now())
 * const step = auth.startLogin('a@b.c', deviceId) // { action: 'VERIFY_DEVICE', approvalToken } the first time
 */
export class AuthBook {
  private readonly lastMailAt = new Map<string, number>()
  private readonly otps = new Map<string, { code: string; expiresAt: number; attempts: number }>()
  private readonly approvedDevices = new Set<string>()
  private readonly pendingDevices = new Map<string, { email: string; deviceId: string }>()
  private readonly sessions = new Map<string, Session>()
  private readonly deviceWaiters = new Map<string, (() => void)[]>()
  /** Email updates under way, by session token: the new address and the code awaited. */
  private readonly emailUpdates = new Map<string, { newEmail: string; stage: 'primary' | 'secondary' }>()

  constructor(private readonly now: () => number) {}

  /** Throws THROTTLED with the seconds left when `email` logged in less than 30 s ago. */
  private throttle(email: string): void {
    const last = this.lastMailAt.get(email)
    const at = this.now()
    if (last !== undefined && at - last < EMAIL_THROTTLE_MS) {
      const retryAfter = Math.ceil((EMAIL_THROTTLE_MS - (at - last)) / 1000)
      throw new AuthError('THROTTLED', `Please try again after ${retryAfter} seconds`, retryAfter)
    }
    this.lastMailAt.set(email, at)
  }

  /**
   * Starts a login: a known device gets an OTP at once; a new one first needs the approval sent
   * by mail (SPEC.md §4: new device → device approval, then OTP).
   */
  startLogin(email: string, deviceId: string): { action: 'VERIFY_OTP'; otp: string } | { action: 'VERIFY_DEVICE'; approvalToken: string } {
    this.throttle(email)
    if (this.approvedDevices.has(deviceKey(email, deviceId))) return { action: 'VERIFY_OTP', otp: this.issueOtp(email) }
    const approvalToken = randomBytes(16).toString('hex')
    this.pendingDevices.set(approvalToken, { email, deviceId })
    return { action: 'VERIFY_DEVICE', approvalToken }
  }

  /** The link in the approval mail was followed. Returns false for an unknown or used token. */
  approveDevice(approvalToken: string): boolean {
    const pending = this.pendingDevices.get(approvalToken)
    if (!pending) return false
    this.pendingDevices.delete(approvalToken)
    const key = deviceKey(pending.email, pending.deviceId)
    this.approvedDevices.add(key)
    for (const wake of this.deviceWaiters.get(key) ?? []) wake()
    this.deviceWaiters.delete(key)
    return true
  }

  isDeviceApproved(email: string, deviceId: string): boolean {
    return this.approvedDevices.has(deviceKey(email, deviceId))
  }

  /** Resolves once the device is approved, or after `waitMs` (false). */
  waitForDevice(email: string, deviceId: string, waitMs: number): Promise<boolean> {
    const key = deviceKey(email, deviceId)
    if (this.approvedDevices.has(key)) return Promise.resolve(true)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), waitMs)
      const list = this.deviceWaiters.get(key) ?? []
      list.push(() => {
        clearTimeout(timer)
        resolve(true)
      })
      this.deviceWaiters.set(key, list)
    })
  }

  /** A fresh 6-digit code for `email` (replaces an older one). */
  issueOtp(email: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    this.otps.set(email, { code, expiresAt: this.now() + OTP_TTL_MS, attempts: 0 })
    return code
  }

  /** Checks the code; at most 5 attempts per code; a good code is used up and opens a session. */
  verifyOtp(email: string, code: string, deviceId: string): Session {
    this.useCode(email, code)
    this.approvedDevices.add(deviceKey(email, deviceId))
    return this.openSession({ email, walletKey: email }, deviceId)
  }

  /** The code issued under `key`, used up when right; INVALID_OTP otherwise (at most 5 attempts per code). */
  private useCode(key: string, code: string): void {
    const entry = this.otps.get(key)
    if (!entry || entry.expiresAt <= this.now()) throw new AuthError('INVALID_OTP', 'Invalid code')
    entry.attempts++
    const good = code.length === entry.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(entry.code))
    if (!good) {
      if (entry.attempts >= OTP_MAX_ATTEMPTS) this.otps.delete(key)
      throw new AuthError('INVALID_OTP', 'Invalid code')
    }
    this.otps.delete(key)
  }

  /**
   * Starts moving an email login to `newEmail` (SPEC.md §4 update email): a code for the CURRENT
   * (primary) address first; returns it for the mail. A social login has no email to move.
   */
  startEmailUpdate(token: string | undefined, newEmail: string): { primaryEmail: string; code: string } {
    const session = this.session(token)
    if (session.provider !== undefined) throw new AuthError('BAD_REQUEST', 'A social login has no email to update')
    if (newEmail === session.email) throw new AuthError('BAD_REQUEST', 'That is already your email')
    this.emailUpdates.set(session.token, { newEmail, stage: 'primary' })
    return { primaryEmail: session.email, code: this.issueOtp(`update-primary:${session.token}`) }
  }

  /** The primary code is right: a code for the NEW (secondary) address; returns it for the mail. */
  verifyEmailUpdatePrimary(token: string | undefined, code: string): { secondaryEmail: string; code: string } {
    const session = this.session(token)
    const update = this.emailUpdates.get(session.token)
    if (update?.stage !== 'primary') throw new AuthError('BAD_REQUEST', 'No email update is waiting for its first code')
    this.useCode(`update-primary:${session.token}`, code)
    update.stage = 'secondary'
    return { secondaryEmail: update.newEmail, code: this.issueOtp(`update-secondary:${session.token}`) }
  }

  /**
   * The secondary code is right: every session of the wallet now names the new email, and this
   * device is known for it. Returns both addresses (the caller moves the wallet's key).
   */
  verifyEmailUpdateSecondary(token: string | undefined, code: string): { oldEmail: string; newEmail: string } {
    const session = this.session(token)
    const update = this.emailUpdates.get(session.token)
    if (update?.stage !== 'secondary') throw new AuthError('BAD_REQUEST', 'No email update is waiting for its second code')
    this.useCode(`update-secondary:${session.token}`, code)
    this.emailUpdates.delete(session.token)
    const oldEmail = session.email
    for (const other of this.sessions.values()) {
      if (other.walletKey !== oldEmail) continue
      other.email = update.newEmail
      other.walletKey = update.newEmail
    }
    this.approvedDevices.add(deviceKey(update.newEmail, session.deviceId))
    return { oldEmail, newEmail: update.newEmail }
  }

  /** Opens a session (after a code, or a social provider's verified user). */
  openSession(identity: { email: string; walletKey: string; username?: string; provider?: string }, deviceId: string): Session {
    const session: Session = { token: randomBytes(32).toString('base64url'), ...identity, deviceId, expiresAt: this.now() + SESSION_TTL_MS }
    this.sessions.set(session.token, session)
    return session
  }

  /** The session of a bearer token; SESSION_EXPIRED when unknown or past its time. */
  session(token: string | undefined): Session {
    const session = token ? this.sessions.get(token) : undefined
    if (!session || session.expiresAt <= this.now()) {
      if (token) this.sessions.delete(token)
      throw new AuthError('SESSION_EXPIRED', 'Invalid session')
    }
    return session
  }

  /** Ends the session (sign out). */
  endSession(token: string): void {
    this.sessions.delete(token)
  }

  /** Test hook: expires every session (the 'Session Expired' path). */
  expireAllSessions(): void {
    for (const session of this.sessions.values()) session.expiresAt = this.now()
  }
}

const deviceKey = (email: string, deviceId: string): string => `${email}\n${deviceId}`
