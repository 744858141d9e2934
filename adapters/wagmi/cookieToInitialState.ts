import type { Config, State } from '@wagmi/core'
import { getAddress } from 'viem'
import { readSessionCookie } from '../../core/cookieStorage.ts'
import { tryParseCaipAddress } from '../../core/rules/parseCaipAddress.ts'

/**
 * wagmi's initial state from Latch's cookie (`cookieStorage()`), for
 * `<WagmiProvider config initialState>` on a server-rendered page: Latch's connector connected with
 * the saved eip155 account and chain, `reconnecting` — so wagmi's hooks render what
 * `<ModalProvider initialState={initialState(cookieHeader)}>` renders, and both settle on the
 * modal's silent reconnect (SPEC.md §3 Connection). Undefined without a saved eip155 connection,
 * or when its chain is not one of `config`'s.
 *
 * @example
 * const cookie = (await headers()).get('cookie')
 * <WagmiProvider config={config} initialState={latchCookieToInitialState(config, cookie)}>
 */
export function latchCookieToInitialState(config: Config, cookieHeader: string | null | undefined, options: { name?: string } = {}): State | undefined {
  const saved = readSessionCookie(cookieHeader, options.name).eip155
  const parsed = saved && tryParseCaipAddress(saved.caipAddress)
  const connector = config.connectors.find((c) => c.type === 'latch')
  if (!parsed || !connector) return undefined
  const chainId = Number(parsed.chainId)
  if (!config.chains.some((chain) => chain.id === chainId)) return undefined
  // wagmi's own cookie holds the connector as these four fields (its `cookieToInitialState`); the same here.
  const { id, name, type, uid } = connector
  return {
    chainId,
    connections: new Map([[uid, { accounts: [getAddress(parsed.address)], chainId, connector: { id, name, type, uid } as typeof connector }]]),
    current: uid,
    status: 'reconnecting',
  }
}
