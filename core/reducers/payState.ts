import { s } from '../events/schema.ts'
import { PAY_FAILURES, PAY_SOURCES } from '../events/pay.ts'
import { stateErrorSchema, type StateError } from '../rules/stateError.ts'

/** A payment's steps (SPEC.md §6 `pay`): choose a source, connect if needed, send or open the exchange, wait for confirmation. */
export const PAY_STATUSES = ['choosing', 'connecting', 'sending', 'opening', 'pending', 'success', 'failure'] as const

/** The Pay view's payment (`modal.pay`), from the first request. */
export type PayState = {
  requestId: string
  recipient: string
  /** CAIP-19, e.g. `eip155:31337/slip44:60`. */
  asset: string
  amount: string
  timeoutMs: number
  /** When it was asked for (the request's stamp): the timeout counts from here, across reloads. */
  startedAt: number
  status: (typeof PAY_STATUSES)[number]
  source?: (typeof PAY_SOURCES)[number]
  hash?: string
  paymentId?: string
  /** The exchange's page where the visitor logs in and confirms. */
  url?: string
  failure?: (typeof PAY_FAILURES)[number]
  error?: StateError
}

export const payStateSchema = s.object({
  requestId: s.string(),
  recipient: s.string(),
  asset: s.string(),
  amount: s.string(),
  timeoutMs: s.number(),
  startedAt: s.number(),
  status: s.enum(PAY_STATUSES),
  source: s.optional(s.enum(PAY_SOURCES)),
  hash: s.optional(s.string({ format: 'transactionId' })),
  paymentId: s.optional(s.string()),
  url: s.optional(s.string()),
  failure: s.optional(s.enum(PAY_FAILURES)),
  error: s.optional(stateErrorSchema),
})
