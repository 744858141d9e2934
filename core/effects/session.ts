import { catchError, concat, EMPTY, filter, from, merge, mergeMap, of, switchMap, take } from 'rxjs'
import { initialized } from '../events/app.ts'
import { connected, disconnected, reconnectFailed, reconnectRequested, savedSessionLoaded } from '../events/connection.ts'
import { switched } from '../events/networks.ts'
import type { CaipAddress, ChainNamespace } from '../types.ts'
import { parseSavedSession, type SavedSession } from '../rules/savedSession.ts'
import type { Epic } from '../store.ts'
import { silentReconnect } from './connect.ts'

import { SESSION_KEY } from '../storage.ts'
import { connectionAdopted, disconnected as tabDisconnected, networkSwitched as tabSwitched } from '../events/tabs.ts'

/**
 * Persisted session ("a reload reconnects to the same wallet, account and network without
 * a prompt"): every connection is saved, every disconnection forgotten; at start the saved ones
 * are restored through the adapters' silent `reconnect`. Each namespace's entry stands alone: a
 * corrupt one is skipped and the valid ones beside it are restored.
 */
export const sessionEpic: Epic = (event$, state$, deps) => {
  const storage = deps.storage
  if (!storage) return EMPTY

  const restore$ = event$.pipe(
    filter(initialized.match),
    take(1),
    // Also the mirror the writes start from (a copy: the reconnects below change it).
    switchMap(() => from(loadSaved().then((value) => ({ ...value })))),
    mergeMap((saved) => {
      const entries = (Object.entries(saved) as [ChainNamespace, { connectorId: string; caipAddress: string }][]).filter(
        ([namespace]) => deps.adapters.find((a) => a.namespace === namespace)?.reconnect,
      )
      // What is being restored, first (nothing: a page waiting on a restore knows there is none).
      return concat(
        of(savedSessionLoaded({ restoring: entries.map(([namespace]) => namespace) })),
        merge(
          ...entries.map(([namespace, { connectorId, caipAddress }]) =>
            // Bounded: a wallet that never answers must not leave the namespace `connecting`.
            concat(of(reconnectRequested({ namespace, connectorId })), silentReconnect(deps, namespace, connectorId, caipAddress, connected, reconnectFailed)),
          ),
        ),
      )
    }),
  )

  // Writes are effects with no outcome to report; a failing write must not stop the epic.
  // The write is issued in the very dispatch of the event (SPEC.md §3 Connection: a session
  // survives a reload), before `connect()` resolves or the account shows: the saved value is
  // mirrored in `saved`, so no read comes between. Writes of one key go out in event order.
  const persist$ = event$.pipe(
    // What another tab changed is written too (SPEC.md §3 Connection): that tab wrote the same value,
    // and this tab's mirror must hold it, or its next write would put back what the mirror held before.
    filter((e) => connected.match(e) || connectionAdopted.match(e) || switched.match(e) || tabSwitched.match(e) || disconnected.match(e) || tabDisconnected.match(e) || reconnectFailed.match(e)),
    mergeMap((event) => {
      const isSwitch = switched.match(event) || tabSwitched.match(event)
      // What the reducer made of the event: the account's CAIP address follows network switches.
      const namespace = isSwitch ? (event.caipNetworkId.split(':')[0] as ChainNamespace) : event.namespace
      const account = state$.value.accounts[namespace]
      // A namespace that joined an AUTH session is not saved: it joins again after the login's restore.
      const keep = ((connected.match(event) && event.joined !== true) || connectionAdopted.match(event) || isSwitch) && account?.status === 'connected' && account.caipAddress
      const entry = keep ? { connectorId: account.connectorId ?? '', caipAddress: account.caipAddress! as CaipAddress } : undefined
      const onlyUpdate = isSwitch
      const apply = (current: SavedSession): Promise<void> | undefined => {
        if (onlyUpdate && !current[namespace]) return undefined
        if (entry) current[namespace] = entry
        else delete current[namespace]
        return storage.set(SESSION_KEY, { ...current })
      }
      const write = saved ? apply(saved) : loadSaved().then(apply)
      // The facade's promise (connect, switchNetwork, disconnect) settles after this write.
      if (write) deps.holdStorage?.(write)
      return from(write ?? Promise.resolve()).pipe(
        catchError(() => EMPTY),
        mergeMap(() => EMPTY),
      )
    }),
  )

  /** The saved session as last written by this page, read once. */
  let saved: SavedSession | undefined
  let loading: Promise<SavedSession> | undefined
  function loadSaved(): Promise<SavedSession> {
    return (loading ??= readSession().then((value) => (saved ??= value)))
  }

  async function readSession(): Promise<SavedSession> {
    return parseSavedSession(await storage!.get(SESSION_KEY).catch(() => undefined))
  }

  // Read at once: a first connection on this page finds the mirror loaded and writes in its own dispatch.
  void loadSaved()
  return merge(restore$, persist$)
}
