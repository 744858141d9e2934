import { errorData, namespace } from './common.ts'
import { connected } from './connection.ts'
import { defineEvent, type EventOf } from './define.ts'
import { s } from './schema.ts'
import { siwxSession } from './siwx.ts'
import { ACCOUNT_TYPES } from '../types.ts'

/*
 * What this tab learned from another tab of the origin (SPEC.md §3 Connection: one connection per
 * origin). Facts of their own, never the originals' types: the sync epic broadcasts only the
 * originals, so a tab cannot re-broadcast what it received, and the tab's own log replays to its
 * own states (the reducers treat each exactly as the event it mirrors).
 */

/** Another tab connected; this tab's adapter restored that session silently (its `reconnect`). */
export const connectionAdopted = defineEvent('tabs/connectionAdopted', {
  connectorId: s.string(),
  namespace,
  caipAddress: s.string(),
  accounts: s.optional(s.array(s.object({ address: s.string(), type: s.enum(ACCOUNT_TYPES) }))),
  authName: s.optional(s.string({ personal: true })),
  smartAccountDeployed: s.optional(s.boolean()),
})
/**
 * A connection this tab now holds: its own (a connect, a reload's restore) or one adopted from
 * another tab. The effects that follow a connection (balances, identity, the multi-wallet list, the
 * account type, the embedded session's other namespaces) start on either, so an adopted connection
 * is served as a restored one is.
 */
export const isConnection = (event: { type: string }): event is EventOf<typeof connected> | EventOf<typeof connectionAdopted> => connected.match(event) || connectionAdopted.match(event)
/** Another tab connected, but this tab's adapter could not restore the session: the state stays. */
export const adoptFailed = defineEvent('tabs/adoptFailed', {
  namespace,
  connectorId: s.string(),
  error: s.optional(errorData),
})
/** Another tab disconnected the namespace (or signed out of the embedded wallet). */
export const disconnected = defineEvent('tabs/disconnected', { namespace })
/** Another tab switched network. */
export const networkSwitched = defineEvent('tabs/networkSwitched', { caipNetworkId: s.string() })
/** Another tab switched the account type (eoa ⇄ smartAccount). */
export const accountTypeSwitched = defineEvent('tabs/accountTypeSwitched', {
  namespace,
  accountType: s.enum(['eoa', 'smartAccount']),
  caipAddress: s.string(),
})
/** Another tab signed in (SIWX); this tab holds the same session. */
export const signInAdopted = defineEvent('tabs/signInAdopted', { caipAddress: s.string(), session: siwxSession })
/** Another tab signed out (SIWX). */
export const signOutAdopted = defineEvent('tabs/signOutAdopted', { caipAddress: s.string() })
