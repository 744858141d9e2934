/**
 * The tabs' channel where BroadcastChannel is missing (SPEC.md §3 Connection, tabs in sync): a
 * localStorage item whose `storage` event reaches every other tab of the origin, never the writer.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { WindowLike } from '../store.ts'
import { openTabPort } from './tabPort.ts'

type Listener = (event: { key: string | null; newValue: string | null }) => void

/** One origin's localStorage shared by `count` pages, firing `storage` in the others as a browser does. */
function origin(count: number) {
  const items = new Map<string, string>()
  const listeners: Listener[][] = Array.from({ length: count }, () => [])
  return Array.from({ length: count }, (_, i) => ({
    localStorage: {
      setItem(key: string, value: string) {
        if (items.get(key) === value) return
        items.set(key, value)
        for (const [j, own] of listeners.entries()) if (j !== i) for (const l of own) l({ key, newValue: value })
      },
    },
    addEventListener: (_type: 'storage', listener: Listener) => void listeners[i]!.push(listener),
    removeEventListener: (_type: 'storage', listener: Listener) => void listeners[i]!.splice(listeners[i]!.indexOf(listener), 1),
  }))
}

test('behavior: without BroadcastChannel, a message reaches every other tab once, never the sender, the same message twice too', () => {
  const saved = globalThis.BroadcastChannel
  // @ts-expect-error: a browser without BroadcastChannel
  delete globalThis.BroadcastChannel
  try {
    const pages = origin(3)
    const got: unknown[][] = [[], [], []]
    const ports = pages.map((page, i) => openTabPort('latch/tabs/p', page as unknown as WindowLike, (m) => got[i]!.push(m))!)
    const message = { kind: 'disconnected', namespace: 'eip155' }
    ports[0]!.post(message)
    ports[0]!.post(message)
    assert.equal(got, [[], [message, message], [message, message]])
    ports[2]!.close()
    ports[1]!.post({ kind: 'network', caipNetworkId: 'eip155:10' })
    assert.equal(
      got.map((g) => g.length),
      [1, 2, 2],
      'a closed port hears nothing',
    )
    // Another script's value under the key is not a message.
    pages[1]!.localStorage.setItem('latch/tabs/p', 'not json')
    assert.equal(got[0]!.length, 1)
  } finally {
    globalThis.BroadcastChannel = saved
  }
})

test('behavior: a page with neither BroadcastChannel nor localStorage has no channel (the modal keeps to itself)', () => {
  const saved = globalThis.BroadcastChannel
  // @ts-expect-error: a browser without BroadcastChannel
  delete globalThis.BroadcastChannel
  try {
    assert.is(
      openTabPort('latch/tabs/p', {} as WindowLike, () => undefined),
      undefined,
    )
  } finally {
    globalThis.BroadcastChannel = saved
  }
})

test.run()
