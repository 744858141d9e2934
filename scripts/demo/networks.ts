import type { CaipNetwork } from '../../core/index.ts'

const evm = (id: number, name: string, symbol = 'ETH', testnet = false): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: symbol, symbol, decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
  ...(testnet ? { testnet } : {}),
})

/** The demo's configured networks (SPEC.md §5: any other network is unsupported). */
export const demoNetworks: CaipNetwork[] = [
  evm(1, 'Ethereum'),
  evm(137, 'Polygon', 'POL'),
  evm(31337, 'Anvil', 'ETH', true),
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
]
