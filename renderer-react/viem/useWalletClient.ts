import { useMemo } from 'react'
import { createWalletClient, custom, type Chain, type WalletClient } from 'viem'
import { selectNamespaceNetwork } from '../../core/selectors/namespaceNetwork.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * A viem `WalletClient` over the connected eip155 wallet (API.md `getProvider('eip155')`), on its
 * current chain with its account; `undefined` while disconnected. A new client when the account or
 * the chain changes. viem stays the app's own (a peer).
 *
 * @example
 * const client = useWalletClient()
 * await client?.writeContract({ address, abi, functionName: 'increment' })
 */
export function useWalletClient(): WalletClient | undefined {
  const modal = useModal()
  const { isConnected, address } = useAccount('eip155')
  const caipNetworkId = useModalState((state) => selectNamespaceNetwork(state, 'eip155'))
  const network = useModalState((state) => state.config.networks.find((n) => n.caipNetworkId === caipNetworkId))
  // viem's Chain is plain data: the configured network in its shape.
  const chain = useMemo<Chain | undefined>(
    () =>
      network && {
        id: Number(network.caipNetworkId.split(':')[1]),
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
        ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
      },
    [network],
  )
  return useMemo(
    () => (isConnected && address && chain ? createWalletClient({ account: address as `0x${string}`, chain, transport: custom(modal.getProvider('eip155')) }) : undefined),
    [isConnected, address, chain, modal],
  )
}
