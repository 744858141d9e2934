import type { Hex } from 'viem'
import { numberToHex, stringToHex } from './hex.ts'
import { UnauthorizedProviderError } from '../../core/errors/UnauthorizedProviderError.ts'
import { isUserRejection } from '../../core/rules/toConnectionError.ts'
import type { ConnectorType } from '../../core/types.ts'
import { createConnector, type Connector, type CreateConnectorFn } from './createConnector.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import { parseChainId } from './parseChainId.ts'
import { providerRequest } from './providerRequest.ts'
import { switchEthereumChain } from './switchEthereumChain.ts'
import { toAddresses } from './toAddresses.ts'

/**
 * Parameters of `eip1193Connector`.
 *
 * @example
 * eip1193Connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider: window.ethereum })
 */
export type Eip1193ConnectorParameters = {
  id: string
  name: string
  type: ConnectorType
  provider: Eip1193Provider
  icon?: string
  rdns?: string
}

/**
 * A connector over any EIP-1193 provider (announced through EIP-6963, or `window.ethereum`):
 * `eth_requestAccounts`, `eth_accounts`, `eth_chainId`, switch/add chain, `personal_sign`,
 * `eth_sendTransaction`; the provider's `accountsChanged` / `chainChanged` / `disconnect` are
 * reported to the adapter.
 *
 * @example
 * eip155Adapter({ connectors: [eip1193Connector({ id: 'my.wallet', name: 'My Wallet', type: 'EXTERNAL', provider })] })
 */
export function eip1193Connector(parameters: Eip1193ConnectorParameters): CreateConnectorFn {
  const { provider } = parameters
  return createConnector((ctx) => {
    const connector: Connector = {
      id: parameters.id,
      name: parameters.name,
      type: parameters.type,
      ...(parameters.icon !== undefined ? { icon: parameters.icon } : {}),
      ...(parameters.rdns !== undefined ? { rdns: parameters.rdns } : {}),
      provider,
      setup() {
        const onAccounts = (accounts: unknown) => connector.onAccountsChanged(toAddresses(accounts))
        const onChain = (chainId: unknown) => connector.onChainChanged(chainId as string)
        const onDisconnect = (error: unknown) => connector.onDisconnect(error)
        provider.on?.('accountsChanged', onAccounts)
        provider.on?.('chainChanged', onChain)
        provider.on?.('disconnect', onDisconnect)
        return () => {
          provider.removeListener?.('accountsChanged', onAccounts)
          provider.removeListener?.('chainChanged', onChain)
          provider.removeListener?.('disconnect', onDisconnect)
        }
      },
      async connect({ chainId } = {}) {
        const accounts = toAddresses(await providerRequest(provider, { method: 'eth_requestAccounts' }))
        if (accounts.length === 0) throw new UnauthorizedProviderError({ details: 'The wallet granted no account' })
        let current = await connector.getChainId()
        if (chainId !== undefined && chainId !== current) {
          try {
            await connector.switchChain({ chainId })
            current = chainId
          } catch (error) {
            // As wagmi: a declined switch declines the connection; a wallet that cannot switch
            // stays connected on its own chain (the UnsupportedChain rules take it from there).
            if (isUserRejection(error)) throw error
          }
        }
        return { accounts, chainId: current }
      },
      async disconnect() {
        // Best effort: not every wallet can revoke; the modal forgets the session either way.
        await providerRequest(provider, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
      },
      async getAccounts() {
        return toAddresses(await providerRequest(provider, { method: 'eth_accounts' }))
      },
      async getChainId() {
        return parseChainId(await providerRequest(provider, { method: 'eth_chainId' }))
      },
      switchChain({ chainId }) {
        return switchEthereumChain(provider, { chainId, networks: ctx.networks })
      },
      async signMessage({ message, account }) {
        return (await providerRequest(provider, { method: 'personal_sign', params: [stringToHex(message), account] })) as Hex
      },
      async sendTransaction({ from, to, value, data, chainId }) {
        const transaction = {
          from,
          to,
          ...(value !== undefined ? { value: numberToHex(value) } : {}),
          ...(data !== undefined ? { data } : {}),
          chainId: numberToHex(chainId),
        }
        return (await providerRequest(provider, { method: 'eth_sendTransaction', params: [transaction] })) as Hex
      },
      request: (args) => providerRequest(provider, args),
      onAccountsChanged(accounts) {
        ctx.emit({ type: 'accountsChanged', accounts: toAddresses(accounts) })
      },
      onChainChanged(chainId) {
        let id: number
        try {
          id = parseChainId(chainId)
        } catch {
          return
        }
        ctx.emit({ type: 'chainChanged', chainId: id })
      },
      onDisconnect(error) {
        // MetaMask emits 1013 while it reconnects to its backend: not a real disconnection.
        if ((error as { code?: unknown } | undefined)?.code === 1013) return
        ctx.emit({ type: 'disconnected' })
      },
    }
    return connector
  })
}
