import type { ConnectorInfo } from '../../core/reducers/state.ts'
import { isIdenticalConnector } from '../../core/rules/isIdenticalConnector.ts'
import type { Connector } from './createConnector.ts'

const NAMESPACE = 'eip155' as const

/**
 * The eip155 adapter's connectors in discovery order: the ones of its options (kept across setups)
 * and the discovered ones (found again on each setup), each connector's wallet subscription, and
 * the `reconnect`s waiting for a saved wallet to be announced.
 *
 * @example
 * const registry = createConnectorRegistry()
 * registry.add(connector, { setUp: true, extra: true })
 * await registry.find('io.metamask', 1000)
 */
export function createConnectorRegistry() {
  const list: Connector[] = []
  /** Connectors that came from the options (kept across setups); the others are discovered. */
  const extra = new Set<Connector>()
  const unsubscribes = new Map<Connector, () => void>()
  const waiters = new Set<{ id: string; resolve(connector: Connector): void }>()

  return {
    list: list as readonly Connector[],

    /**
     * Adds a connector unless an identical one (SPEC.md §5: id, name, chain) or its provider is
     * known; `setUp`: subscribe to its wallet now (the adapter is set up).
     */
    add(connector: Connector, options: { setUp: boolean; extra?: boolean }): Connector | undefined {
      const info = { id: connector.id, name: connector.name, chain: NAMESPACE }
      const duplicate = list.some((c) => isIdenticalConnector({ id: c.id, name: c.name, chain: NAMESPACE }, info) || (connector.provider !== undefined && c.provider === connector.provider))
      if (duplicate) return undefined
      list.push(connector)
      if (options.extra) extra.add(connector)
      if (options.setUp && connector.setup) unsubscribes.set(connector, connector.setup())
      for (const waiter of [...waiters]) {
        if (waiter.id === connector.id) {
          waiters.delete(waiter)
          waiter.resolve(connector)
        }
      }
      return connector
    },

    /** The connector `id`, waiting up to `timeoutMs` for it to be announced. */
    find(id: string, timeoutMs: number): Promise<Connector | undefined> {
      const known = list.find((c) => c.id === id)
      if (known || timeoutMs <= 0) return Promise.resolve(known)
      return new Promise((resolve) => {
        const waiter = {
          id,
          resolve: (connector: Connector | undefined) => {
            clearTimeout(timer)
            resolve(connector)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          resolve(undefined)
        }, timeoutMs)
        waiters.add(waiter)
      })
    },

    /** Subscribes to every known connector's wallet not subscribed yet (the adapter's setup). */
    setUpAll(): void {
      for (const connector of list) if (connector.setup && !unsubscribes.has(connector)) unsubscribes.set(connector, connector.setup())
    },

    /** Unsubscribes from every wallet and forgets the discovered connectors (found again on the next setup). */
    tearDown(): void {
      for (const unsubscribe of unsubscribes.values()) unsubscribe()
      unsubscribes.clear()
      for (let i = list.length - 1; i >= 0; i--) if (!extra.has(list[i]!)) list.splice(i, 1)
    },
  }
}

/**
 * What the modal's state records of a connector (SPEC.md §3 connectors).
 *
 * @example
 * infoOf(connector) // { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', … }
 */
export function infoOf(connector: Connector): ConnectorInfo {
  const info: NonNullable<ConnectorInfo['info']> = {}
  if (connector.rdns !== undefined) info.rdns = connector.rdns
  if (connector.icon !== undefined) info.icon = connector.icon
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: NAMESPACE,
    ...(connector.icon !== undefined ? { imageUrl: connector.icon } : {}),
    ...(Object.keys(info).length > 0 ? { info } : {}),
  }
}
