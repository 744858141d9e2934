import { filter, map, pairwise } from 'rxjs'
import { authConnectorReloadRequested } from '../events/embedded.ts'
import type { Epic } from '../store.ts'

/** SPEC.md §2: leaving the Farcaster view while disconnected reloads the auth connector. */
export const authConnectorReloadEpic: Epic = (_event$, state$) =>
  state$.pipe(
    pairwise(),
    filter(
      ([before, after]) =>
        before.view === 'ConnectingFarcaster' && after.view !== 'ConnectingFarcaster' && after.status !== 'connected',
    ),
    map(() => authConnectorReloadRequested()),
  )
