/**
 * RegisterAccountName → RegisterAccountNameSuccess (SPEC.md §4 name registration, §5
 * name rules and chain id limit, §8 name errors, §9 names on eip155). Codes, not English.
 */
import { NAME_CHAIN_ID_LIMIT, parseAccountName, type NameProblem } from '../rules/accountName.ts'
import { stateErrorOf } from '../rules/stateError.ts'
import { asDraft, type Handler, type StateDraft } from './draft.ts'
import { isConnected, pushView } from './router.ts'
import type { ModalState } from './state.ts'

/** SPEC.md §5: the active network's chain id must be below 2^31 (and names are on eip155 only, §9). */
export function networkNameProblem(base: ModalState): NameProblem | undefined {
  if (base.activeNamespace !== 'eip155' || !isConnected(base, 'eip155')) return 'notEip155'
  const chainId = Number(base.activeCaipNetworkId?.split(':')[1])
  return Number.isSafeInteger(chainId) && chainId < NAME_CHAIN_ID_LIMIT ? undefined : 'chainIdTooLarge'
}

/** Whether the suggestions already say `full` is taken. */
function knownTaken(base: ModalState, full: string): boolean {
  return base.names?.suggestions.some((s) => s.name === full && s.registered) === true
}

export const viewRequested: Handler<'names/viewRequested'> = (state, _event, base) => {
  if (!base.open || base.activeNamespace !== 'eip155' || !isConnected(base, 'eip155') || base.config.noBlockchainApi) return
  if (base.names?.status === 'registering') return pushView(state, 'RegisterAccountName')
  const problem = networkNameProblem(base)
  state.names = { input: '', suggestionsStatus: 'idle', suggestions: [], status: 'idle', ...(problem ? { problem } : {}) }
  pushView(state, 'RegisterAccountName')
}

export const inputChanged: Handler<'names/inputChanged'> = (state, event, base) => {
  if (!base.names || base.names.status === 'registering') return
  const names = state.names!
  names.input = event.input
  names.suggestions = []
  names.suggestionsStatus = 'idle'
  delete names.suggestionsError
  delete names.query
  delete names.error
  const parsed = parseAccountName(event.input)
  // The network's problem first: no name can be registered there, whatever is typed.
  const network = networkNameProblem(base)
  if ('problem' in parsed) {
    names.problem = network ?? parsed.problem
    return
  }
  if (network) {
    names.problem = network
    return
  }
  delete names.problem
  names.query = parsed.full
  names.suggestionsStatus = 'loading'
}

export const suggestionsLoaded: Handler<'names/suggestionsLoaded'> = (state, event, base) => {
  if (!base.names || base.names.query !== event.name) return
  const names = state.names!
  names.suggestionsStatus = 'success'
  names.suggestions = asDraft(event.suggestions)
  if (event.suggestions.some((s) => s.name === event.name && s.registered)) names.problem = 'nameTaken'
}

export const suggestionsFailed: Handler<'names/suggestionsFailed'> = (state, event, base) => {
  if (!base.names || base.names.query !== event.name) return
  state.names!.suggestionsStatus = 'failure'
  state.names!.suggestionsError = stateErrorOf(event.error)
}

/** A name the rules accept, on a network that may register, not known to be taken: sign and post. */
export const registerSubmitted: Handler<'names/registerSubmitted'> = (state, event, base) => {
  if (!base.names || base.names.status === 'registering' || networkNameProblem(base)) return
  const parsed = parseAccountName(event.name)
  const names = state.names!
  if ('problem' in parsed) {
    names.problem = parsed.problem
    return
  }
  if (knownTaken(base, parsed.full)) {
    names.problem = 'nameTaken'
    return
  }
  names.status = 'registering'
  names.requestId = event.requestId
  names.registering = parsed.full
  delete names.error
}

/** SPEC.md §4: the success view; the name is the account's name at once (SPEC.md §3 profileName). */
export const registered: Handler<'names/registered'> = (state, event, base) => {
  if (base.names?.requestId !== event.requestId) return
  const names = state.names!
  names.status = 'idle'
  names.registered = event.name
  delete names.requestId
  delete names.registering
  const account = state.accounts.eip155
  if (account && base.accounts.eip155?.address?.toLowerCase() === event.address.toLowerCase()) account.profileName = event.name
  if (base.open && base.view === 'RegisterAccountName') replaceTop(state, 'RegisterAccountNameSuccess')
}

/** SPEC.md §4: on error, back to the register view with §8's registering error (a code); a 409 says taken. */
export const registerFailed: Handler<'names/registerFailed'> = (state, event, base) => {
  if (base.names?.requestId !== event.requestId) return
  const names = state.names!
  names.status = 'idle'
  delete names.requestId
  delete names.registering
  names.error = stateErrorOf(event.error)
  if (event.error.status === 409) names.problem = 'nameTaken'
}

function replaceTop(state: StateDraft, view: 'RegisterAccountNameSuccess'): void {
  state.history = [...state.history.slice(0, -1), view]
  state.transition = 'next'
}

/** SPEC.md §3 receiverProfileName / receiverProfileImageUrl, and the address a typed name resolved to. */
export const receiverResolved: Handler<'names/receiverResolved'> = (state, event, base) => {
  if (base.send.receiver !== event.receiver || base.send.status === 'sending') return
  if (event.address !== undefined) state.send.receiverAddress = event.address
  if (event.name !== undefined) state.send.receiverProfileName = event.name
  if (event.avatar !== undefined) state.send.receiverProfileImageUrl = event.avatar
  delete state.send.receiverError
}

export const receiverResolveFailed: Handler<'names/receiverResolveFailed'> = (state, event, base) => {
  if (base.send.receiver !== event.receiver || base.send.status === 'sending') return
  state.send.receiverError = stateErrorOf(event.error)
}
