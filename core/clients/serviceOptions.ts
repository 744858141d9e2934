import type { SchedulerLike } from 'rxjs'
import type { FetchLike } from './http.ts'

/** What every service client needs: where, who (projectId, sdk type/version, client id), and the injected time, fetch and abort signal. */
export type ServiceClientOptions = {
  /** Base URL; the hosted default when absent. */
  baseUrl?: string
  projectId: string
  sdkType?: string
  sdkVersion?: string
  /** Read per call (the WalletConnect client id becomes known after start). */
  clientId?: () => string | undefined
  scheduler: SchedulerLike
  fetch?: FetchLike
  /** The modal's lifetime: aborting it aborts every call (`destroy()`). */
  signal?: AbortSignal
}

/**
 * The `createHttpClient` options of a service client: only the options that are set.
 *
 * @example
 * createHttpClient(httpOptions(options, options.baseUrl ?? DEFAULT_WALLET_API_URL))
 */
export function httpOptions(options: ServiceClientOptions, baseUrl: string) {
  return {
    baseUrl,
    projectId: options.projectId,
    scheduler: options.scheduler,
    ...(options.sdkType !== undefined ? { sdkType: options.sdkType } : {}),
    ...(options.sdkVersion !== undefined ? { sdkVersion: options.sdkVersion } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }
}
