import { numberToHex } from './hex.ts'
import { SwitchChainError } from '../../core/errors/SwitchChainError.ts'
import type { CaipNetwork } from '../../core/types.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'
import { providerRequest } from './providerRequest.ts'

/** 4902 as such, or wrapped in `data.originalError` as some mobile wallets send it. */
function isUnrecognizedChain(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null
  return e?.code === 4902 || e?.data?.originalError?.code === 4902
}

/**
 * `wallet_switchEthereumChain`; when the wallet does not know the chain (4902), adds it with
 * `wallet_addEthereumChain` from the configured network (name, native currency, RPC URLs), then
 * retries the switch. A chain that is not configured cannot be added: its 4902 stands.
 *
 * @example
 * await switchEthereumChain(provider, { chainId: 137, networks })
 */
export async function switchEthereumChain(provider: Pick<Eip1193Provider, 'request'>, parameters: { chainId: number; networks: readonly CaipNetwork[] }): Promise<void> {
  const chainId = numberToHex(parameters.chainId)
  const switchChain = () => providerRequest(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    const network = parameters.networks.find((n) => n.caipNetworkId === `eip155:${parameters.chainId}`)
    if (!network) {
      throw new SwitchChainError({ details: `Chain ${parameters.chainId} is unknown to the wallet and not configured`, cause: error })
    }
    await providerRequest(provider, {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
        },
      ],
    })
  }
  await switchChain()
}
