import { createConfig, type Config, type CreateConfigParameters, type CreateConnectorFn } from '@wagmi/core'
import { fallback, http, type Chain, type Transport } from 'viem'
import type { Modal } from '../../core/modalFacade.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { latchConnector } from './latchConnector.ts'

/** `latchWagmiConfig`'s options: wagmi's own, less what the modal already says. */
export type LatchWagmiConfigParameters = Omit<CreateConfigParameters, 'chains' | 'connectors' | 'transports' | 'client'> & {
  /** Transports by chain id; default: HTTP over each network's `rpcUrls` (a fallback when several). */
  transports?: Record<number, Transport>
  /** Connectors beside Latch's (Latch's comes first). */
  connectors?: CreateConnectorFn[]
}

/** A configured Latch network as a viem/wagmi chain (CaipNetwork is viem's shape). */
const toChain = (network: CaipNetwork): Chain => ({
  id: Number(network.id),
  name: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: network.rpcUrls,
  ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
  ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
})

/**
 * A wagmi config over a Latch modal: the modal's eip155 networks as wagmi's chains, its connector
 * first, and reads over each network's own RPC URLs (wagmi reads any chain, not only the active one).
 *
 * @example
 * const config = latchWagmiConfig(modal, { ssr: true })
 * <WagmiProvider config={config}><QueryClientProvider client={queryClient}>…</QueryClientProvider></WagmiProvider>
 */
export function latchWagmiConfig(modal: Modal, parameters: LatchWagmiConfigParameters = {}): Config<readonly [Chain, ...Chain[]], Record<number, Transport>> {
  const { transports, connectors = [], ...rest } = parameters
  const chains = modal
    .getState()
    .config.networks.filter((n) => n.chainNamespace === 'eip155')
    .map(toChain)
  if (chains.length === 0) throw new Error('latchWagmiConfig: the modal has no eip155 network')
  return createConfig({
    ...rest,
    chains: chains as [Chain, ...Chain[]],
    connectors: [latchConnector(modal), ...connectors],
    transports: Object.fromEntries(
      chains.map((chain) => {
        const urls = chain.rpcUrls.default.http
        return [chain.id, transports?.[chain.id] ?? (urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0]))]
      }),
    ),
  })
}
