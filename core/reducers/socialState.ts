/**
 * The social login's state slice (SPEC.md §4): its type and schema, apart from the
 * reducer (core/reducers/social.ts) so the root state imports no reducer file.
 */
import { SOCIAL_FAILURES } from '../events/social.ts'
import { s } from '../events/schema.ts'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../types.ts'

/** `qr`: Farcaster's URL is shown (SPEC.md §4), waiting for the user's Farcaster app. */
export const SOCIAL_STEPS = ['opening', 'popup', 'qr', 'connecting', 'failed'] as const
export type SocialStep = (typeof SOCIAL_STEPS)[number]
export type SocialFailure = (typeof SOCIAL_FAILURES)[number]

export type SocialState = {
  provider: SocialProvider
  step: SocialStep
  /** The running attempt (`social-<seq>` of its `ui/socialChosen`); absent once it ended. */
  requestId?: string
  /** Why the last attempt failed: a code the renderer words (SPEC.md §8). */
  problem?: SocialFailure
  /** Farcaster's channel URL (SPEC.md §3 farcasterUrl), shown as a QR code and a link while `qr`. */
  farcasterUri?: string
}

export const socialStateSchema = s.optional(
  s.object({
    provider: s.enum(SOCIAL_PROVIDERS),
    step: s.enum(SOCIAL_STEPS),
    requestId: s.optional(s.string({ maxLength: 100 })),
    problem: s.optional(s.enum(SOCIAL_FAILURES)),
    farcasterUri: s.optional(s.string({ maxLength: 4096 })),
  }),
)
