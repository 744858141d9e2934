import { catchError, map, type Observable, of, throwError } from 'rxjs'
import { HttpRequestError } from '../errors/HttpRequestError.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { s, type Infer } from '../events/schema.ts'
import { DEFAULT_WALLET_API_URL } from './endpoints.ts'
import { createHttpClient } from './http.ts'
import { httpOptions, type ServiceClientOptions } from './serviceOptions.ts'

/** SPEC.md §3 Wallet as the wallet-list service sends it (null fields read as absent). */
export const walletSchema = s.object({
  id: s.string(),
  name: s.string(),
  image_id: s.optional(s.string()),
  image_url: s.optional(s.string()),
  homepage: s.optional(s.string()),
  rdns: s.optional(s.string()),
  chains: s.optional(s.array(s.string())),
  mobile_link: s.optional(s.string()),
  desktop_link: s.optional(s.string()),
  webapp_link: s.optional(s.string()),
  app_store: s.optional(s.string()),
  play_store: s.optional(s.string()),
  chrome_store: s.optional(s.string()),
  injected: s.optional(s.array(s.object({ namespace: s.string(), injected_id: s.string() }))),
  order: s.optional(s.number()),
  badge_type: s.optional(s.string()),
})
export type Wallet = Infer<typeof walletSchema>

export const walletsPageSchema = s.object({ data: s.array(walletSchema), count: s.number({ integer: true, min: 0 }) })
export type WalletsPage = Infer<typeof walletsPageSchema>

export const remoteFeatureSchema = s.object({ id: s.string(), isEnabled: s.boolean(), config: s.optional(s.json()) })
export const projectConfigSchema = s.object({ features: s.array(remoteFeatureSchema) })
export type ProjectConfig = Infer<typeof projectConfigSchema>
export type RemoteFeature = Infer<typeof remoteFeatureSchema>

const originsSchema = s.object({ allowedOrigins: s.array(s.string()) })
const analyticsConfigSchema = s.object({ isAnalyticsEnabled: s.boolean() })

/** `/getWallets` parameters (SPEC.md §7). */
export type GetWalletsParams = {
  page: number
  entries: number
  search?: string
  badge_type?: 'none' | 'certified'
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
}

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'
const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

/** The wallet-list service (SPEC.md §7). */
export type WalletApi = {
  /** `/appkit/v1/config`: the project's remote features. */
  getConfig(): Observable<ProjectConfig>
  /**
   * `/projects/v1/origins`: the allowed origins. SPEC.md §8 fallbacks: 429 fails with
   * 'RATE_LIMITED', 5xx with 'SERVER_ERROR', any other failure yields an empty list.
   */
  getAllowedOrigins(): Observable<string[]>
  /** `/getWallets`: one page of the wallet list. */
  getWallets(params: GetWalletsParams): Observable<WalletsPage>
  /** The four image endpoints, as blobs. */
  getImage(kind: ImageKind, id: string): Observable<Blob>
  /** `/getAnalyticsConfig`. */
  getAnalyticsConfig(): Observable<{ isAnalyticsEnabled: boolean }>
}

/**
 * Creates the wallet-list service client; every method is a cold Observable.
 *
 * @example
 * const walletApi = createWalletApi({ projectId, scheduler: asyncScheduler })
 * walletApi.getWallets({ page: 1, entries: 40 }).subscribe(({ data, count }) => …)
 */
export function createWalletApi(options: ServiceClientOptions): WalletApi {
  const http = createHttpClient(httpOptions(options, options.baseUrl ?? DEFAULT_WALLET_API_URL))
  return {
    getConfig: () => http.json({ call: 'walletApi.getConfig', path: '/appkit/v1/config' }, projectConfigSchema),
    getAllowedOrigins: () =>
      http.json({ call: 'walletApi.getAllowedOrigins', path: '/projects/v1/origins' }, originsSchema).pipe(
        map((body) => body.allowedOrigins),
        catchError((error: unknown) => {
          const status = error instanceof HttpRequestError ? error.status : undefined
          if (status === 429) return throwError(() => new ServiceError('RATE_LIMITED', { cause: error, useApiMessage: false }))
          if (status !== undefined && status >= 500) {
            return throwError(() => new ServiceError('SERVER_ERROR', { cause: error, useApiMessage: false }))
          }
          return of([])
        }),
      ),
    getWallets: (params) =>
      http.json(
        {
          call: 'walletApi.getWallets',
          path: '/getWallets',
          params: {
            page: params.page,
            entries: params.entries,
            search: params.search || undefined,
            badge_type: params.badge_type,
            include: params.include,
            exclude: params.exclude,
            chains: params.chains,
          },
        },
        walletsPageSchema,
      ),
    getImage: (kind, id) => http.blob({ call: `walletApi.getImage(${kind})`, path: `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}` }),
    getAnalyticsConfig: () => http.json({ call: 'walletApi.getAnalyticsConfig', path: '/getAnalyticsConfig' }, analyticsConfigSchema),
  }
}

/**
 * The onramp providers a remote config names: its `onramp` feature's `config` when that is an
 * array of strings, else none (SPEC.md §5).
 *
 * @example
 * remoteOnrampProviders({ features: [{ id: 'onramp', isEnabled: true, config: ['meld'] }] }) // ['meld']
 */
export function remoteOnrampProviders(config: ProjectConfig): string[] {
  const feature = config.features.find((f) => f.id === 'onramp')
  const value = feature?.isEnabled ? feature.config : undefined
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : []
}
