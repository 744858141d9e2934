/**
 * Wire types of the wallet-list service (SPEC.md §3 Wallet, §7 wallet-list calls), as Reown's
 * explorer API sends them (see README.md).
 */

/** `badge_type` query values and wallet field. */
export type BadgeType = 'none' | 'certified'

/** One `injected` entry: how a browser-extension build of the wallet announces itself. */
export interface InjectedInfo {
  namespace: string
  injected_id: string
}

/** A wallet as `/getWallets` returns it in `data`. */
export interface RegistryWallet {
  id: string
  name: string
  homepage: string | null
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  rdns: string | null
  injected: InjectedInfo[] | null
  /** CAIP-2 network ids the wallet supports, e.g. `eip155:1`. */
  chains: string[]
  badge_type: BadgeType
}

/** `/getWallets` response body. */
export interface GetWalletsResponse {
  count: number
  data: RegistryWallet[]
}

/** One remote feature of `/appkit/v1/config`. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config: string[] | null
}

/** `/appkit/v1/config` response body. */
export interface ProjectConfigResponse {
  features: RemoteFeature[]
}

/** `/projects/v1/origins` response body. */
export interface AllowedOriginsResponse {
  allowedOrigins: string[]
}

/** `/getAnalyticsConfig` response body. */
export interface AnalyticsConfigResponse {
  isAnalyticsEnabled: boolean
}

/** The image kinds the service serves, by endpoint. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** `data/images.json`: SVG markup per kind and id. */
export type ImageTable = Record<ImageKind, Record<string, string>>
