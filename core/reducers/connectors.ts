import { freezeDeep } from '../rules/freezeDeep.ts'
import { identicalConnectorKey } from '../rules/isIdenticalConnector.ts'
import type { ConnectorInfo } from './state.ts'
import { asDraft, type Handler } from './draft.ts'

/**
 * The identity keys of a (frozen, so unchanging) connector list. A cache of a pure function:
 * the set moves to the list that replaces it, and a list whose set moved on is read again if it
 * ever comes back (a replay from an earlier state), so a lookup is always right.
 */
const keysOf = new WeakMap<readonly ConnectorInfo[], Set<string>>()

/**
 * SPEC.md §5: an identical connector (same id, name and chain) is not added twice — neither one
 * already known nor a repeat inside the event. Linear in the event's connectors: the known
 * identities are a Set of keys (8,000 connectors in one event took 12.3 s when each was
 * compared with every known one through the draft).
 *
 * The list is replaced by a new frozen array rather than pushed to: a copied list would be walked
 * again on each event, so 1,000 providers announced one by one (1,000 events) cost 500,000
 * element visits. (`base` is the working copy itself in the final-state replay, core/reducers/
 * index.ts; its list is frozen there too, since this handler only ever stores frozen lists.)
 */
export const discovered: Handler<'connectors/discovered'> = (state, event, base) => {
  const known: readonly ConnectorInfo[] = base.connectors
  const keys = keysOf.get(known) ?? new Set(known.map(identicalConnectorKey))
  const added: ConnectorInfo[] = []
  for (const connector of event.connectors) {
    const key = identicalConnectorKey(connector)
    if (keys.has(key)) continue
    keys.add(key)
    added.push(freezeDeep(structuredClone(connector)))
  }
  keysOf.delete(known)
  if (added.length === 0) {
    keysOf.set(known, keys)
    return
  }
  const next = Object.freeze([...known, ...added])
  keysOf.set(next, keys)
  state.connectors = asDraft(next)
}
