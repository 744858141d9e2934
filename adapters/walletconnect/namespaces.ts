import type { CaipNetwork } from '../../core/types.ts'

/**
 * Every eip155 method Latch sends through the session: its own (switch, add, sign, send) and those
 * an app's provider forwards (SPEC.md §6 approval methods, EIP-5792). Universal-provider sends a
 * method the wallet did not approve to the chain's RPC instead of the wallet, so each must be asked for.
 */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']
export const SESSION_EVENTS = ['accountsChanged', 'chainChanged']

export type NamespaceConfig = { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }

/**
 * The CAIP namespaces a WalletConnect session asks for: every configured eip155 and solana network
 * (SPEC.md §3 WALLET_CONNECT serves both), with the methods Latch sends and the two session events;
 * `rpcMap` lets universal-provider answer reads without the wallet.
 * @example sessionNamespaces([anvil]) // { eip155: { chains: ['eip155:31337'], methods: [...], … } }
 */
export function sessionNamespaces(networks: readonly CaipNetwork[]): Record<string, NamespaceConfig> {
  const out: Record<string, NamespaceConfig> = {}
  for (const network of networks) {
    if (network.chainNamespace !== 'eip155' && network.chainNamespace !== 'solana') continue
    const ns = (out[network.chainNamespace] ??= {
      chains: [],
      methods: network.chainNamespace === 'eip155' ? EIP155_METHODS : SOLANA_METHODS,
      events: SESSION_EVENTS,
      rpcMap: {},
    })
    ns.chains.push(network.caipNetworkId)
    const rpc = network.rpcUrls.default.http[0]
    if (rpc) ns.rpcMap[String(network.caipNetworkId.split(':')[1])] = rpc
  }
  return out
}

/**
 * The accounts a session granted on `namespace`, as `[chain, address]`, in the session's order.
 * @example sessionAccounts({ eip155: { accounts: ['eip155:1:0xabc'] } }, 'eip155') // [['eip155:1', '0xabc']]
 */
export function sessionAccounts(namespaces: Record<string, { accounts: string[] }>, namespace: string): [chain: string, address: string][] {
  return (namespaces[namespace]?.accounts ?? []).map((account) => {
    const i = account.lastIndexOf(':')
    return [account.slice(0, i), account.slice(i + 1)]
  })
}
