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
  const clientOptions = {
    projectId: config.projectId,
    scheduler,
    signal: lifetime.signal,
    ...(options.endpoints ? { endpoints: options.endpoints } : {}),
    ...(options.deps?.fetch ? { fetch: options.deps.fetch } : {}),
    ...(window ? { window } : {}),
  }
  // Three chunks, each fetched by its first use: what the first open calls (wallet list, project
  // config, analytics), the blockchain service, and the JSON-RPC transport with its epics.
  const loadOpen = once(() => import('./clients/openClients.ts').then((m) => m.createOpenClients(clientOptions)))
  const loaders: Record<(typeof SERVICES)[number], () => Promise<unknown>> = {
    walletApi: () => loadOpen().then((c) => c.walletApi),
    analytics: () => loadOpen().then((c) => c.analytics),
    blockchainApi: once(() => import('./clients/blockchainClient.ts').then((m) => m.createBlockchainClient(clientOptions))),
  }
  const loadRpc = once(() => import('./clients/rpcClient.ts').then((m) => m.rpcEpics(m.createRpcClient(clientOptions))))
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
    const client = options.deps?.[key] ?? lazyService(loaders[key] as () => Promise<object>)
    ;(deps as Pick<Deps, typeof key>)[key] = client as never
  }
  // The JSON-RPC transport's epics (batching, fallback ranking) run beside the core's; their code
  // loads at the first RPC request, not at start.
  const rpcEpic = (name: 'rpcBatch' | 'rpcRanking') => lazyEpic(() => loadRpc().then((epics) => epics[name]), { startsOn: rpcRequested.match })
  return { deps, epics: { ...coreEpics, rpcBatch: rpcEpic('rpcBatch'), rpcRanking: rpcEpic('rpcRanking') }, lifetime }
}
