// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, defer, EMPTY, filter, map, mergeMap, Observable, of, Subject, type ObservableInput } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import type { EventOfType, ModalEvent, StampedEvent } from '../events/index.ts'
import * as tabs from '../events/tabs.ts'
import type { ModalState } from '../reducers/index.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import type { Deps, Epic } from '../store.ts'
import { reportedFieldsOf } from './authNameOf.ts'
import { silentBound } from './connect.ts'
import { openTabPort, type TabPort } from './tabPort.ts'

/** What one tab tells the others: a change its own user or wallet made (never one it was told). */
export type TabChange =
  | { kind: 'connected'; namespace: ChainNamespace; connectorId: string; caipAddress: string }
  | { kind: 'disconnected'; namespace: ChainNamespace }
  | { kind: 'network'; caipNetworkId: string }
  | { kind: 'type'; namespace: ChainNamespace; accountType: 'eoa' | 'smartAccount'; caipAddress: string }
  | { kind: 'signedIn'; caipAddress: string; session: EventOfType<'siwx/sessionAdded'>['session'] }
  | { kind: 'signedOut'; caipAddress: string }

/**
 * Tabs that stay in sync (SPEC.md §3 Connection: one connection per origin). This tab's own changes
 * go out on the channel; another tab's come in as `tabs/*` facts, a connection adopted through the
 * adapter's silent `reconnect` (the path a reload restores by, no wallet prompt).
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
      const change = asChange(message)
      if (change) received.next(change)
    })
    if (!port) return subscriber.complete()
    /** Records the change under its key; false when it is what this tab already knew. */
    const learn = (change: TabChange): boolean => {
      const [key, value] = keyOf(change)
      if (known.get(key) === value) return false
      // A new connection or none starts the namespace's network and account type afresh.
      if (key[0] === 'c') for (const k of [...known.keys()]) if (k !== key && k.slice(1) === key.slice(1)) known.delete(k)
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
        mergeMap((change) => adopt(change, state$.value, deps, () => known.get(keyOf(change)[0]) === keyOf(change)[1])),
      )
      .subscribe(subscriber)
    return () => {
      out.unsubscribe()
      adopted.unsubscribe()
      port.close()
    }
  })
}

/** The change an event of this tab made, in the state it produced; undefined for every other event. */
export function changeOf(event: StampedEvent, state: ModalState): TabChange | undefined {
  switch (event.type) {
    case 'connection/connected': {
      const account = state.accounts[event.namespace]
      // A namespace that joined an embedded session joins again in each tab with that session.
      if (event.joined || account?.status !== 'connected' || !account.caipAddress) return undefined
      return { kind: 'connected', namespace: event.namespace, connectorId: account.connectorId ?? event.connectorId, caipAddress: account.caipAddress }
    }
    case 'connection/disconnected':
      return { kind: 'disconnected', namespace: event.namespace }
    case 'networks/switchRequested':
      // SPEC.md §4: with no wallet to ask (disconnected) the active network changes at once; it is
      // the network the origin's next connection starts on, so the other tabs follow it too.
      return state.activeCaipNetworkId === event.caipNetworkId && state.pendingNetworkSwitch !== event.caipNetworkId ? { kind: 'network', caipNetworkId: event.caipNetworkId } : undefined
    case 'networks/switched':
      return { kind: 'network', caipNetworkId: event.caipNetworkId }
    case 'accounts/typeSwitched':
      return { kind: 'type', namespace: event.namespace, accountType: event.accountType, caipAddress: event.caipAddress }
    case 'siwx/sessionAdded':
      return { kind: 'signedIn', caipAddress: event.caipAddress, session: event.session }
    case 'siwx/sessionRevoked':
      return { kind: 'signedOut', caipAddress: event.caipAddress }
    default:
      return undefined
  }
}

/** The key a change is remembered under, and its value: a namespace's connection, network, account type; an address's sign-in. */
function keyOf(change: TabChange): [string, string] {
  const value = JSON.stringify(change)
  switch (change.kind) {
    case 'connected':
    case 'disconnected':
      return [`c${change.namespace}`, value]
    case 'network':
      return [`n${change.caipNetworkId.split(':')[0]}`, value]
    case 'type':
      return [`t${change.namespace}`, value]
    case 'signedIn':
    case 'signedOut':
      return [`s${change.caipAddress}`, value]
  }
}

/** A message from another tab, checked by the events it becomes (a malformed one is dropped). */
function asChange(message: unknown): TabChange | undefined {
  const kind = (message as { kind?: unknown } | null)?.kind
  return typeof kind === 'string' && ['connected', 'disconnected', 'network', 'type', 'signedIn', 'signedOut'].includes(kind) ? (message as TabChange) : undefined
}

/**
 * What this tab records of another tab's change (the store checks each fact's fields, as for every
 * event: a malformed message is rejected there): nothing when its state already holds it; a
 * connection through the adapter's silent `reconnect`, kept only while it is still the latest
 * change of its namespace (`current`).
 */
function adopt(change: TabChange, state: ModalState, deps: Deps, current: () => boolean): ObservableInput<ModalEvent> {
  switch (change.kind) {
    case 'connected': {
      const { namespace, connectorId, caipAddress } = change
      const account = state.accounts[namespace]
      if (account?.status === 'connected' && account.caipAddress === caipAddress && account.connectorId === connectorId) return EMPTY
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      if (!adapter?.reconnect) return of(tabs.adoptFailed({ namespace, connectorId }))
      const caipNetworkId = tryParseCaipAddress(caipAddress)?.caipNetworkId as CaipNetworkId | undefined
      return defer(() => adapter.reconnect!({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
        silentBound(deps),
        map((result) =>
          result ? tabs.connectionAdopted({ namespace, connectorId, caipAddress: result.caipAddress, ...reportedFieldsOf(deps, connectorId, result) }) : tabs.adoptFailed({ namespace, connectorId }),
        ),
        catchError((error: unknown) => of(tabs.adoptFailed({ namespace, connectorId, error: toErrorData(error) }))),
        filter(current),
      )
    }
    case 'disconnected':
      return state.accounts[change.namespace]?.status === 'connected' ? of(tabs.disconnected({ namespace: change.namespace })) : EMPTY
    case 'network':
      return state.activeCaipNetworkId === change.caipNetworkId ? EMPTY : of(tabs.networkSwitched({ caipNetworkId: change.caipNetworkId }))
    case 'type':
      return of(tabs.accountTypeSwitched({ namespace: change.namespace, accountType: change.accountType, caipAddress: change.caipAddress }))
    case 'signedIn':
      return of(tabs.signInAdopted({ caipAddress: change.caipAddress, session: change.session }))
    case 'signedOut':
      return of(tabs.signOutAdopted({ caipAddress: change.caipAddress }))
  }
}
