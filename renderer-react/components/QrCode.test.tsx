/**
 * The QR encoder is a chunk of its own: the first open does not fetch it. Until it is
 * in, a white square of the same size and accessible name stands in; then the code is drawn.
 * `lazyChunk`'s rule (a failed lazy load is retried on the next use, not cached) and
 * `useLazyChunk`'s stand-in on failure are checked on chunks the test controls.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { encode } from 'uqr'
import { $, document, exists, waitUntil } from '../../test/fixtures/dom.ts'
import { lazyChunk, type LazyChunk } from '../../core/lazy.ts'
import { useLazyChunk } from './useLazyChunk.ts'
import { QrCode } from './QrCode.tsx'

async function mount(ui: React.ReactNode) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container as unknown as Element)
  await act(async () => root.render(ui))
  return { unmount: () => act(async () => root.unmount()) }
}

const TEXT = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

test('behavior: a stand-in named like the code shows while the encoder loads; then the code is drawn from its module matrix', async () => {
  // What the page showed, in order, read at each change: the first commit renders before the load
  // starts (in an effect), so the stand-in is always in it, however quickly the chunk then arrives.
  const shown: Element[] = []
  const observer = new document.defaultView!.MutationObserver(() => {
    const now = document.querySelector('[data-qr-pending], [data-qr]') as unknown as Element | null
    if (now && shown.at(-1) !== now) shown.push(now)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const { unmount } = await mount(<QrCode text={TEXT} label="QR code to connect" />)
  await waitUntil(() => exists('[data-qr]'), 'the code drawn')
  observer.disconnect()
  const first = shown[0]
  assert.ok(first?.hasAttribute('data-qr-pending'), 'the stand-in came first: no code before the encoder is in')
  assert.is(first!.getAttribute('role'), 'img')
  assert.is(first!.getAttribute('aria-label'), 'QR code to connect')
  assert.is(first!.getAttribute('aria-busy'), 'true')
  assert.not.ok(exists('[data-qr-pending]'), 'the stand-in has gone')
  const { size, data } = encode(TEXT, { border: 2, ecc: 'M' })
  const qr = $('[data-qr]')
  assert.is(qr.getAttribute('aria-label'), 'QR code to connect')
  assert.is(qr.getAttribute('viewBox'), `0 0 ${size} ${size}`)
  const dark = data.flat().filter(Boolean).length
  assert.is(($('[data-qr] path').getAttribute('d') ?? '').split('M').length - 1, dark, 'one square per dark module')
  await unmount()

  // Once in, the next code is drawn in the same render: no stand-in.
  const again = await mount(<QrCode text="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" label="QR code of the address" icon={<span />} />)
  assert.ok(exists('[data-qr][data-qr-ecc="H"]'), 'at once, with error correction H under an icon')
  await again.unmount()
})

test('behavior: a failed chunk load is not cached: the next load tries again, and loaded() holds the chunk once in', async () => {
  let calls = 0
  const chunk = lazyChunk(async () => {
    calls++
    if (calls === 1) throw new Error('offline')
    return { value: 42 }
  })
  assert.is(chunk.loaded(), undefined)
  await chunk.load().then(
    () => assert.unreachable('the first load fails'),
    (error: Error) => assert.is(error.message, 'offline'),
  )
  assert.is(chunk.loaded(), undefined)
  const [a, b] = await Promise.all([chunk.load(), chunk.load()])
  assert.is(a, b, 'callers share one load')
  assert.equal(chunk.loaded(), { value: 42 })
  assert.is(calls, 2)
})

test('error: useLazyChunk — a failed load keeps the stand-in and reports once; the next mount loads it again', async () => {
  let fail = true
  const chunk: LazyChunk<{ word: string }> = lazyChunk(async () => {
    if (fail) throw new Error('chunk gone')
    return { word: 'in' }
  })
  const reported: unknown[] = []
  const onError = (error: unknown) => void reported.push(error)
  function Probe() {
    const loaded = useLazyChunk(chunk, onError)
    return <p data-probe>{loaded ? loaded.word : 'stand-in'}</p>
  }
  const first = await mount(<Probe />)
  await waitUntil(() => reported.length === 1, 'the failure reported')
  assert.is($('[data-probe]').textContent, 'stand-in')
  await first.unmount()
  fail = false
  const second = await mount(<Probe />)
  await waitUntil(() => $('[data-probe]').textContent === 'in', 'the chunk loaded on the next mount')
  assert.is(reported.length, 1)
  await second.unmount()
})

test.run()
