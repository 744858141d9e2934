// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * The email login into an embedded wallet (SPEC.md §4): email → the secure site mails a
 * code (or asks for the device's approval first) → the code → the frame holds a session → the AUTH
 * connector connects. The steps run through the auth adapter (`latch/embedded`); the reducer
 * decides whether a step may start (core/reducers/embedded.ts), this epic only runs it.
 */
import { catchError, concat, defer, EMPTY, filter, from, map, merge, mergeMap, of, type Observable } from 'rxjs'
import type { AuthControl } from '../adapter.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { connectRequested } from '../events/connection.ts'
import {
  deviceApproved,
  emailAccepted,
  emailFailed,
  emailUpdated,
  otpAccepted,
  otpFailed,
  otpSubmitted,
  storageRestored,
  emailChangeCodeMailed,
  emailChangeCodeSubmitted,
  emailChangeFailed,
  newEmailSubmitted,
  smartAccountNetworksReported,
} from '../events/embedded.ts'
import { initialized } from '../events/app.ts'
import type { EventOfType, ModalEvent, ModalEventType, StampedEvent } from '../events/index.ts'
import { emailSubmitted } from '../events/ui.ts'
import type { Deps, Epic } from '../store.ts'
import { authNamespacesEpic } from './authNamespaces.ts'
import { selectAuthLoginNamespace } from '../selectors/authLoginNamespace.ts'

/** SPEC.md §3 embedded-wallet keys the host page keeps (the session token stays in the frame's origin). */
export const EMBEDDED_STORAGE_KEYS = {
  email: 'latch/embedded/email',
  lastEmailLoginAt: 'latch/embedded/lastEmailLoginAt',
  smartAccountNetworks: 'latch/embedded/smartAccountNetworks',
} as const

/** A stored network list, if it is one: CAIP-2 ids, at most 64 (anything else is ignored). */
const networkList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length <= 64 && value.every((n): n is string => typeof n === 'string' && n.length <= 100 && /^[a-z0-9-]+:[A-Za-z0-9_-]+$/.test(n)) ? value : undefined

type StampedOf<T extends ModalEventType> = EventOfType<T> & Pick<StampedEvent, 'seq' | 'at'>

const authOf = (deps: Deps): AuthControl | undefined => deps.adapters.find((a) => a.auth)?.auth

const retryAfterOf = (error: unknown): number | undefined => {
  const value = (error as { retryAfter?: unknown } | undefined)?.retryAfter
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}

const noAuth = (): ConnectionError => new ConnectionError('No auth connector found')

export const embeddedLoginEpic: Epic = (event$, state$, deps) => {
  // mergeMap: one login at a time is the reducer's rule (requestId); a stale answer is ignored there.
  const email$ = event$.pipe(
    filter((e): e is StampedOf<'ui/emailSubmitted'> => emailSubmitted.match(e)),
    filter((e) => state$.value.embedded?.step === 'sending' && state$.value.embedded.requestId === `email-${e.seq}` && e.email !== undefined),
    mergeMap((e): Observable<ModalEvent> => {
      const requestId = `email-${e.seq}`
      const email = e.email!
      const auth = authOf(deps)
      if (!auth) return of(emailFailed({ requestId, error: toErrorData(noAuth()) }))
      return defer(() => auth.connectEmail(email)).pipe(
        mergeMap(({ action }) =>
          concat(of(emailAccepted({ requestId, action })), action === 'VERIFY_DEVICE' ? defer(() => auth.connectDevice(email)).pipe(map(() => deviceApproved({ requestId }))) : EMPTY),
        ),
        catchError((error: unknown) => {
          const retryAfter = retryAfterOf(error)
          return of(emailFailed({ requestId, error: toErrorData(error), ...(retryAfter !== undefined ? { retryAfter } : {}) }))
        }),
      )
    }),
  )
  const otp$ = event$.pipe(
    filter((e): e is StampedOf<'embedded/otpSubmitted'> => otpSubmitted.match(e)),
    filter((e) => state$.value.embedded?.requestId === `otp-${e.seq}`),
    mergeMap((e): Observable<ModalEvent> => {
      const requestId = `otp-${e.seq}`
      const auth = authOf(deps)
      if (!auth) return of(otpFailed({ requestId, error: toErrorData(noAuth()) }))
      return defer(() => auth.connectOtp(e.email, e.otp)).pipe(
        mergeMap(() =>
          of<ModalEvent[]>(
            otpAccepted({ requestId }),
            connectRequested({ requestId: `connect-${requestId}`, connectorId: auth.connectorId, namespace: selectAuthLoginNamespace(state$.value, auth.connectorId) }),
          ),
        ),
        catchError((error: unknown) => of(otpFailed({ requestId, error: toErrorData(error) }))),
      )
    }),
  )
  // The login's other namespaces join its session (SPEC.md §3), in this chunk: only an auth page needs it.
  return merge(email$, otp$, emailUpdateEpic(event$, state$, deps), embeddedStorageEpic(event$, state$, deps), authNamespacesEpic(event$, state$, deps))
}

/**
 * UpdateEmailWallet (SPEC.md §4 update email with primary and secondary OTP): the new email → a
 * code to the current address; that code → one to the new address; that code → the wallet is the
 * new email's. Each step is the reducer's to allow (its requestId); this only runs it.
 */
const emailUpdateEpic: Epic = (event$, state$, deps) => {
  const fail = (requestId: string) => (error: unknown) => of(emailChangeFailed({ requestId, error: toErrorData(error) }))
  const unsupported = (): ConnectionError => new ConnectionError('No auth connector found', { details: 'The embedded wallet cannot update its email' })
  const email$ = event$.pipe(
    filter((e): e is StampedOf<'embedded/newEmailSubmitted'> => newEmailSubmitted.match(e)),
    filter((e) => state$.value.embedded?.update?.requestId === `update-${e.seq}`),
    mergeMap((e): Observable<ModalEvent> => {
      const requestId = `update-${e.seq}`
      const auth = authOf(deps)
      if (!auth?.updateEmail) return fail(requestId)(unsupported())
      return defer(() => auth.updateEmail!(e.email)).pipe(
        map(() => emailChangeCodeMailed({ requestId, stage: 'primary' })),
        catchError(fail(requestId)),
      )
    }),
  )
  const code$ = event$.pipe(
    filter((e): e is StampedOf<'embedded/emailChangeCodeSubmitted'> => emailChangeCodeSubmitted.match(e)),
    filter((e) => state$.value.embedded?.update?.requestId === `update-${e.seq}`),
    mergeMap((e): Observable<ModalEvent> => {
      const requestId = `update-${e.seq}`
      const auth = authOf(deps)
      const primary = state$.value.embedded?.update?.step === 'verifyingPrimary'
      if (primary) {
        if (!auth?.updateEmailPrimaryOtp) return fail(requestId)(unsupported())
        return defer(() => auth.updateEmailPrimaryOtp!(e.otp)).pipe(
          map(() => emailChangeCodeMailed({ requestId, stage: 'secondary' })),
          catchError(fail(requestId)),
        )
      }
      if (!auth?.updateEmailSecondaryOtp) return fail(requestId)(unsupported())
      return defer(() => auth.updateEmailSecondaryOtp!(e.otp)).pipe(
        map(({ email }) => emailUpdated({ requestId, email })),
        catchError(fail(requestId)),
      )
    }),
  )
  return merge(email$, code$)
}

/** SPEC.md §3: the email, last login time and smart account networks survive a reload (the throttle holds across it). */
const embeddedStorageEpic: Epic = (event$, state$, deps) => {
  const storage = deps.storage
  if (!storage) return EMPTY
  const restore$ = event$.pipe(
    filter(initialized.match),
    mergeMap(() =>
      from(Promise.all([storage.get(EMBEDDED_STORAGE_KEYS.email), storage.get(EMBEDDED_STORAGE_KEYS.lastEmailLoginAt), storage.get(EMBEDDED_STORAGE_KEYS.smartAccountNetworks)])).pipe(
        mergeMap(([email, at, networks]) => {
          const smartAccountNetworks = networkList(networks)
          const fields = {
            ...(typeof email === 'string' && email.length <= 320 ? { email } : {}),
            ...(typeof at === 'number' && Number.isInteger(at) && at >= 0 ? { lastEmailLoginAt: at } : {}),
            ...(smartAccountNetworks ? { smartAccountNetworks } : {}),
          }
          return Object.keys(fields).length ? of(storageRestored(fields)) : EMPTY
        }),
        catchError(() => EMPTY),
      ),
    ),
  )
  // Writes report nothing; a failing one must not stop the epic.
  const persist$ = event$.pipe(
    filter((e) => emailAccepted.match(e) || emailUpdated.match(e)),
    mergeMap(() => {
      const embedded = state$.value.embedded
      // Both writes go out in this dispatch (not one after the other): a reload right after the
      // login keeps both (SPEC.md §3), the storage journaling what is still pending at pagehide.
      const writes = [
        ...(embedded?.email !== undefined ? [storage.set(EMBEDDED_STORAGE_KEYS.email, embedded.email)] : []),
        ...(embedded?.lastEmailLoginAt !== undefined ? [storage.set(EMBEDDED_STORAGE_KEYS.lastEmailLoginAt, embedded.lastEmailLoginAt)] : []),
      ]
      return from(Promise.all(writes)).pipe(
        mergeMap(() => EMPTY),
        catchError(() => EMPTY),
      )
    }),
  )
  const networks$ = event$.pipe(
    filter(smartAccountNetworksReported.match),
    mergeMap((e) =>
      defer(() => storage.set(EMBEDDED_STORAGE_KEYS.smartAccountNetworks, e.networks)).pipe(
        mergeMap(() => EMPTY),
        catchError(() => EMPTY),
      ),
    ),
  )
  return merge(restore$, persist$, networks$)
}
