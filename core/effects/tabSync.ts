// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { EMPTY, filter, mergeMap, Observable, of, Subject } from 'rxjs'
import type { EventOfType, ModalEvent, StampedEvent } from '../events/index.ts'
import * as tabs from '../events/tabs.ts'
import type { ModalState } from '../reducers/index.ts'
import type { Epic } from '../store.ts'
import { silentReconnect } from './connect.ts'
import { openTabPort, type TabPort } from './tabPort.ts'

/** What one tab tells the others: the fact each other tab records of a change its own user or wallet made (never one it was told). */
export type TabChange = EventOfType<Exclude<TabFact, 'tabs/adoptFailed'>>
type TabFact = Extract<ModalEvent['type'], `tabs/${string}`>

/**
 * Tabs that stay in sync (SPEC.md §3 Connection: one connection per origin). This tab's own changes
 * go out on the channel as the facts the other tabs record (`tabs/*`, each checked by the store
 * against its schema as every event is: a malformed message is rejected there); a connection is
 * adopted through the adapter's silent `reconnect` (the path a reload restores by, no wallet prompt).
 *
 * No echo: only the original event types are sent, and a received change is recorded as a `tabs/*`
 * fact, which is never sent; a change equal to the last one this tab sent or received under its key
 * (the namespace's connection, network, account type, an address's sign-in) is not sent either, so
 * a wallet event that merely repeats an adopted change stops here too.
 */
export const tabSyncEpic: Epic = (event$, state$, deps) => {
  const name = deps.tabChannel
  if (!name) return EMPTY
  return new Observable<ModalEvent>((subscriber) => {
    const known = new Map<string, string>()
    const received = new Subject<TabChange>()
    const port: TabPort | undefined = openTabPort(name, deps.window, (message) => {
      const type = (message as { type?: unknown } | null)?.type
      if (typeof type === 'string' && type.startsWith('tabs/')) received.next(message as TabChange)
    })
    if (!port) return subscriber.complete()
    /** Records the change under its key; false when it is what this tab already knew. */
    const learn = (change: TabChange): boolean => {
      const key = keyOf(change)
      const value = JSON.stringify(change)
      if (known.get(key) === value) return false
      // A new connection or none starts the namespace's network and account type afresh.
      if (key[0] === 'c') for (const k of [...known.keys()]) if (k.slice(1) === key.slice(1)) known.delete(k)
      known.set(key, value)
      return true
    }
    const out = event$.subscribe((event) => {
      const change = changeOf(event, state$.value)
      if (change && learn(change)) port.post(change)
    })
    const adopted = received
      .pipe(
        filter(learn),
        mergeMap((change) => {
          const state = state$.value
          if (change.type !== 'tabs/connectionAdopted')
            // Nothing when this tab's state already holds it.
            return (change.type === 'tabs/disconnected' && state.accounts[change.namespace]?.status !== 'connected') ||
              (change.type === 'tabs/networkSwitched' && state.activeCaipNetworkId === change.caipNetworkId)
              ? EMPTY
              : of(change as ModalEvent)
          const { namespace, connectorId, caipAddress } = change
          const account = state.accounts[namespace]
          if (account?.status === 'connected' && account.caipAddress === caipAddress && account.connectorId === connectorId) return EMPTY
          const value = known.get(keyOf(change))
          // Kept only while it is still the latest change of its namespace.
          return silentReconnect(deps, namespace, connectorId, caipAddress, tabs.connectionAdopted, tabs.adoptFailed).pipe(filter(() => known.get(keyOf(change)) === value))
        }),
      )
      .subscribe(subscriber)
    return () => {
      out.unsubscribe()
      adopted.unsubscribe()
      port.close()
    }
  })
}

/** The change an event of this tab made, in the state it produced, as the fact the other tabs record; undefined for every other event. */
export function changeOf(event: StampedEvent, state: ModalState): TabChange | undefined {
  switch (event.type) {
    case 'connection/connected': {
      const account = state.accounts[event.namespace]
      // A namespace that joined an embedded session joins again in each tab with that session.
      if (event.joined || account?.status !== 'connected' || !account.caipAddress) return undefined
      return { type: 'tabs/connectionAdopted', namespace: event.namespace, connectorId: account.connectorId ?? event.connectorId, caipAddress: account.caipAddress }
    }
    case 'connection/disconnected':
      return { type: 'tabs/disconnected', namespace: event.namespace }
    case 'networks/switchRequested':
      // SPEC.md §4: with no wallet to ask (disconnected) the active network changes at once; it is
      // the network the origin's next connection starts on, so the other tabs follow it too.
      if (state.activeCaipNetworkId !== event.caipNetworkId || state.pendingNetworkSwitch === event.caipNetworkId) return undefined
      return { type: 'tabs/networkSwitched', caipNetworkId: event.caipNetworkId }
    case 'networks/switched':
      return { type: 'tabs/networkSwitched', caipNetworkId: event.caipNetworkId }
    case 'accounts/typeSwitched':
      return { type: 'tabs/accountTypeSwitched', namespace: event.namespace, accountType: event.accountType, caipAddress: event.caipAddress }
    case 'siwx/sessionAdded':
      return { type: 'tabs/signInAdopted', caipAddress: event.caipAddress, session: event.session }
    case 'siwx/sessionRevoked':
      return { type: 'tabs/signOutAdopted', caipAddress: event.caipAddress }
    default:
      return undefined
  }
}

/** The key a change is remembered under: a namespace's connection, network, account type; an address's sign-in. */
function keyOf(change: TabChange): string {
  switch (change.type) {
    case 'tabs/networkSwitched':
      return `n${change.caipNetworkId.split(':')[0]}`
    case 'tabs/accountTypeSwitched':
      return `t${change.namespace}`
    case 'tabs/signInAdopted':
    case 'tabs/signOutAdopted':
      return `s${change.caipAddress}`
    default:
      return `c${change.namespace}`
  }
}
