import { siwxMessageData, siwxSession } from '../events/siwx.ts'
import { s, type Infer } from '../events/schema.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../types.ts'

/** Why sign-in stopped, as a code (the renderer's catalogue words it: SPEC.md §8). */
export const SIWX_PROBLEMS = ['initFailed', 'signFailed'] as const
/** Why sign-in stopped, as a code the renderer words (SPEC.md §8). */
export type SiwxProblem = (typeof SIWX_PROBLEMS)[number]

/** Where the active sign-in stands. */
export const SIWX_STATUSES = ['signedOut', 'awaitingSignature', 'signing', 'signedIn'] as const
/** Where the active sign-in stands: signed out, waiting for the signature prompt, signing, signed in. */
export type SiwxStatus = (typeof SIWX_STATUSES)[number]

/** One sign-in session: the message data, the message as signed and its signature (SPEC.md §6 SIWX). */
export type SiwxSession = Infer<typeof siwxSession>
export type SiwxMessageData = Infer<typeof siwxMessageData>

/** SPEC.md §3–§4 sign in with a wallet, observable as `state.siwx` (absent until sign-in first happens). */
export type SiwxState = {
  status: SiwxStatus
  /** Valid sessions by CAIP address (`eip155:1:0x…`): one network, one account each. */
  sessions: Record<string, SiwxSession>
  /** The message waiting on SIWXSignMessage. */
  request?: { requestId: string; caipAddress: string; required: boolean; message: string; data: SiwxMessageData }
  problem?: SiwxProblem
  /** The last network each namespace had a session on: a required sign-in cancelled returns there. */
  lastSignedNetwork?: Partial<Record<ChainNamespace, CaipNetworkId>>
}

export const siwxStateSchema = s.object({
  status: s.enum(SIWX_STATUSES),
  sessions: s.record(siwxSession),
  request: s.optional(s.object({ requestId: s.string(), caipAddress: s.string(), required: s.boolean(), message: s.string(), data: siwxMessageData })),
  problem: s.optional(s.enum(SIWX_PROBLEMS)),
  lastSignedNetwork: s.optional(s.object(Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, s.optional(s.string())])))),
})
