import { defineChain, type Chain } from 'viem'

/**
 * A viem `Chain` for a sandbox anvil (chain id and RPC URL), for wallet and public clients.
 * @example createWalletClient({ account, chain: sandboxChain(31337, rpcUrl), transport: http(rpcUrl) })
 */
export function sandboxChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Latch Sandbox ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
