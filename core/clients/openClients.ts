// Chunk grouping: a lazily loaded module reaches the whole core statically (see createClients.ts).
import '../coreEntry.ts'
import type { WindowLike } from '../store.ts'
import { createAnalytics, type Analytics } from './analytics.ts'
import { commonOptions, type ClientOptions } from './clientOptions.ts'
import { resolveEndpoints } from './endpoints.ts'
import { createWalletApi, type WalletApi } from './walletApi.ts'

/**
 * The clients a modal's first open calls: the wallet list and the project's config (Wallet API),
 * and analytics. The blockchain service and the JSON-RPC transport have chunks of their own
 * (blockchainClient.ts, rpcClient.ts), first needed once an account is connected, so a visitor
 * who only looks fetches neither.
 *
 * @example
 * const { walletApi } = createOpenClients({ projectId, scheduler: asyncScheduler })
 */
export function createOpenClients(options: ClientOptions): { walletApi: WalletApi; analytics: Analytics } {
  options = { ...analyticsPage(options.window), ...options }
  const endpoints = resolveEndpoints(options.endpoints)
  const common = commonOptions(options)
  return {
    walletApi: createWalletApi({ ...common, baseUrl: endpoints.walletApi }),
    analytics: createAnalytics({
      ...common,
      baseUrl: endpoints.analytics,
      ...(options.page ? { page: options.page } : {}),
      ...(options.sendBeacon ? { sendBeacon: options.sendBeacon } : {}),
    }),
  }
}

/**
 * The page as analytics events name it: origin and path only — a query string or hash
 * can carry a visitor's data (an email, a token) — and the beacon for the flush on page hide.
 */
function analyticsPage(window: WindowLike | undefined): { page?: { url: string; domain: string }; sendBeacon?: (url: string, data: string) => boolean } {
  const location = window?.location
  const navigator = window?.navigator
  const beacon = navigator?.sendBeacon
  return {
    ...(location?.origin ? { page: { url: `${location.origin}${location.pathname ?? ''}`, domain: location.hostname ?? '' } } : {}),
    ...(beacon ? { sendBeacon: (url: string, data: string) => beacon.call(navigator, url, data) } : {}),
  }
}
