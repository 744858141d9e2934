/** SmartSessions (SPEC.md §6 smartSessions flag, §7 list and revoke). Codes, not English. */
import { stateErrorOf } from '../rules/stateError.ts'
import { asDraft, type Handler } from './draft.ts'
import { pushView } from './router.ts'
import { selectCanSeeSmartSessions } from '../selectors/accountActions.ts'

export const viewRequested: Handler<'sessions/viewRequested'> = (state, _event, base) => {
  const address = base.accounts.eip155?.address
  if (!base.open || !selectCanSeeSmartSessions(base) || !address) return
  if (base.smartSessions?.address !== address || base.smartSessions.status !== 'success') {
    state.smartSessions = { address, status: 'loading', sessions: [] }
  }
  pushView(state, 'SmartSessions')
}

export const loaded: Handler<'sessions/loaded'> = (state, event, base) => {
  if (base.smartSessions?.address !== event.address) return
  state.smartSessions = { address: event.address, status: 'success', sessions: asDraft(event.sessions) }
}

export const failed: Handler<'sessions/failed'> = (state, event, base) => {
  if (base.smartSessions?.address !== event.address) return
  state.smartSessions = { address: event.address, status: 'failure', sessions: [], error: stateErrorOf(event.error) }
}

/** One revocation at a time, of a listed session not revoked yet. */
export const revokeRequested: Handler<'sessions/revokeRequested'> = (state, event, base) => {
  const list = base.smartSessions
  if (!list || list.revoking || !list.sessions.some((s) => s.pci === event.pci && s.revokedAt === undefined)) return
  state.smartSessions!.revoking = event.pci
  delete state.smartSessions!.revokeError
}

/** Time from the event (seconds, as the service counts). */
export const revoked: Handler<'sessions/revoked'> = (state, event, base) => {
  if (base.smartSessions?.revoking !== event.pci) return
  const list = state.smartSessions!
  delete list.revoking
  // Replaced, not written into: the slice is copied one level deep (core/reducers/slices.ts).
  const revokedAt = Math.floor(event.at / 1000)
  if (list.sessions.some((s) => s.pci === event.pci)) list.sessions = list.sessions.map((s) => (s.pci === event.pci ? { ...s, revokedAt } : s))
}

export const revokeFailed: Handler<'sessions/revokeFailed'> = (state, event, base) => {
  if (base.smartSessions?.revoking !== event.pci) return
  delete state.smartSessions!.revoking
  state.smartSessions!.revokeError = stateErrorOf(event.error)
}
