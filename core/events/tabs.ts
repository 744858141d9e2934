import { switched as accountTypeSwitched_ } from './accountType.ts'
import { errorData, namespace } from './common.ts'
import { connected, disconnected as disconnected_ } from './connection.ts'
import { defineEvent, type EventOf } from './define.ts'
import { switched } from './networks.ts'
import { s } from './schema.ts'
import { sessionRestored, sessionRevoked } from './siwx.ts'

/*
 * What this tab learned from another tab of the origin (SPEC.md §3 Connection: one connection per
 * origin). Facts of their own, never the originals' types: the sync epic broadcasts only the
 * originals, so a tab cannot re-broadcast what it received, and the tab's own log replays to its
 * own states (the reducers treat each exactly as the event it mirrors, so each has its fields).
 */

const { connectorId, caipAddress, accounts, authName, smartAccountDeployed } = connected.fields
/** Another tab connected; this tab's adapter restored that session silently (its `reconnect`). */
export const connectionAdopted = defineEvent('tabs/connectionAdopted', { connectorId, namespace, caipAddress, accounts, authName, smartAccountDeployed })
/**
 * A connection this tab now holds: its own (a connect, a reload's restore) or one adopted from
 * another tab. The effects that follow a connection (balances, identity, the multi-wallet list, the
 * account type, the embedded session's other namespaces) start on either, so an adopted connection
 * is served as a restored one is.
 */
export const isConnection = (event: { type: string }): event is EventOf<typeof connected> | EventOf<typeof connectionAdopted> => connected.match(event) || connectionAdopted.match(event)
/** Another tab connected, but this tab's adapter could not restore the session: the state stays. */
export const adoptFailed = defineEvent('tabs/adoptFailed', { namespace, connectorId, error: s.optional(errorData) })
/** Another tab disconnected the namespace (or signed out of the embedded wallet). */
export const disconnected = defineEvent('tabs/disconnected', disconnected_.fields)
/** Another tab switched network (or picked one while disconnected). */
export const networkSwitched = defineEvent('tabs/networkSwitched', switched.fields)
/** Another tab switched the account type (eoa ⇄ smartAccount). */
export const accountTypeSwitched = defineEvent('tabs/accountTypeSwitched', accountTypeSwitched_.fields)
/** Another tab signed in (SIWX); this tab holds the same session. */
export const signInAdopted = defineEvent('tabs/signInAdopted', sessionRestored.fields)
/** Another tab signed out (SIWX). */
export const signOutAdopted = defineEvent('tabs/signOutAdopted', sessionRevoked.fields)
