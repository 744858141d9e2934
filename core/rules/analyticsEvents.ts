import type { StampedEvent } from '../events/index.ts'
import type { JsonValue } from '../events/schema.ts'
import type { ModalState } from '../reducers/state.ts'
import type { ConnectorType } from '../types.ts'

/** SPEC.md §8: error reports capped at 5 per minute. */
export const ERROR_REPORTS_PER_MINUTE = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

/** One usage event for POST /e: a step (`track`) or an error report (`error`, capped). */
export type AnalyticsRecord = { kind: 'track' | 'error'; props: { [key: string]: JsonValue } }

/** What a step started with, by request id, so its outcome can name it (the connector, the token). */
export type AnalyticsMemory = Map<string, { [key: string]: JsonValue }>

/** How the user connects, as analytics names it: never who (no address, email or social name). */
export function connectMethod(type: ConnectorType | undefined): string {
  switch (type) {
    case 'WALLET_CONNECT':
      return 'walletconnect'
    case 'AUTH':
    case 'ID_AUTH':
      return 'embedded'
    case 'INJECTED':
    case 'ANNOUNCED':
    case 'MULTI_CHAIN':
    case 'EXTERNAL':
      return 'browser'
    case undefined:
      return 'unknown'
  }
}

const track = (event: string, properties: { [key: string]: JsonValue }): AnalyticsRecord => ({ kind: 'track', props: { type: 'track', event, properties } })
const report = (event: string, properties: { [key: string]: JsonValue }): AnalyticsRecord => ({ kind: 'error', props: { type: 'error', event, properties } })

/**
 * The usage event a store event stands for, built from an allowlist of fields: the
 * connect method and the wallet's name, namespaces and CAIP network ids, a token's symbol, the
 * §8 error text — never an address, an amount, an email, a social name or a transaction hash.
 * `state` is the state after the event; `memory` carries a step's start to its outcome.
 * A flow that lands later (sign-in with a wallet, swap, buy) adds its cases here — e.g.
 * `'siwx/signed'` → `track('SIWX_AUTH_SUCCESS', { namespace })`, its failure as a `report` — and
 * nothing else: the epic sends whatever this returns.
 *
 * @example
 * analyticsRecord({ type: 'modal/openRequested', seq: 1, at: 0 }, state, new Map())
 * // { kind: 'track', props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false, view: 'Connect' } } }
 */
export function analyticsRecord(event: StampedEvent, state: ModalState, memory: AnalyticsMemory): AnalyticsRecord | undefined {
  switch (event.type) {
    case 'modal/openRequested':
      return track('MODAL_OPEN', { connected: state.status === 'connected', view: state.view })
    case 'modal/closeRequested':
      return track('MODAL_CLOSE', { connected: state.status === 'connected' })
    case 'connection/connectRequested': {
      const connector = state.connectors.find((c) => c.id === event.connectorId && c.chain === event.namespace)
      const properties = { method: connectMethod(connector?.type), name: connector?.name ?? event.connectorId, namespace: event.namespace }
      memory.set(event.requestId, properties)
      return track('CONNECT_STARTED', properties)
    }
    case 'connection/connected': {
      // A restored session or a wallet's own account change is no user step.
      const started = event.requestId === undefined ? undefined : memory.get(event.requestId)
      if (!started) return undefined
      memory.delete(event.requestId!)
      return track('CONNECT_SUCCESS', { ...started, caipNetworkId: state.activeCaipNetworkId ?? null })
    }
    case 'connection/connectFailed': {
      const started = event.requestId === undefined ? undefined : memory.get(event.requestId)
      if (event.requestId !== undefined) memory.delete(event.requestId)
      return report('CONNECT_ERROR', { ...(started ?? { namespace: event.namespace }), message: event.error.shortMessage })
    }
    case 'networks/switched':
      return track('SWITCH_NETWORK', { caipNetworkId: event.caipNetworkId })
    case 'networks/switchFailed':
      return report('SWITCH_NETWORK_ERROR', { caipNetworkId: event.caipNetworkId, message: event.error.shortMessage })
    case 'send/submitted': {
      const token = state.send.token
      const properties = { symbol: token?.symbol ?? null, caipNetworkId: token?.chainId ?? null, native: token ? token.address === undefined : null }
      memory.set(event.requestId, properties)
      return track('SEND_INITIATED', properties)
    }
    case 'send/succeeded': {
      const started = memory.get(event.requestId) ?? {}
      memory.delete(event.requestId)
      return track('SEND_SUCCESS', started)
    }
    case 'send/failed': {
      const started = memory.get(event.requestId) ?? {}
      memory.delete(event.requestId)
      return report('SEND_ERROR', { ...started, message: event.error.shortMessage })
    }
    default:
      return undefined
  }
}

/**
 * SPEC.md §8's cap on error reports, over the stamped times of the reports already let through
 * (oldest first): whether one more at `at` may go. Pure; the caller keeps the list.
 *
 * @example
 * errorReportAllowed([0, 1, 2, 3, 4], 59_999) // false: five within the minute
 * errorReportAllowed([0, 1, 2, 3, 4], 60_000) // true: the first has left the window
 */
export function errorReportAllowed(sentAt: readonly number[], at: number): boolean {
  return sentAt.filter((t) => at - t < ERROR_REPORT_WINDOW_MS).length < ERROR_REPORTS_PER_MINUTE
}
