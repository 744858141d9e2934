/**
 * The email login's state slice: its type and schema, apart from the reducer so the
 * root state imports no reducer file (no import circle through state.ts).
 */
import { EMBEDDED_ALERTS } from '../events/embedded.ts'
import { s } from '../events/schema.ts'

export const EMBEDDED_STEPS = ['email', 'sending', 'device', 'otp', 'verifying', 'connecting'] as const
export type EmbeddedStep = (typeof EMBEDDED_STEPS)[number]
export type EmbeddedAlert = (typeof EMBEDDED_ALERTS)[number]

/** Why the last step failed: `throttled` (§8 'Please try again after N seconds'), a wrong code, or the error's message. */
export type EmbeddedProblem = { code: 'throttled'; retryAfter: number } | { code: 'invalidOtp' } | { code: 'noAuthConnector' } | { code: 'failed'; message: string }

/** UpdateEmailWallet's steps: the new email, then the current address's code, then the new one's. */
export const EMAIL_UPDATE_STEPS = ['email', 'sending', 'primary', 'verifyingPrimary', 'secondary', 'verifyingSecondary', 'done'] as const
export type EmailUpdateStep = (typeof EMAIL_UPDATE_STEPS)[number]
export type EmailUpdate = { step: EmailUpdateStep; email?: string; requestId?: string; problem?: { code: 'invalidOtp' } | { code: 'failed'; message: string } }

export type EmbeddedState = {
  step: EmbeddedStep
  /** Personal data: a keyed token in an exported log. */
  email?: string
  requestId?: string
  problem?: EmbeddedProblem
  /** SPEC.md §3 "last email login time" (ms, from the stamped event). */
  lastEmailLoginAt?: number
  alert?: EmbeddedAlert
  /** The approval-needing RPC call ApproveTransaction shows. */
  approval?: { requestId: string; method: string }
  /** UpdateEmailWallet under way (SPEC.md §4 update email). */
  update?: EmailUpdate
  /** SPEC.md §3 "smart account enabled networks" (CAIP-2 ids), as the secure site named them. */
  smartAccountNetworks?: string[]
}

export const embeddedStateSchema = s.optional(
  s.object({
    step: s.enum(EMBEDDED_STEPS),
    email: s.optional(s.string({ personal: true, maxLength: 320 })),
    requestId: s.optional(s.string()),
    problem: s.optional(
      s.object({ code: s.enum(['throttled', 'invalidOtp', 'noAuthConnector', 'failed']), retryAfter: s.optional(s.number({ integer: true, min: 0 })), message: s.optional(s.string()) }),
    ),
    lastEmailLoginAt: s.optional(s.number({ integer: true, min: 0 })),
    alert: s.optional(s.enum(EMBEDDED_ALERTS)),
    approval: s.optional(s.object({ requestId: s.string(), method: s.string() })),
    smartAccountNetworks: s.optional(s.array(s.string({ maxLength: 100 }), 64)),
    update: s.optional(
      s.object({
        step: s.enum(EMAIL_UPDATE_STEPS),
        email: s.optional(s.string({ personal: true, maxLength: 320 })),
        requestId: s.optional(s.string()),
        problem: s.optional(s.object({ code: s.enum(['invalidOtp', 'failed']), message: s.optional(s.string()) })),
      }),
    ),
  }),
)
