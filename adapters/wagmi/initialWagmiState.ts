import type { Config, State } from '@wagmi/core'
import { getAddress } from 'viem'
import type { InitialState } from '../../renderer-react/initialState.ts'

/**
 * wagmi's initial state from Latch's (`initialState(cookieHeader)` of `latch/react`, read from the
 * `cookieStorage()` cookie), for `<WagmiProvider config initialState>` on a server-rendered page:
 * Latch's connector connected with the saved eip155 account and chain, `reconnecting` — so wagmi's
 * hooks render what `<ModalProvider initialState>` renders (one cookie, read once), and both settle
 * on the modal's silent reconnect (SPEC.md §3 Connection). Undefined without a saved eip155
 * connection, or when its chain is not one of `config`'s.
 *
 * @example
 * const latch = initialState((await headers()).get('cookie'))
 * <ModalProvider modal={modal} initialState={latch}>
 *   <WagmiProvider config={config} initialState={latchWagmiInitialState(config, latch)}>…
 */
export function latchWagmiInitialState(config: Config, initialState: InitialState | undefined): State | undefined {
  // A CAIP-10 address: namespace, chain reference, account (the cookie's entries were checked when read).
  const [, reference, address] = initialState?.session.eip155?.caipAddress.split(':') ?? []
  const connector = config.connectors.find((c) => c.type === 'latch')
  const chainId = Number(reference)
  if (!address || !connector || !config.chains.some((chain) => chain.id === chainId)) return undefined
  // wagmi's own cookie holds the connector as these four fields (its `cookieToInitialState`); the same here.
  const { id, name, type, uid } = connector
  return {
    chainId,
    connections: new Map([[uid, { accounts: [getAddress(address)], chainId, connector: { id, name, type, uid } as typeof connector }]]),
    current: uid,
    status: 'reconnecting',
  }
}
