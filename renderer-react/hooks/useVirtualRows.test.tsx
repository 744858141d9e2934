/**
 * useVirtualRows (long wallet lists stay fast; the first open stays in one frame): a list whose rows all fit in the
 * first window reads no layout at mount — a measure there forces a layout in the middle of React's
 * commit, ~6 ms of the first open's Connect view in Chromium — while a longer list measures at
 * once, so its window matches the scroll position.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cleanup, document, render } from '../../test/fixtures/dom.ts'
import { useVirtualRows } from './useVirtualRows.ts'

test.after.each(cleanup)

function List({ rows }: { rows: number }) {
  const window = useVirtualRows({ rows, rowPitch: 64, overscan: 3 })
  return (
    <ul ref={window.ref} data-start={window.start} data-end={window.end}>
      {Array.from({ length: window.end - window.start }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the row's index is its identity in a virtual list
        <li key={window.start + i}>{window.start + i}</li>
      ))}
    </ul>
  )
}

/** Counts layout reads (getBoundingClientRect on any element) while `work` runs. */
async function layoutReads(work: () => Promise<unknown>): Promise<number> {
  const proto = Object.getPrototypeOf(document.createElement('ul')) as { getBoundingClientRect: () => unknown }
  let owner: { getBoundingClientRect: () => unknown } = proto
  while (!Object.hasOwn(owner, 'getBoundingClientRect')) owner = Object.getPrototypeOf(owner) as typeof owner
  const original = owner.getBoundingClientRect
  let reads = 0
  owner.getBoundingClientRect = function (this: unknown) {
    reads++
    return original.call(this)
  }
  try {
    await work()
  } finally {
    owner.getBoundingClientRect = original
  }
  return reads
}

test('behavior: a few rows, all in the first window: every row rendered, no layout read at mount', async () => {
  const reads = await layoutReads(() => render(<List rows={5} />))
  assert.is(reads, 0)
  assert.is(document.querySelectorAll('li').length, 5)
})

test('behavior: more rows than the first window holds: measured at mount, only the window rendered', async () => {
  const reads = await layoutReads(() => render(<List rows={500} />))
  assert.ok(reads > 0, 'the window is measured at mount')
  const rendered = document.querySelectorAll('li').length
  assert.ok(rendered > 0 && rendered < 500, `${rendered} of 500 rows rendered`)
})

test.run()
