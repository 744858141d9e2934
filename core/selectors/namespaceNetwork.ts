import type { ModalState } from '../reducers/state.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'

/**
 * The network an app's request on `namespace` is for (API.md `getProvider`): the connected
 * account's chain, else the active network when it is of that namespace, else the first configured
 * network of the namespace; `undefined` when none is configured.
 *
 * @example
 * selectNamespaceNetwork(state, 'eip155') // 'eip155:137' when the account is on Polygon
 */
export function selectNamespaceNetwork(state: ModalState, namespace: ChainNamespace): CaipNetworkId | undefined {
  const caipAddress = state.accounts[namespace]?.caipAddress
  if (caipAddress) {
    const [ns, reference] = caipAddress.split(':')
    if (ns === namespace && reference) return `${ns}:${reference}` as CaipNetworkId
  }
  if (state.activeCaipNetworkId?.startsWith(`${namespace}:`)) return state.activeCaipNetworkId
  return state.config.networks.find((n) => n.chainNamespace === namespace)?.caipNetworkId
}

/**
 * The connected address on `namespace`, only once connected (not while a connect or a switch of
 * connection is under way: the app sees no intermediate step).
 */
export function selectConnectedAddress(state: ModalState, namespace: ChainNamespace): string | undefined {
  const account = state.accounts[namespace]
  return account?.status === 'connected' ? account.address : undefined
}
