import type { Eip1193Listener, Eip1193Provider } from '../eip155/Eip1193Provider.ts'
import type { WalletConnectClient, Session } from './client.ts'
import { sessionAccounts } from './namespaces.ts'

const hex = (id: number): string => `0x${id.toString(16)}`

/** `wallet_revokePermissions` of EIP-2255 (`[{ eth_accounts: {} }]`, or no params): the account access. */
const revokesAccounts = (params: unknown): boolean => {
  if (params === undefined) return true
  const [first] = Array.isArray(params) ? params : [params]
  return typeof first === 'object' && first !== null && 'eth_accounts' in first
}

/**
 * The eip155 face of the WalletConnect session: an EIP-1193 provider the eip155 adapter drives
 * like any wallet (its `eip1193Connector`), so Account, Send, network switching and disconnect
 * work exactly as with an injected wallet. `eth_requestAccounts` pairs (the URI goes out as an
 * event) unless a session lives; signing and sending go through the session on the current
 * chain; the wallet's session events come back as `accountsChanged` / `chainChanged` /
 * `disconnect`.
 * @example eip1193Connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', provider: walletConnectEip1193(client) })
 */
export function walletConnectEip1193(client: WalletConnectClient): Eip1193Provider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, ...args: unknown[]): void => {
    for (const l of listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args)
  }
  let chainId: number | undefined
  const addresses = (session: Session | undefined): string[] => [...new Set(sessionAccounts(session?.namespaces ?? {}, 'eip155').map(([, a]) => a))]
  const chainOf = (session: Session | undefined): number | undefined => {
    const chains = sessionAccounts(session?.namespaces ?? {}, 'eip155').map(([c]) => Number(c.split(':')[1]))
    if (chainId !== undefined && chains.includes(chainId)) return chainId
    return chains[0]
  }
  const firstConfigured = (): number | undefined => {
    const network = client.options.networks.find((n) => n.chainNamespace === 'eip155')
    return network ? Number(network.caipNetworkId.split(':')[1]) : undefined
  }
  client.listen({
    session(session) {
      if (addresses(session).length === 0) return
      chainId = chainOf(session)
      emit('accountsChanged', addresses(session))
    },
    event(name, chain, data) {
      if (!chain.startsWith('eip155:')) return
      if (name === 'chainChanged') {
        const id = typeof data === 'number' ? data : Number(chain.split(':')[1])
        if (id === chainId) return
        chainId = id
        emit('chainChanged', hex(id))
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        emit(
          'accountsChanged',
          data.map((a) => String(a).split(':').pop()),
        )
      }
    },
    ended() {
      emit('accountsChanged', [])
      emit('disconnect', { code: 4900, message: 'The WalletConnect session ended' })
    },
  })

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts': {
          const session = await client.connect()
          chainId = chainOf(session)
          return addresses(session)
        }
        case 'eth_accounts': {
          const session = await client.session()
          chainId ??= chainOf(session)
          return addresses(session)
        }
        case 'eth_chainId': {
          chainId ??= chainOf(await client.session()) ?? firstConfigured()
          return hex(chainId ?? 1)
        }
        case 'wallet_revokePermissions':
          // EIP-2255's revoke of eth_accounts (how eip1193Connector disconnects) ends the session;
          // ERC-7715's revoke of a granted permission is the app's request for the wallet.
          if (revokesAccounts(params)) {
            await client.disconnect()
            return null
          }
          return client.request({ method, params }, `eip155:${chainId ?? firstConfigured() ?? 1}`)
        case 'wallet_switchEthereumChain': {
          const target = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
          await client.request({ method, params }, `eip155:${chainId ?? target}`)
          if (target !== chainId) {
            chainId = target
            emit('chainChanged', hex(target))
          }
          return null
        }
        default:
          return client.request({ method, params }, `eip155:${chainId ?? firstConfigured() ?? 1}`)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
