import type { Eip1193Provider } from './Eip1193Provider.ts'

/**
 * A DOM event as the adapter reads it (EIP-6963 announcements carry `detail`).
 *
 * @example
 * const listener = (event: Eip155WindowEvent) => console.log(event.detail)
 */
export type Eip155WindowEvent = { readonly type: string; readonly detail?: unknown }

/**
 * The parts of a browser window the eip155 adapter uses: EIP-6963 events and the legacy
 * `window.ethereum`. A real `window` and a happy-dom `Window` both fit.
 *
 * @example
 * eip155Adapter({ window: happyDomWindow as unknown as Eip155Window })
 */
export type Eip155Window = {
  addEventListener(type: string, listener: (event: Eip155WindowEvent) => void): void
  removeEventListener(type: string, listener: (event: Eip155WindowEvent) => void): void
  dispatchEvent(event: Event): boolean
  /** The window's own `Event` constructor (happy-dom windows need theirs). */
  Event?: typeof Event
  /** The legacy injected provider. */
  ethereum?: Eip1193Provider
  setTimeout?(handler: () => void, timeout: number): unknown
  clearTimeout?(id: never): void
}
