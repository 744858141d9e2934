import type { SchedulerLike } from 'rxjs'
import type { WindowLike } from '../store.ts'
import type { Endpoints } from './endpoints.ts'
import type { FetchLike } from './http.ts'
import type { ServiceClientOptions } from './serviceOptions.ts'

/** What the service clients are built from (`createModal`'s options and the modal's lifetime). */
export type ClientOptions = {
  projectId: string
  endpoints?: Partial<Endpoints>
  scheduler: SchedulerLike
  fetch?: FetchLike
  signal?: AbortSignal
  clientId?: () => string | undefined
  sdkType?: string
  sdkVersion?: string
  /** The host page for analytics events. */
  page?: { url: string; domain: string }
  /** `navigator.sendBeacon` for the analytics flush on page hide. */
  sendBeacon?: (url: string, data: string) => boolean
  /** The page's window: `page` and `sendBeacon` default to its location and beacon. */
  window?: WindowLike
}

/** The options every service client shares (all but its base URL): one scheduler, fetch and abort signal. */
export function commonOptions(options: ClientOptions): Omit<ServiceClientOptions, 'baseUrl'> {
  return {
    projectId: options.projectId,
    scheduler: options.scheduler,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.sdkType !== undefined ? { sdkType: options.sdkType } : {}),
    ...(options.sdkVersion !== undefined ? { sdkVersion: options.sdkVersion } : {}),
  }
}
