// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * Social login into the embedded wallet (SPEC.md §4): a 600×800 popup shows the secure
 * site's redirect address (the provider's consent page); the secure site's callback page posts the
 * result address back; the frame turns it into a session and the AUTH connector connects. The popup
 * is polled every second on `deps.scheduler`: closed before a result, the login fails with 'Popup
 * closed'. Leaving ConnectingSocial closes the popup. The reducer decides whether an attempt starts
 * (core/reducers/social.ts); this epic only runs it, and every outcome is a fact.
 */
import { catchError, concat, defer, filter, interval, map, mergeMap, type Observable, of, race, take, tap } from 'rxjs'
import type { AuthControl } from '../adapter.ts'
import { AlertError } from '../errors/AlertError.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { connectRequested } from '../events/connection.ts'
import type { EventOfType, ModalEvent, StampedEvent } from '../events/index.ts'
import { cancelled, failed, farcasterUriIssued, redirectOpened, resultReceived, succeeded, type SOCIAL_FAILURES } from '../events/social.ts'
import { socialChosen } from '../events/ui.ts'
import type { ModalState } from '../reducers/state.ts'
import type { Deps, Epic, PopupLike } from '../store.ts'
import type { SocialProvider } from '../types.ts'
import { selectAuthLoginNamespace } from '../selectors/authLoginNamespace.ts'

/** SPEC.md §4: the popup's size, and how often it is checked for being closed. */
export const SOCIAL_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
export const SOCIAL_POPUP_POLL_MS = 1000

type Reason = (typeof SOCIAL_FAILURES)[number]
type Social = Required<Pick<AuthControl, 'socialRedirect' | 'socialResult' | 'connectSocial'>> & AuthControl

const socialAuthOf = (deps: Deps): Social | undefined => {
  const auth = deps.adapters.find((a) => a.auth?.socialRedirect)?.auth
  return auth?.socialRedirect && auth.socialResult && auth.connectSocial ? (auth as Social) : undefined
}

const failure = (requestId: string, reason: Reason, error: unknown): ModalEvent => failed({ requestId, reason, error: toErrorData(error) })

/** The frame did not answer in time (SPEC.md §8 'Embedded Wallet Request Timed Out'). */
const isTimeout = (error: unknown): boolean => error instanceof AlertError && error.alert === 'IFRAME_REQUEST_TIMEOUT'

/** Back or close while the popup (or Farcaster's QR) is up: the user left, the attempt ends quietly. */
const hasLeft = (state: ModalState, requestId: string, view: 'ConnectingSocial' | 'ConnectingFarcaster' = 'ConnectingSocial'): boolean =>
  state.social?.requestId === requestId && (!state.open || !state.history.includes(view))

/**
 * Whether the attempt can be left that way: only one the modal shows. One a host's own UI started
 * with the modal closed (`connectWallet`, `useConnect`: API.md "Own UI") ends with its popup or its
 * result, as the modal it never opened cannot be left.
 */
const shownInModal = (state$: Parameters<Epic>[1]): boolean => state$.value.open

export const socialLoginEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter((e): e is EventOfType<'ui/socialChosen'> & StampedEvent => socialChosen.match(e)),
    filter((e) => state$.value.social?.requestId === `social-${e.seq}` && state$.value.social.step === 'opening'),
    // mergeMap: the reducer lets one attempt run at a time (a double click starts nothing new).
    mergeMap((e) => (e.provider === 'farcaster' ? farcasterAttempt(`social-${e.seq}`, state$, deps) : attempt(`social-${e.seq}`, e.provider, state$, deps))),
  )

function attempt(requestId: string, provider: SocialProvider, state$: Parameters<Epic>[1], deps: Deps): Observable<ModalEvent> {
  const auth = socialAuthOf(deps)
  if (!auth) return of(failure(requestId, 'noAuthConnector', new ConnectionError('No auth connector found')))
  // Opened before the redirect address is known, so it counts as the click's own (popup blockers).
  let popup: PopupLike | null = null
  try {
    popup = deps.window?.open?.('', 'latch-social', SOCIAL_POPUP_FEATURES) ?? null
  } catch {
    popup = null
  }
  if (!popup) return of(failure(requestId, 'initFailed', new ConnectionError('Failed to initiate social connection', { details: 'The popup was blocked' })))
  const open = popup
  const shown = shownInModal(state$)
  const left$ = state$.pipe(
    filter((state) => shown && hasLeft(state, requestId)),
    take(1),
    tap(() => open.close()),
    map(() => cancelled({ requestId })),
  )
  const closed$ = interval(SOCIAL_POPUP_POLL_MS, deps.scheduler).pipe(
    filter(() => open.closed),
    take(1),
    map(() => failure(requestId, 'popupClosed', new ConnectionError('Popup closed'))),
  )
  const result$ = auth.socialResult(open).pipe(
    take(1),
    mergeMap((resultUri) => {
      open.close()
      return concat(of(resultReceived({ requestId })), connect(requestId, provider, resultUri, auth, state$))
    }),
  )
  const redirect$ = defer(() => auth.socialRedirect(provider)).pipe(
    map((answer) => ({ ok: true as const, uri: answer.uri })),
    catchError((error: unknown) => of({ ok: false as const, error })),
    mergeMap((answer): Observable<ModalEvent> => {
      if (!answer.ok) {
        open.close()
        const reason = isTimeout(answer.error) ? 'timedOut' : 'initFailed'
        const error = reason === 'timedOut' ? answer.error : new ConnectionError('Failed to initiate social connection', { cause: answer.error })
        return of(failure(requestId, reason, error))
      }
      open.location.href = answer.uri
      // race: the first of the result, a closed popup or the user leaving ends the wait.
      return concat(of(redirectOpened({ requestId, provider })), race(result$, closed$, left$))
    }),
  )
  return race(left$, redirect$)
}

type Farcaster = Required<Pick<AuthControl, 'farcasterUri' | 'connectFarcaster'>> & AuthControl

/**
 * Farcaster (SPEC.md §4: a fetched URL instead of a popup): the secure site's channel URL is shown
 * as a QR code and a link (`social/farcasterUriIssued`), then the frame waits for the user's
 * Farcaster app to approve it — user-paced, no timeout; leaving the view ends the attempt (and the
 * auth connector reloads: core/effects/authConnectorReload.ts). Failures are §8's 'Failed to
 * connect to farcaster'.
 */
function farcasterAttempt(requestId: string, state$: Parameters<Epic>[1], deps: Deps): Observable<ModalEvent> {
  const auth = deps.adapters.find((a) => a.auth?.farcasterUri && a.auth.connectFarcaster)?.auth as Farcaster | undefined
  if (!auth) return of(failure(requestId, 'noAuthConnector', new ConnectionError('No auth connector found')))
  const shown = shownInModal(state$)
  const left$ = state$.pipe(
    filter((state) => shown && hasLeft(state, requestId, 'ConnectingFarcaster')),
    take(1),
    map(() => cancelled({ requestId })),
  )
  const failedToConnect = (error: unknown): ModalEvent =>
    isTimeout(error) ? failure(requestId, 'timedOut', error) : failure(requestId, 'farcasterFailed', new ConnectionError('Failed to connect to farcaster', { cause: error }))
  const flow$ = defer(() => auth.farcasterUri()).pipe(
    mergeMap(({ uri }) =>
      concat(
        of(farcasterUriIssued({ requestId, uri })),
        // race: the approval or the user leaving ends the wait.
        race(
          left$,
          defer(() => auth.connectFarcaster()).pipe(
            mergeMap(({ username }) =>
              of<ModalEvent[]>(
                succeeded({ requestId, ...(username !== undefined ? { username } : {}) }),
                connectRequested({ requestId: `connect-${requestId}`, connectorId: auth.connectorId, namespace: selectAuthLoginNamespace(state$.value, auth.connectorId) }),
              ),
            ),
            catchError((error: unknown) => of(failedToConnect(error))),
          ),
        ),
      ),
    ),
    catchError((error: unknown) => of(failedToConnect(error))),
  )
  return race(left$, flow$)
}

/** The result address → the frame's session → the AUTH connector's connection. */
function connect(requestId: string, provider: SocialProvider, resultUri: string, auth: Social, state$: Parameters<Epic>[1]): Observable<ModalEvent> {
  return defer(() => auth.connectSocial(provider, resultUri)).pipe(
    mergeMap(({ username }) =>
      of<ModalEvent[]>(
        succeeded({ requestId, ...(username !== undefined ? { username } : {}) }),
        connectRequested({ requestId: `connect-${requestId}`, connectorId: auth.connectorId, namespace: selectAuthLoginNamespace(state$.value, auth.connectorId) }),
      ),
    ),
    catchError((error: unknown) => {
      if (error instanceof UserRejectedRequestError) return of(failure(requestId, 'rejected', new ConnectionError('Connection rejected', { cause: error })))
      if (isTimeout(error)) return of(failure(requestId, 'timedOut', error))
      return of(failure(requestId, 'failed', new ConnectionError('Failed to connect', { cause: error })))
    }),
  )
}
