import type { Handler } from './draft.ts'
import { WALLET_REQUESTS_LIMIT } from './walletRequestsState.ts'

/** An app request is open until its outcome (API.md `getProvider`); listed with the connection it went to. */
export const requested: Handler<'provider/requested'> = (state, event, base) => {
  const open = base.walletRequests ?? []
  if (open.length >= WALLET_REQUESTS_LIMIT || open.some((r) => r.requestId === event.requestId)) return
  const connectorId = base.accounts[event.namespace]?.connectorId
  state.walletRequests = [
    ...open,
    { requestId: event.requestId, namespace: event.namespace, method: event.method, ...(connectorId !== undefined ? { connectorId } : {}) },
  ]
}

/** Answered or failed: no longer open. */
export const settled: Handler<'provider/succeeded' | 'provider/failed'> = (state, event, base) => {
  const open = base.walletRequests
  if (!open?.some((r) => r.requestId === event.requestId)) return
  const rest = open.filter((r) => r.requestId !== event.requestId)
  if (rest.length > 0) state.walletRequests = rest
  else delete state.walletRequests
}
