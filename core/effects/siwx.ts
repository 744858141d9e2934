// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, concat, defer, EMPTY, exhaustMap, filter, map, merge, mergeMap, of, take, takeUntil, type Observable } from 'rxjs'
import { SIWXError } from '../errors/SIWXError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { connected, disconnected, disconnectRequested } from '../events/connection.ts'
import type { ModalEvent } from '../events/index.ts'
import { switched, switchFailed, switchRequested } from '../events/networks.ts'
import { cancelled, initFailed, messageCreated, sessionAdded, sessionRestored, sessionRevoked, signFailed, signRequested } from '../events/siwx.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { isSessionExpired } from '../rules/siwxExpiry.ts'
import type { SIWXMessage, SIWXSession } from '../siwx/types.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import type { Deps, Epic, StateObservable } from '../store.ts'

type Pending = { caipAddress: string; namespace: ChainNamespace; required: boolean; message: string; data: SIWXMessage.Data }

/**
 * Sign in with a wallet (SPEC.md §4). After every connect, and every network switch,
 * of a namespace: the host's `siwx.getSessions` — a valid unexpired one signs in silently
 * (`siwx/sessionRestored`); none: `createMessage` and the SIWXSignMessage view (`siwx/messageCreated`).
 * Sign asks the connected wallet through its adapter's `signMessage` (injected, WalletConnect and
 * embedded alike), then `addSession` verifies and keeps it. Failures are SPEC.md §8's:
 * 'A problem occurred while trying initialize authentication' (the namespace disconnects first),
 * 'Error signing message' (the view shows again). Cancel in required mode returns to the last
 * network with a session, else disconnects; `signOutOnDisconnect` revokes on disconnect.
 */
export const siwxEpic: Epic = (event$, state$, deps) => {
  const siwx = deps.siwx
  if (!siwx) return EMPTY
  // What each shown request was (the reducer drops it on cancel; the epic still needs it).
  const pending = new Map<string, Pending>()
  // The account each namespace is signed in with, for signOutOnDisconnect.
  const signedIn = new Map<ChainNamespace, string>()
  let count = 0

  // A namespace that joined the login in the background (`joined`) is not the one the
  // user is on: it is asked when the user switches to it, not the moment it joins.
  const trigger$ = event$.pipe(
    filter((e) => connected.match(e) || switched.match(e)),
    filter((e) => !(connected.match(e) && e.joined === true)),
    map((e) => (connected.match(e) ? e.namespace : (e.caipNetworkId.split(':')[0] as ChainNamespace))),
  )
  const check$ = trigger$.pipe(
    map((namespace) => ({ namespace, caipAddress: state$.value.accounts[namespace]?.caipAddress })),
    filter((a): a is { namespace: ChainNamespace; caipAddress: `${string}:${string}:${string}` } => a.caipAddress !== undefined),
    filter(({ caipAddress }) => state$.value.siwx?.sessions[caipAddress] === undefined && state$.value.siwx?.request?.caipAddress !== caipAddress),
    // Per namespace, the newest account wins: a check outdated by the namespace's next connect or
    // switch is dropped (mergeMap + takeUntil rather than groupBy, which would join the initial bundle).
    mergeMap(({ namespace, caipAddress }) => check(namespace, caipAddress).pipe(takeUntil(trigger$.pipe(filter((ns) => ns === namespace))))),
  )

  function check(namespace: ChainNamespace, caipAddress: string): Observable<ModalEvent> {
    const parsed = tryParseCaipAddress(caipAddress)
    if (!parsed) return EMPTY
    const chainId = parsed.caipNetworkId as CaipNetworkId
    return defer(() => siwx!.getSessions(chainId, parsed.address)).pipe(
      mergeMap((sessions) => {
        const valid = sessions.find((s) => isUsable(s, deps))
        if (valid) return of(sessionRestored({ caipAddress, session: plainSession(valid) }))
        return defer(() => siwx!.createMessage({ accountAddress: parsed.address, chainId })).pipe(
          map((message) => {
            const requestId = `siwx-${++count}`
            const data = plainData(message)
            const entry: Pending = { caipAddress, namespace, required: siwx!.getRequired?.() === true, message: message.toString(), data }
            pending.set(requestId, entry)
            return messageCreated({ requestId, caipAddress, required: entry.required, message: entry.message, data })
          }),
        )
      }),
      // SPEC.md §8: disconnect, then reset to Connect with the message (the reducer's part).
      catchError((cause: unknown) =>
        concat(
          of(disconnectRequested({ namespace })),
          event$.pipe(
            filter((e) => disconnected.match(e) && e.namespace === namespace),
            take(1),
            map(() => initFailed({ caipAddress, error: toErrorData(new SIWXError('A problem occurred while trying initialize authentication', { cause, details: detailsOf(cause) })) })),
          ),
        ),
      ),
    )
  }

  const sign$ = event$.pipe(
    filter(signRequested.match),
    // exhaustMap: a second press while the wallet is asked is ignored.
    exhaustMap(({ requestId }) => {
      const request = pending.get(requestId)
      if (!request || state$.value.siwx?.request?.requestId !== requestId) return EMPTY
      const adapter = deps.adapters.find((a) => a.namespace === request.namespace)
      return defer(async () => {
        if (!adapter?.signMessage) throw new Error(`No adapter signs messages on ${request.namespace}`)
        const signature = await adapter.signMessage({ message: request.message })
        const session: SIWXSession = { data: request.data, message: request.message, signature }
        await siwx.addSession(session)
        return session
      }).pipe(
        map((session) => {
          pending.delete(requestId)
          signedIn.set(request.namespace, request.caipAddress)
          return sessionAdded({ requestId, caipAddress: request.caipAddress, session })
        }),
        catchError((cause: unknown) =>
          of(signFailed({ requestId, caipAddress: request.caipAddress, error: toErrorData(new SIWXError('Error signing message', { cause, details: detailsOf(cause) })) })),
        ),
      )
    }),
  )

  const cancel$ = event$.pipe(
    filter(cancelled.match),
    mergeMap(({ requestId }) => {
      const request = pending.get(requestId)
      pending.delete(requestId)
      if (!request?.required) return EMPTY
      const outcome = requiredCancelOutcome(state$, request)
      if (!switchRequested.match(outcome)) return of(outcome)
      // The wallet refusing the switch back leaves no network with a session: disconnect (SPEC.md §4).
      const target = outcome.caipNetworkId
      return concat(
        of(outcome),
        event$.pipe(
          filter((e) => (switchFailed.match(e) || switched.match(e)) && e.caipNetworkId === target),
          take(1),
          mergeMap((e) => (switchFailed.match(e) ? of(disconnectRequested({ namespace: request.namespace })) : EMPTY)),
        ),
      )
    }),
  )

  const found$ = event$.pipe(
    filter(sessionRestored.match),
    mergeMap((e) => {
      const ns = tryParseCaipAddress(e.caipAddress)?.namespace as ChainNamespace | undefined
      if (ns) signedIn.set(ns, e.caipAddress)
      return EMPTY
    }),
  )

  const signOut$ = event$.pipe(
    filter(disconnected.match),
    mergeMap(({ namespace }) => {
      const caipAddress = signedIn.get(namespace)
      signedIn.delete(namespace)
      const parsed = caipAddress ? tryParseCaipAddress(caipAddress) : undefined
      if (!siwx.signOutOnDisconnect || !caipAddress || !parsed) return EMPTY
      return defer(() => siwx.revokeSession(parsed.caipNetworkId, parsed.address)).pipe(
        map(() => sessionRevoked({ caipAddress })),
        // A revoke that fails leaves the session with the host; nothing to show the user.
        catchError(() => EMPTY),
      )
    }),
  )

  return merge(check$, sign$, cancel$, found$, signOut$)
}

/**
 * SPEC.md §4 required mode, cancelled: back to the last network of the namespace that had a
 * session (when it is not the current one), else disconnect the namespace.
 */
function requiredCancelOutcome(state$: StateObservable, request: Pending): ModalEvent {
  const state = state$.value
  const last = state.siwx?.lastSignedNetwork?.[request.namespace]
  const current = tryParseCaipAddress(request.caipAddress)?.caipNetworkId
  if (last && last !== current && state.config.networks.some((n) => n.caipNetworkId === last)) return switchRequested({ caipNetworkId: last })
  return disconnectRequested({ namespace: request.namespace })
}

/** Unexpired at the scheduler's now (the reducer checks again against the event's time). */
function isUsable(session: SIWXSession, deps: Pick<Deps, 'scheduler'>): boolean {
  return typeof session?.signature === 'string' && typeof session.message === 'string' && !isSessionExpired(session.data ?? {}, deps.scheduler.now())
}

/** The message's fields as plain JSON (no `toString`, no undefined), for the event. */
function plainData(message: SIWXMessage.Data): SIWXMessage.Data {
  const { accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = message
  const optional = { statement, resources: resources ? [...resources] : undefined, requestId, issuedAt, expirationTime, notBefore }
  return {
    accountAddress: String(accountAddress),
    chainId,
    domain: String(domain),
    uri: String(uri),
    version: String(version),
    nonce: String(nonce),
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) as Partial<SIWXMessage.Data>),
  }
}

function plainSession(session: SIWXSession): SIWXSession {
  return { data: plainData(session.data), message: session.message, signature: session.signature }
}

function detailsOf(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : undefined
}
