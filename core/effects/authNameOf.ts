import type { ConnectResult } from '../adapter.ts'
import type { Deps } from '../store.ts'

/**
 * The email (or social name) to record with a connection: the adapter's own, else the
 * AUTH connector's logged-in user when `connectorId` is it; `{}` for any other wallet.
 *
 * @example
 * connected({ ...rest, ...authNameOf(deps, 'auth', result) }) // { authName: 'a@b.c' }
 */
export function authNameOf(deps: Pick<Deps, 'adapters'>, connectorId: string, result: ConnectResult): { authName?: string } {
  const name = result.authName ?? deps.adapters.find((a) => a.auth?.connectorId === connectorId)?.auth?.authName()
  return name !== undefined ? { authName: name } : {}
}

/**
 * What a wallet's connect result adds to `connection/connected` beyond its address: the typed
 * accounts (SPEC.md §3 `user`), whether its smart account is deployed, and the login's name.
 *
 * @example
 * connected({ requestId, connectorId, namespace, caipAddress: result.caipAddress, ...reportedFieldsOf(deps, connectorId, result) })
 */
export function reportedFieldsOf(
  deps: Pick<Deps, 'adapters'>,
  connectorId: string,
  result: ConnectResult,
): { accounts?: NonNullable<ConnectResult['accounts']>; smartAccountDeployed?: boolean; authName?: string } {
  return {
    ...(result.accounts ? { accounts: result.accounts } : {}),
    ...(result.smartAccountDeployed !== undefined ? { smartAccountDeployed: result.smartAccountDeployed } : {}),
    ...authNameOf(deps, connectorId, result),
  }
}
