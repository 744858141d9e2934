import type { ConnectResult } from '../adapter.ts'
import type { Deps } from '../store.ts'

/**
 * The email (or social name) to record with a connection (issue 13): the adapter's own, else the
 * AUTH connector's logged-in user when `connectorId` is it; `{}` for any other wallet.
 *
 * @example
 * connected({ ...rest, ...authNameOf(deps, 'auth', result) }) // { authName: 'a@b.c' }
 */
export function authNameOf(deps: Pick<Deps, 'adapters'>, connectorId: string, result: ConnectResult): { authName?: string } {
  const name = result.authName ?? deps.adapters.find((a) => a.auth?.connectorId === connectorId)?.auth?.authName()
  return name !== undefined ? { authName: name } : {}
}
