import { catchError, concat, defer, EMPTY, filter, from, map, merge, mergeMap, of, switchMap, take } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { initialized } from '../events/app.ts'
import { connected, disconnected, reconnectFailed, reconnectRequested } from '../events/connection.ts'
import { s, validate } from '../events/schema.ts'
import type { ModalEvent } from '../events/index.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'

export const SESSION_KEY = 'latch/session'

/** What is saved per namespace: enough to reconnect silently to the same wallet and network. */
const savedSession = s.record(s.object({ connectorId: s.string(), caipAddress: s.string() }))
type SavedSession = Partial<Record<ChainNamespace, { connectorId: string; caipAddress: string }>>

/**
 * Persisted session (issue: "a reload reconnects to the same wallet, account and network without
 * a prompt"): every connection is saved, every disconnection forgotten; at start the saved ones
 * are restored through the adapters' silent `reconnect`. A corrupt saved value is ignored.
 */
export const sessionEpic: Epic = (event$, state$, deps) => {
  const storage = deps.storage
  if (!storage) return EMPTY

  const restore$ = event$.pipe(
    filter(initialized.match),
    take(1),
    switchMap(() => from(readSession())),
    mergeMap((saved) =>
      merge(
        ...(Object.entries(saved) as [ChainNamespace, { connectorId: string; caipAddress: string }][]).map(
          ([namespace, { connectorId, caipAddress }]) => {
            const adapter = deps.adapters.find((a) => a.namespace === namespace)
            if (!adapter?.reconnect) return EMPTY
            const caipNetworkId = tryParseCaipAddress(caipAddress)?.caipNetworkId as CaipNetworkId | undefined
            const attempt$ = defer(() => adapter.reconnect!({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
              map((result): ModalEvent =>
                result
                  ? connected({ connectorId, namespace, caipAddress: result.caipAddress, ...(result.accounts ? { accounts: result.accounts } : {}) })
                  : reconnectFailed({ namespace, connectorId }),
              ),
              catchError((error: unknown) => of(reconnectFailed({ namespace, connectorId, error: toErrorData(error) }))),
            )
            return concat(of(reconnectRequested({ namespace, connectorId })), attempt$)
          },
        ),
      ),
    ),
  )

  // Writes are effects with no outcome to report; a failing write must not stop the epic.
  const persist$ = event$.pipe(
    filter((e) => connected.match(e) || disconnected.match(e) || reconnectFailed.match(e)),
    mergeMap((event) =>
      defer(async () => {
        const saved = await readSession()
        if (connected.match(event)) saved[event.namespace] = { connectorId: event.connectorId, caipAddress: event.caipAddress }
        else delete saved[event.namespace]
        await storage.set(SESSION_KEY, saved)
      }).pipe(
        catchError(() => EMPTY),
        mergeMap(() => EMPTY),
      ),
    ),
  )

  async function readSession(): Promise<SavedSession> {
    const value = await storage!.get(SESSION_KEY).catch(() => undefined)
    if (value === undefined || validate(savedSession, value) !== undefined) return {}
    const out: SavedSession = {}
    for (const [ns, entry] of Object.entries(value as Record<string, { connectorId: string; caipAddress: string }>)) {
      if ((CHAIN_NAMESPACES as readonly string[]).includes(ns)) out[ns as ChainNamespace] = entry
    }
    return out
  }

  return merge(restore$, persist$)
}
