// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * Name registration's effects (SPEC.md §4, §7 profile calls, §8 name errors): the
 * suggestions for what is typed (debounced on `deps.scheduler`; the first one says whether the
 * name itself is free), and a registration — the connected wallet signs the JSON message (name,
 * attributes, timestamp in seconds), then it is posted. Loaded when RegisterAccountName first opens.
 */
import { catchError, debounceTime, defer, EMPTY, exhaustMap, filter, map, merge, mergeMap, of, switchMap } from 'rxjs'
import { ServiceError } from '../errors/ServiceError.ts'
import { toErrorData, type ErrorData } from '../errors/LatchError.ts'
import { inputChanged, registered, registerFailed, registerSubmitted, suggestionsFailed, suggestionsLoaded } from '../events/names.ts'
import { nameCoinType, nameRegistrationMessage, parseAccountName } from '../rules/accountName.ts'
import type { Epic } from '../store.ts'

/** Typing pauses this long before suggestions are asked for (one call per pause, not per key). */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300

/** The HTTP status somewhere in an error's causes (a 409 says the name is taken). */
function statusOf(error: unknown): number | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const status = (e as { status?: unknown }).status
    if (typeof status === 'number') return status
  }
  return undefined
}

function failureData(error: unknown): ErrorData {
  const status = statusOf(error)
  return { ...toErrorData(error), ...(status !== undefined ? { status } : {}) }
}

export const namesEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY

  const suggestions$ = event$.pipe(
    filter(inputChanged.match),
    debounceTime(NAME_SUGGESTIONS_DEBOUNCE_MS, deps.scheduler),
    map(() => state$.value.names),
    filter((names) => names?.suggestionsStatus === 'loading' && names.query !== undefined),
    // switchMap: only the suggestions for what is typed now matter.
    switchMap((names) => {
      const query = names!.query!
      const parsed = parseAccountName(query)
      if ('problem' in parsed) return EMPTY
      return api.getNameSuggestions({ name: parsed.label, zone: parsed.zone }).pipe(
        map((answer) => suggestionsLoaded({ name: query, suggestions: answer.suggestions })),
        catchError((error: unknown) => of(suggestionsFailed({ name: query, error: failureData(error) }))),
      )
    }),
  )

  const register$ = event$.pipe(
    filter(registerSubmitted.match),
    // exhaustMap: a second press while the wallet is asked is ignored (the reducer refuses it too).
    exhaustMap(({ requestId }) => {
      const state = state$.value
      const name = state.names?.registering
      if (state.names?.requestId !== requestId || !name) return EMPTY
      const account = state.accounts.eip155
      const address = account?.address
      const chainId = Number(state.activeCaipNetworkId?.split(':')[1])
      const adapter = deps.adapters.find((a) => a.namespace === 'eip155')
      return defer(async () => {
        const coinType = nameCoinType(chainId)
        if (!address || coinType === undefined) throw new Error('No eip155 account on a network that registers names')
        if (!adapter?.signMessage) throw new Error('The eip155 adapter signs no messages')
        const message = nameRegistrationMessage({ name, nowMs: deps.scheduler.now() })
        const signature = await adapter.signMessage({ message })
        return { coinType, message, signature, address }
      }).pipe(
        mergeMap((signed) => api.registerName({ name, ...signed })),
        map((record) => registered({ requestId, name: record.name, address: address! })),
        // Every failure, the wallet's refusal included, is 'Error registering name {name}' (SPEC.md §8),
        // with the service's own words when it sent some (a 409: the name is taken).
        catchError((cause: unknown) => {
          const error = cause instanceof ServiceError ? cause : new ServiceError(`Error registering name ${name}`, { cause })
          return of(registerFailed({ requestId, name, error: failureData(error) }))
        }),
      )
    }),
  )

  return merge(suggestions$, register$)
}
