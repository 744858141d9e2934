import { namespace } from '../events/common.ts'
import { s, type Infer } from '../events/schema.ts'

/** How many open app requests the state lists; more at once are answered all the same, unlisted. */
export const WALLET_REQUESTS_LIMIT = 100

/**
 * The app's requests waiting for the wallet or the modal (API.md `getProvider`), oldest first: the
 * page can say "Approve in your wallet" while one waits (SPEC.md §6 approval methods), and a log
 * shows what was still open when it was taken.
 */
export const walletRequestsStateSchema = s.array(
  s.object({
    requestId: s.string({ maxLength: 100 }),
    namespace,
    method: s.string({ maxLength: 100 }),
    /** The connection the request went to (absent: none was connected). */
    connectorId: s.optional(s.string()),
  }),
  WALLET_REQUESTS_LIMIT,
)

export type WalletRequestsState = Infer<typeof walletRequestsStateSchema>
