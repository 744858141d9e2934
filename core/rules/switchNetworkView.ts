import type { ChainNamespace, ViewName } from '../types.ts'

/**
 * The view that switching to a network on `target` opens (SPEC.md §2 switching network):
 * SwitchActiveChain when connected on another namespace but not on the target one, SwitchNetwork
 * when connected on the target namespace, and none when nothing is connected (the active network
 * then changes at once: there is no wallet to ask).
 */
export function switchNetworkView(options: { connectedNamespaces: readonly ChainNamespace[]; target: ChainNamespace }): Extract<ViewName, 'SwitchNetwork' | 'SwitchActiveChain'> | undefined {
  if (options.connectedNamespaces.includes(options.target)) return 'SwitchNetwork'
  if (options.connectedNamespaces.length > 0) return 'SwitchActiveChain'
  return undefined
}
