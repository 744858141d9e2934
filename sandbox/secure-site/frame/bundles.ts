/**
 * The frame's EIP-5792 steps around the approval panel (SPEC.md §6 wallet_sendCalls, §8 codes
 * 5700–5760): a bundle is checked by the backend BEFORE the panel shows — a request that cannot
 * run (5760 atomicity for an EOA, 5700, 5710, 5740, 5720, 4100) is refused without asking the
 * user — and the panel then names its sender, whether it runs atomically and its calls.
 * `wallet_showCallsStatus` shows a bundle's status in the panel (5730 for an unknown id).
 */
import { FrameFailure, type FrameContext } from './handlers.ts'

/** What the panel shows beside the request's params, as the backend worked it out. */
export type ApprovalPreview =
  | {
      kind: 'calls'
      chainId: number
      from: string
      account: 'eoa' | 'smartAccount'
      atomic: boolean
      /** Values as 0x-hex wei. */
      calls: { to?: string; value: string; data?: string }[]
    }
  | {
      kind: 'callsStatus'
      id: string
      chainId: string
      status: number
      atomic: boolean
      receipts: { transactionHash: string; status: string }[]
    }

/** Methods the frame serves that are in neither of the SPEC.md §6 lists: shown in the panel, never sent on. */
export const PANEL_ONLY_METHODS: ReadonlySet<string> = new Set(['wallet_showCallsStatus'])

/** The panel's preview of a `wallet_sendCalls` (the backend refuses a bundle that cannot run); none for other methods. */
export async function approvalPreview(ctx: FrameContext, request: { method: string; params: unknown; accountType: 'eoa' | 'smartAccount'; token: string }): Promise<ApprovalPreview | undefined> {
  if (request.method !== 'wallet_sendCalls') return undefined
  const body = await ctx.api('/api/calls/preview', { params: request.params ?? [], accountType: request.accountType }, request.token)
  return body['preview'] as ApprovalPreview
}

/**
 * `wallet_showCallsStatus`: the bundle's status (5730 when unknown) in the panel; answered
 * `null` once the user closes it, whichever button (EIP-5792: the wallet only displays it).
 */
export async function showCallsStatus(ctx: FrameContext, request: { id: string; params: unknown; chainId: string; token: string }): Promise<{ result: null }> {
  const body = await ctx.api('/api/rpc', { chainId: Number(request.chainId.split(':')[1]), method: 'wallet_getCallsStatus', params: request.params ?? [] }, request.token)
  const status = body['result'] as { id: string; chainId: string; status: number; atomic: boolean; receipts: { transactionHash: string; status: string }[] } | null
  if (!status) throw new FrameFailure('BAD_REQUEST', 'Unknown bundle id', undefined, 5730)
  await ctx.approve({
    id: request.id,
    method: 'wallet_showCallsStatus',
    params: request.params,
    chainId: request.chainId,
    preview: {
      kind: 'callsStatus',
      id: status.id,
      chainId: status.chainId,
      status: status.status,
      atomic: status.atomic,
      receipts: status.receipts.map((r) => ({ transactionHash: r.transactionHash, status: r.status })),
    },
  })
  return { result: null }
}
