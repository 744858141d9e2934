/**
 * The sandbox wallet-list service (SPEC.md §7, wallet-list calls) on 127.0.0.1, a free port:
 * remote feature config, allowed origins, the paged wallet registry, wallet / asset / currency /
 * token images and the analytics switch — in the wire formats of Reown's explorer API
 * (README.md documents them).
 */
import { HttpError, route, startHttpService, type Handler, type RequestContext } from '../http/server.ts'
import { loadImages, loadWallets, queryWallets } from './registry.ts'
import { badgeType, chainList, commonQuery, positiveInt, searchText, walletIdList } from './validate.ts'
import type { ImageKind, ImageTable, RegistryWallet, RemoteFeature } from './types.ts'

export type * from './types.ts'
export { DEV_WALLET_ID, DEV_WALLET_NAME, DEV_WALLET_RDNS, SANDBOX_CHAINS } from './generate.ts'

/** Remote features `/appkit/v1/config` answers with by default: everything on. */
export const DEFAULT_REMOTE_FEATURES: RemoteFeature[] = [
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: true, config: null },
  { id: 'email_capture', isEnabled: false, config: null },
  { id: 'fund_from_exchange', isEnabled: false, config: null },
  { id: 'payments', isEnabled: false, config: null },
  { id: 'reown_authentication', isEnabled: false, config: null },
]

/** Origins `/projects/v1/origins` allows by default: any port on the loopback hosts. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

/** Largest `entries` a `/getWallets` page may ask for. */
export const MAX_ENTRIES = 1000

export interface WalletApiOptions {
  /** `/appkit/v1/config` features (default DEFAULT_REMOTE_FEATURES) */
  features?: RemoteFeature[]
  /** `/projects/v1/origins` list (default DEFAULT_ALLOWED_ORIGINS) */
  allowedOrigins?: string[]
  /** `/getAnalyticsConfig` answer (default true: SPEC.md §1, analytics is on by default) */
  analyticsEnabled?: boolean
  /** registry to serve instead of data/wallets.json */
  wallets?: RegistryWallet[]
  /**
   * Per project id (the `projectId` query): its own features, allowlist or analytics switch, over
   * the defaults above — so one sandbox serves a test's allowed, refused and analytics-off projects.
   */
  projects?: Record<string, ProjectSettings>
}

/** One project's answers to `/appkit/v1/config`, `/projects/v1/origins` and `/getAnalyticsConfig`. */
export interface ProjectSettings {
  features?: RemoteFeature[]
  allowedOrigins?: string[]
  analyticsEnabled?: boolean
}

/** One request the service answered, for tests that check what a client sent. */
export interface WalletApiRequest {
  method: string
  path: string
  query: Record<string, string>
  status: number
}

export interface WalletApi {
  /** base URL, e.g. http://127.0.0.1:PORT */
  url: string
  /** requests answered so far, oldest first */
  requests(): WalletApiRequest[]
  stop(): Promise<void>
}

/**
 * Starts the wallet-list service.
 *
 * A `projectId` of the form `status-NNN` (e.g. `status-429`, `status-503`) makes every endpoint
 * answer that status with a JSON message (429 and 503 with `Retry-After: 1`), so clients can test SPEC.md §8's
 * 'RATE_LIMITED' / 'SERVER_ERROR' / 'Invalid App Configuration' paths against a real server.
 *
 * @example
 * const api = await startWalletApi()
 * const res = await fetch(`${api.url}/getWallets?projectId=p&st=appkit&sv=html-4&page=1&entries=40`)
 * const { count, data } = await res.json()
 * await api.stop()
 */
export async function startWalletApi(options: WalletApiOptions = {}): Promise<WalletApi> {
  const wallets = options.wallets ?? loadWallets()
  const images: ImageTable = loadImages()
  const features = options.features ?? DEFAULT_REMOTE_FEATURES
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const analyticsEnabled = options.analyticsEnabled ?? true
  const log: WalletApiRequest[] = []
  const projects = options.projects ?? {}
  const project = (ctx: RequestContext): ProjectSettings => {
    const id = ctx.query.get('projectId') ?? ''
    return Object.hasOwn(projects, id) ? projects[id]! : {}
  }

  /** Wraps a handler with the common query check and the request log. */
  const api =
    (handler: Handler): Handler =>
    async (ctx: RequestContext) => {
      const entry: WalletApiRequest = { method: ctx.method, path: ctx.url.pathname, query: Object.fromEntries(ctx.query), status: 200 }
      log.push(entry)
      try {
        const { projectId } = commonQuery(ctx.query)
        const forced = /^status-([45]\d\d)$/.exec(projectId)
        if (forced) {
          const status = Number(forced[1])
          // 429 and 503 carry Retry-After like a real throttle (SPEC §9 honours it).
          throw new HttpError(status, `Forced status ${status} for projectId ${projectId}`, status === 429 || status === 503 ? { 'retry-after': '1' } : {})
        }
        const reply = await handler(ctx)
        entry.status = reply.status ?? 200
        return reply
      } catch (error) {
        entry.status = error instanceof HttpError ? error.status : 500
        throw error
      }
    }

  const image = (kind: ImageKind, label: string): Handler =>
    api((ctx) => {
      const id = ctx.params.id ?? ''
      const svg = Object.hasOwn(images[kind], id) ? images[kind][id] : undefined
      if (svg === undefined) throw new HttpError(404, `Unknown ${label} id "${id}"`)
      return { body: svg, contentType: 'image/svg+xml' }
    })

  const service = await startHttpService(
    [
      route(
        'GET',
        '/appkit/v1/config',
        api((ctx) => ({ json: { features: project(ctx).features ?? features } })),
      ),
      route(
        'GET',
        '/projects/v1/origins',
        api((ctx) => ({ json: { allowedOrigins: project(ctx).allowedOrigins ?? allowedOrigins } })),
      ),
      route(
        'GET',
        '/getAnalyticsConfig',
        api((ctx) => ({ json: { isAnalyticsEnabled: project(ctx).analyticsEnabled ?? analyticsEnabled } })),
      ),
      route(
        'GET',
        '/getWallets',
        api((ctx) => {
          const q = ctx.query
          return {
            json: queryWallets(wallets, {
              page: positiveInt(q, 'page', Number.MAX_SAFE_INTEGER),
              entries: positiveInt(q, 'entries', MAX_ENTRIES),
              search: searchText(q),
              badge: badgeType(q),
              include: walletIdList(q, 'include'),
              exclude: walletIdList(q, 'exclude'),
              chains: chainList(q),
            }),
          }
        }),
      ),
      route('GET', '/getWalletImage/:id', image('wallet', 'wallet image')),
      route('GET', '/public/getAssetImage/:id', image('asset', 'asset image')),
      route('GET', '/public/getCurrencyImage/:id', image('currency', 'currency')),
      route('GET', '/public/getTokenImage/:id', image('token', 'token')),
    ],
    { name: 'wallet-api' },
  )

  return {
    url: service.url,
    requests: () => log.map((r) => ({ ...r, query: { ...r.query } })),
    stop: () => service.close(),
  }
}
