import { isIdenticalConnector } from '../rules/isIdenticalConnector.ts'
import type { Handler } from './draft.ts'

/** SPEC.md §5: an identical connector (same id, name and chain) is not added twice. */
export const discovered: Handler<'connectors/discovered'> = (state, event) => {
  for (const connector of event.connectors) {
    if (state.connectors.some((c) => isIdenticalConnector(c, connector))) continue
    state.connectors.push(structuredClone(connector))
  }
}
