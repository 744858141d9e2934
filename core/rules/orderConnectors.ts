/** The groups the Connect view's wallet list is made of (SPEC.md §9). */
export const CONNECTOR_GROUPS = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]

/**
 * SPEC.md §9 default connector order — walletConnect, recent, injected, featured, custom,
 * external, recommended — or a configured `connectorOrder` overriding it: the configured groups
 * first, in their order, then the others in the default order. Empty groups and unknown names
 * are left out; each group appears once.
 *
 * @example
 * orderConnectors({ injected: ['MetaMask'], recommended: ['Rainbow'] }, ['recommended'])
 * // [{ group: 'recommended', items: ['Rainbow'] }, { group: 'injected', items: ['MetaMask'] }]
 */
export function orderConnectors<T>(groups: Partial<Record<ConnectorGroup, readonly T[]>>, connectorOrder: readonly string[] = []): { group: ConnectorGroup; items: T[] }[] {
  const known = (name: string): name is ConnectorGroup => (CONNECTOR_GROUPS as readonly string[]).includes(name)
  const order = [...new Set([...connectorOrder.filter(known), ...CONNECTOR_GROUPS])]
  return order.flatMap((group) => {
    const items = groups[group]
    return items && items.length > 0 ? [{ group, items: [...items] }] : []
  })
}
