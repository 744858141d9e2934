import type { ViewName } from '../types.ts'

/**
 * The view a closed modal rests on (SPEC.md §2 closing): Connect; in embedded mode Account when
 * connected, else Connect.
 */
export function rootView(options: { embedded: boolean; connected: boolean }): ViewName {
  return options.embedded && options.connected ? 'Account' : 'Connect'
}
