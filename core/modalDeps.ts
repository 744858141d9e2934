import { asyncScheduler } from 'rxjs'
import { coreEpics } from './effects/index.ts'
import { requested as rpcRequested } from './events/rpc.ts'
import { lazyEpic, lazyService, once } from './lazy.ts'
import { serviceIsOn, type ConfigSnapshot, type CreateModalOptions } from './modalOptions.ts'
import type { PreparedModal } from './modalPrepare.ts'
import type { Deps, Epic } from './store.ts'

/** The service clients `createModal` injects into the effects' deps, each only with its endpoint (or an injected client). */
const SERVICES = ['walletApi', 'blockchainApi', 'analytics'] as const

/** What a modal's store runs with: the effects' deps, the epics, and the lifetime `destroy()` aborts. */
export type ModalWiring = { deps: Deps; epics: Record<string, Epic>; lifetime: AbortController }

/**
 * The effects' dependencies of one modal (split from core/modal.ts): the scheduler, window,
 * storage and adapters, and the service clients — each only when its endpoint was named or a
 * client injected (a page calls only the hosts its developer named; `null` turns a
 * service off), loaded on first use in a chunk of their own with the JSON-RPC transport's epics
 * (the button's first load stays small).
 *
 * @example
 * const { deps, epics, lifetime } = createModalWiring(options, prepareModal(options))
 */
export function createModalWiring(options: CreateModalOptions, prepared: PreparedModal): ModalWiring {
  const config: ConfigSnapshot = prepared.initialized.config
  const window = prepared.window
  const scheduler = options.deps?.scheduler ?? asyncScheduler
  // Aborted by destroy(): no request outlives the modal.
  const lifetime = new AbortController()
  const loadClients = once(() =>
    import('./clients/createClients.ts').then((m) => ({
      rpcEpics: m.rpcEpics,
      clients: m.createClients({
        projectId: config.projectId,
        scheduler,
        signal: lifetime.signal,
        ...(options.endpoints ? { endpoints: options.endpoints } : {}),
        ...(options.deps?.fetch ? { fetch: options.deps.fetch } : {}),
        ...(window ? { window } : {}),
      }),
    })),
  )
  const deps: Deps = {
    scheduler,
    window,
    adapters: options.adapters ?? [],
    storage: prepared.storage,
    ...(options.siwx ? { siwx: options.siwx } : {}),
  }
  // Tabs of one origin stay in sync (SPEC.md §3 Connection) on the page's own window; a modal
  // given a window of its own (tests, servers) joins a channel only when it names one.
  const tabChannel = options.deps?.tabChannel ?? (options.deps?.window ? undefined : window && `latch/tabs/${config.projectId}`)
  if (options.syncTabs !== false && tabChannel) deps.tabChannel = tabChannel
  for (const key of SERVICES) {
    if (!serviceIsOn(options, key)) continue
    const client = options.deps?.[key] ?? lazyService(() => loadClients().then((m) => m.clients[key]))
    ;(deps as Pick<Deps, typeof key>)[key] = client as never
  }
  // The JSON-RPC transport's epics (batching, fallback ranking) run beside the core's; their code
  // loads at the first RPC request, not at start.
  const rpcEpic = (name: 'rpcBatch' | 'rpcRanking') => lazyEpic(() => loadClients().then((m) => m.rpcEpics(m.clients.rpc)[name]), { startsOn: rpcRequested.match })
  return { deps, epics: { ...coreEpics, rpcBatch: rpcEpic('rpcBatch'), rpcRanking: rpcEpic('rpcRanking') }, lifetime }
}
