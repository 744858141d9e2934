// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * The multi-wallet list survives a reload (SPEC.md §3 Connection, §4 kinds, §6
 * multiWallet): every change of the session's connections is saved; at the first connection of a
 * page the saved ones are read back (`connections/restored`, so a log replays without storage).
 * Switching to a restored wallet reconnects silently when the wallet still grants it
 * (switchConnectionEpic). Loaded at the first connection (a reload's restored session included).
 */
import { catchError, defer, EMPTY, filter, from, map, merge, mergeMap } from 'rxjs'
import { disconnected } from '../events/connection.ts'
import { isConnection } from '../events/tabs.ts'
import { restored, savedConnection } from '../events/savedConnections.ts'
import { validate } from '../events/schema.ts'
import type { ModalState } from '../reducers/state.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'

export const CONNECTIONS_KEY = 'latch/connections'

type Saved = Partial<Record<ChainNamespace, { connectorId: string; accounts: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx' }[]; disconnected?: boolean }[]>>

/** What is saved: each namespace's connections without the personal auth name (an email stays in the session only). */
export function connectionsToSave(state: ModalState): Saved {
  const out: Saved = {}
  for (const ns of CHAIN_NAMESPACES) {
    const list = state.connections[ns]
    if (list?.length) out[ns] = list.map((c) => ({ connectorId: c.connectorId, accounts: c.accounts.map((a) => ({ ...a })), ...(c.disconnected ? { disconnected: true } : {}) }))
  }
  return out
}

/** The saved value, each entry checked on its own: a corrupt one is dropped, the valid ones beside it kept. */
export function parseSaved(value: unknown): Saved {
  const out: Saved = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out
  for (const [ns, list] of Object.entries(value as Record<string, unknown>)) {
    if (!(CHAIN_NAMESPACES as readonly string[]).includes(ns) || !Array.isArray(list)) continue
    const valid = list.filter((entry) => validate(savedConnection, entry) === undefined && (entry as { connectorId: string }).connectorId !== '')
    if (valid.length) out[ns as ChainNamespace] = valid as NonNullable<Saved[ChainNamespace]>
  }
  return out
}

export const savedConnectionsEpic: Epic = (event$, state$, deps) => {
  const storage = deps.storage
  if (!storage) return EMPTY
  let restoredYet = false

  const restore$ = defer(() => from(storage.get(CONNECTIONS_KEY).catch(() => undefined))).pipe(map((value) => restored({ connections: parseSaved(value) })))

  // A write before the saved list was read back would overwrite it with this page's connections
  // only, so writes start with `connections/restored`. mergeMap, each write issued in the event's
  // own dispatch (before `connect()` resolves; SPEC.md §3 Connection): the storage applies writes
  // of one key in the order issued, and a reload right after finds the list.
  const persist$ = event$.pipe(
    // Another tab's connection joins this tab's list as its own does (SPEC.md §3 Connection).
    filter((e) => restored.match(e) || ((isConnection(e) || disconnected.match(e)) && restoredYet)),
    mergeMap((event) => {
      if (restored.match(event)) restoredYet = true
      const value = connectionsToSave(state$.value)
      return defer(() => storage.set(CONNECTIONS_KEY, value)).pipe(
        catchError(() => EMPTY),
        mergeMap(() => EMPTY),
      )
    }),
  )
  return merge(persist$, restore$)
}
