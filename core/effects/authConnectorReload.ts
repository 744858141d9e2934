import { catchError, concatMap, defer, filter, map, of, pairwise } from 'rxjs'
import { authConnectorReloadRequested } from '../events/embedded.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §2: leaving the Farcaster view while disconnected reloads the auth connector — the
 * embedded wallet's frame drops a pending Farcaster sign-in (`AuthControl.reload`), so an approval
 * that comes later opens no session; the reload is recorded whether or not the frame answered.
 * An approval that came (`social/succeeded`: the sign-in is `connecting`) moves the view on too,
 * before the account is connected: that is no leaving, and the frame's new session is left alone.
 */
export const authConnectorReloadEpic: Epic = (_event$, state$, deps) =>
  state$.pipe(
    pairwise(),
    filter(([before, after]) => before.view === 'ConnectingFarcaster' && after.view !== 'ConnectingFarcaster' && after.status !== 'connected' && after.social?.step !== 'connecting'),
    concatMap(() =>
      defer(async () => {
        await deps.adapters.find((a) => a.auth?.reload)?.auth?.reload?.()
      }).pipe(
        catchError(() => of(undefined)),
        map(() => authConnectorReloadRequested()),
      ),
    ),
  )
