/**
 * The wallet-list service's asset image ids of well-known networks (`/public/getAssetImage/{id}`,
 * the ids the leading product uses), for networks configured without `assets`.
 */
const KNOWN: Readonly<Record<string, string>> = {
  'eip155:1': '692ed6ba-e569-459a-556a-776476829e00',
  'eip155:10': 'ab9c186a-c52f-464b-2906-ca59d760a400',
  'eip155:56': '93564157-2e8e-4ce7-81df-b264dbee9b00',
  'eip155:100': 'bff9cf1f-df19-42ce-f62a-87f04df13c00',
  'eip155:137': '41d04d42-da3b-4453-8506-668cc0727900',
  'eip155:324': 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'eip155:43114': '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  'bip122:000000000019d6689c085ae165831e93': '0b4838db-0161-4ffe-022d-532bf03dba00',
}

/**
 * The asset image id of a network: its own `assets.imageId`, else the well-known one.
 *
 * @example
 * networkImageId({ caipNetworkId: 'eip155:1' }) // '692ed6ba-e569-459a-556a-776476829e00'
 */
export function networkImageId(network: { caipNetworkId: string; assets?: { imageId?: string } | undefined }): string | undefined {
  return network.assets?.imageId ?? KNOWN[network.caipNetworkId]
}
