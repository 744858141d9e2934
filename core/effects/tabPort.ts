import type { WindowLike } from '../store.ts'

/** One tab's end of the channel the tabs of an origin share. */
export type TabPort = { post(message: unknown): void; close(): void }

/** A page with the `storage` event: the fallback where BroadcastChannel is missing. */
type StoragePage = {
  localStorage?: { setItem(key: string, value: string): void }
  addEventListener?(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void
  removeEventListener?(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void
}

type BroadcastChannelLike = {
  postMessage(message: unknown): void
  close(): void
  onmessage: ((event: { data: unknown }) => void) | null
}

/**
 * A BroadcastChannel named after the origin's project (it reaches every other tab of the origin,
 * never the sender); where it is missing, a localStorage item whose `storage` event every other
 * tab of the origin gets (a serial makes each write a change, so repeating one still fires).
 * Undefined when the page has neither.
 */
export function openTabPort(name: string, window: WindowLike | undefined, receive: (message: unknown) => void): TabPort | undefined {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike }).BroadcastChannel
  if (Channel) {
    const channel = new Channel(name)
    channel.onmessage = (event) => receive(event.data)
    return { post: (message) => channel.postMessage(message), close: () => channel.close() }
  }
  const page = window as StoragePage | undefined
  const local = page?.localStorage
  if (!local || !page.addEventListener) return undefined
  const listener = (event: { key: string | null; newValue: string | null }) => {
    if (event.key !== name || !event.newValue) return
    try {
      receive((JSON.parse(event.newValue) as { message?: unknown }).message)
    } catch {
      // Another script's value under our key: not a message.
    }
  }
  page.addEventListener('storage', listener)
  let serial = 0
  const tab = Math.random().toString(36).slice(2)
  return {
    post: (message) => {
      try {
        local.setItem(name, JSON.stringify({ message, tab, serial: serial++ }))
      } catch {
        // Quota or a blocked localStorage: the other tabs catch up on their next reload.
      }
    },
    close: () => page.removeEventListener?.('storage', listener),
  }
}
