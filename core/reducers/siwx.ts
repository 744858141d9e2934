import { isSessionExpired } from '../rules/siwxExpiry.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import { closeModal, pushView, resetView } from './router.ts'
import type { ModalState } from './state.ts'
import type { SiwxSession, SiwxState } from './siwxState.ts'

/** Views on which a required sign-in without a session cannot be closed (SPEC.md §4). */
const GUARDED_VIEWS = new Set(['SIWXSignMessage', 'ApproveTransaction'])

function siwxOf(state: StateDraft): SiwxState {
  return (state.siwx ??= { status: 'signedOut', sessions: {} })
}

function isCurrent(state: StateDraft | ModalState, requestId: string): boolean {
  return state.siwx?.request?.requestId === requestId
}

/** The account `caipAddress` is the active namespace's current account. */
function isActiveAccount(state: StateDraft | ModalState, caipAddress: string): boolean {
  const ns = state.activeNamespace
  return ns !== undefined && state.accounts[ns]?.status === 'connected' && state.accounts[ns]?.caipAddress === caipAddress
}

/**
 * SPEC.md §4: closing is disabled on the sign and approve views while sign-in is required and
 * the account has no session. `modal/closeRequested` and going back from there change nothing.
 */
export function isClosingBlocked(state: ModalState): boolean {
  const request = state.siwx?.request
  return state.open && GUARDED_VIEWS.has(state.view) && request?.required === true && state.siwx?.sessions[request.caipAddress] === undefined
}

function keepSession(state: StateDraft, caipAddress: string, session: SiwxSession): void {
  const siwx = siwxOf(state)
  siwx.sessions[caipAddress] = session
  const parsed = tryParseCaipAddress(caipAddress)
  if (parsed && (CHAIN_NAMESPACES as readonly string[]).includes(parsed.namespace)) (siwx.lastSignedNetwork ??= {})[parsed.namespace as ChainNamespace] = parsed.caipNetworkId as CaipNetworkId
  if (isActiveAccount(state, caipAddress)) siwx.status = 'signedIn'
  delete siwx.problem
}

/** A valid kept session: signed in without a prompt (a reload, a switch back). An expired one is none. */
export const sessionRestored: Handler<'siwx/sessionRestored'> = (state, event) => {
  if (isSessionExpired(event.session.data, event.at)) return
  keepSession(state, event.caipAddress, event.session)
  if (state.siwx?.request?.caipAddress === event.caipAddress) delete state.siwx.request
}

/** SPEC.md §4: no session after connect or a network switch — SIWXSignMessage opens. */
export const messageCreated: Handler<'siwx/messageCreated'> = (state, event) => {
  if (!isActiveAccount(state, event.caipAddress)) return
  const siwx = siwxOf(state)
  siwx.request = { requestId: event.requestId, caipAddress: event.caipAddress, required: event.required, message: event.message, data: event.data }
  siwx.status = 'awaitingSignature'
  delete siwx.problem
  if (state.open) pushView(state, 'SIWXSignMessage')
  else {
    state.open = true
    resetView(state, 'SIWXSignMessage')
  }
}

export const signRequested: Handler<'siwx/signRequested'> = (state, event) => {
  if (!isCurrent(state, event.requestId) || state.siwx!.status === 'signing') return
  state.siwx!.status = 'signing'
  delete state.siwx!.problem
}

/** Signed and verified: the session is kept and the sign view's job is done. */
export const sessionAdded: Handler<'siwx/sessionAdded'> = (state, event, base) => {
  if (isSessionExpired(event.session.data, event.at)) return
  keepSession(state, event.caipAddress, event.session)
  if (!isCurrent(state, event.requestId)) return
  delete state.siwx!.request
  if (base.open && base.view === 'SIWXSignMessage') closeModal(state)
}

/** SPEC.md §8 sign failure (code `signFailed`): the sign view shows again with the error, ready to retry. */
export const signFailed: Handler<'siwx/signFailed'> = (state, event) => {
  if (!isCurrent(state, event.requestId)) return
  const siwx = state.siwx!
  siwx.status = 'awaitingSignature'
  siwx.problem = 'signFailed'
  if (!state.open) {
    state.open = true
    resetView(state, 'SIWXSignMessage')
  } else if (state.view !== 'SIWXSignMessage') pushView(state, 'SIWXSignMessage')
  state.shake = true
}

/**
 * Cancel on SIWXSignMessage: the request ends unsigned and the modal closes. What follows in
 * required mode (back to the last network with a session, else disconnect) is the siwx epic's.
 */
export const cancelled: Handler<'siwx/cancelled'> = (state, event) => {
  if (!isCurrent(state, event.requestId)) return
  const siwx = state.siwx!
  delete siwx.request
  delete siwx.problem
  siwx.status = 'signedOut'
  if (state.open) closeModal(state)
}

/**
 * SPEC.md §8, sign-in could not start (code `initFailed`): the namespace was
 * disconnected first (the epic waited for it); the modal resets to Connect and shows why.
 */
export const initFailed: Handler<'siwx/initFailed'> = (state) => {
  const siwx = siwxOf(state)
  delete siwx.request
  siwx.status = 'signedOut'
  siwx.problem = 'initFailed'
  state.open = true
  resetView(state, 'Connect')
}

export const sessionRevoked: Handler<'siwx/sessionRevoked'> = (state, event) => {
  if (state.siwx) delete state.siwx.sessions[event.caipAddress]
}

/** A namespace disconnected: its sessions leave the state (kept ones stay with the host's storage). */
export function disconnected(state: StateDraft, namespace: ChainNamespace): void {
  const siwx = state.siwx
  if (!siwx) return
  for (const caip of Object.keys(siwx.sessions)) if (caip.startsWith(`${namespace}:`)) delete siwx.sessions[caip]
  if (siwx.request?.caipAddress.startsWith(`${namespace}:`)) delete siwx.request
  siwx.status = activeStatus(state)
}

/** The active account moved (a network switch, a reconnect): the status follows its session. */
export function accountChanged(state: StateDraft): void {
  const siwx = state.siwx
  if (!siwx) return
  if (siwx.request && !isActiveAccount(state, siwx.request.caipAddress)) delete siwx.request
  siwx.status = siwx.request ? (siwx.status === 'signing' ? 'signing' : 'awaitingSignature') : activeStatus(state)
}

function activeStatus(state: StateDraft): SiwxState['status'] {
  const ns = state.activeNamespace
  const caip = ns ? state.accounts[ns]?.caipAddress : undefined
  return caip && state.siwx?.sessions[caip] ? 'signedIn' : 'signedOut'
}

/**
 * Opening without a requested view while the active account's sign-in is pending (closed unsigned,
 * not required): the modal asks for it again (SIWXSignMessage rather than Account).
 */
export function opened(state: StateDraft, requestedView: string | undefined): void {
  const request = state.siwx?.request
  if (requestedView !== undefined || !request || !isActiveAccount(state, request.caipAddress)) return
  resetView(state, 'SIWXSignMessage')
}

/** Closing was asked: a problem shown is done with (the guard itself is `isClosingBlocked`). */
export function closed(state: StateDraft): void {
  if (state.siwx?.problem) delete state.siwx.problem
}
