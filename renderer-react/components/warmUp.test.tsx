/**
 * `prefetch: 'idle'` (the default: the first click on an idle page paints in one frame): the provider loads the core and the
 * dialog chunk with no interaction, and `warmUp` renders the dialog once, hidden, and takes it
 * away in the same task. It must leave nothing behind: no element, no event in the log, no state
 * change, focus where it was.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { $, cleanup, createTestModal, document, exists, run, waitUntil } from '../../test/fixtures/dom.ts'
import { mergeButtonMessages } from '../buttonMessages.ts'
import { englishCatalogue } from '../locales/registry.ts'
import type { LatchContextValue } from '../context.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { ConnectButton } from './ConnectButton.tsx'
import { loadedDialog } from './loadDialog.ts'
import { warmUp } from './ModalDialog.tsx'
import { paintAhead, shownImages } from './paintAhead.ts'

test.after.each(cleanup)

test('behavior: warmUp leaves no element, no event, no state change and focus where it was', async () => {
  const modal = createTestModal()
  await modal.load()
  // As ModalRoot does before it warms the dialog up: English, a catalogue chunk, is in.
  await englishCatalogue.load()
  const input = document.createElement('input')
  document.body.appendChild(input)
  input.focus()
  const before = { state: modal.getState(), log: modal.eventLog().length, children: document.body.children.length }
  const added: Element[] = []
  const observer = new document.defaultView!.MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if ((node as unknown as Element).getAttribute) added.push(node as unknown as Element)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const context: LatchContextValue = { modal, overrides: undefined, buttonMessages: mergeButtonMessages(undefined), locale: 'en-US', catalogue: undefined, catalogueReady: true }
  await run(() => warmUp(context))
  observer.disconnect()
  // It did render the dialog (the records of the task), and took it away again.
  assert.ok(
    added.some((node) => node.hasAttribute('data-latch-overlay')),
    'the dialog was rendered in the container',
  )
  assert.ok(
    added.every((node) => !node.isConnected),
    'every node it added has left the page',
  )
  assert.is(exists('[data-latch-modal]'), false, 'no dialog left in the page')
  assert.is(document.body.children.length, before.children, 'the container left with it')
  assert.is(document.activeElement, input, 'focus stayed in the host input')
  assert.is(modal.getState(), before.state, 'the state is the very same object')
  assert.is(modal.eventLog().length, before.log, 'no event dispatched')
})

test('behavior: paintAhead paints the shown images once at their laid-out size — in an inert, hidden, near-transparent box — and takes the box away after two frames (an SVG icon first painted on the open costs its frame)', async () => {
  const shown = document.createElement('div')
  shown.innerHTML = `<img src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E" style="width:40px;height:40px"><img src="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E" style="width:40px;height:40px"><img style="width:40px;height:40px"><img src="data:image/png;base64,AA==" style="width:0;height:0">`
  document.body.appendChild(shown)
  const images = shownImages(shown as unknown as ParentNode)
  assert.equal(
    images.map(({ width, height }) => [width, height]),
    [[40, 40]],
    'each source and size once; none without a source or a size',
  )
  shown.remove()
  const painted = paintAhead(document as unknown as Document, images)
  const box = $('[data-latch-paint-ahead]')
  assert.ok(box, 'the box is in the page while the frames pass')
  assert.ok(box.hasAttribute('inert') && box.getAttribute('aria-hidden') === 'true', 'nobody can reach it')
  assert.is((box as unknown as HTMLElement).style.opacity, '0.001')
  assert.equal(
    [...box.querySelectorAll('img')].map((img) => (img as unknown as HTMLElement).style.width),
    ['40px'],
  )
  await run(() => painted)
  assert.is(exists('[data-latch-paint-ahead]'), false, 'gone once painted')
})

test('behavior: paintAhead — with no frame to paint in (a hidden tab), the box still leaves within a second', async () => {
  const view = document.defaultView!
  const frame = view.requestAnimationFrame
  view.requestAnimationFrame = (() => 0) as unknown as typeof frame
  try {
    const painted = paintAhead(document as unknown as Document, [{ src: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E', width: 40, height: 40 }])
    assert.ok(exists('[data-latch-paint-ahead]'))
    await run(() => painted)
    assert.is(exists('[data-latch-paint-ahead]'), false)
  } finally {
    view.requestAnimationFrame = frame
  }
})

/** Mounts `ui` with React's own root (test/fixtures/dom.ts's `render` loads the dialog chunk first). */
async function mount(ui: ReactNode): Promise<Root> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container as unknown as Element)
  await act(async () => root.render(ui))
  return root
}

test("default: ModalProvider without prefetch ('idle') loads the dialog chunk with no interaction (prefetch='interaction' waits for the visitor); the modal stays closed and opens on Connect", async () => {
  // The browser's idle time, given when the test says so (a negative is proven by what
  // was asked for, not by sleeping and seeing nothing happen).
  const idle: (() => void)[] = []
  const global = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
  const saved = { request: global.requestIdleCallback, cancel: global.cancelIdleCallback }
  global.requestIdleCallback = (task: () => void) => idle.push(task)
  global.cancelIdleCallback = (id: number) => void (idle[id - 1] = () => undefined)
  try {
    assert.is(loadedDialog(), undefined, 'not loaded before a provider mounts')
    const waiting = createTestModal()
    const first = await mount(
      <ModalProvider modal={waiting} prefetch="interaction">
        <ConnectButton />
      </ModalProvider>,
    )
    assert.is(idle.length, 0, "'interaction' asks for no idle time: it waits for the visitor")
    assert.is(loadedDialog(), undefined, "'interaction' loads nothing")
    await act(async () => first.unmount())

    const modal = createTestModal()
    const root = await mount(
      <ModalProvider modal={modal}>
        <ConnectButton />
      </ModalProvider>,
    )
    assert.is(idle.length, 1, "the default asks for the page's idle time")
    assert.is(loadedDialog(), undefined, 'and loads nothing before it comes')
    await run(() => idle[0]!())
    await waitUntil(() => loadedDialog() !== undefined, 'the dialog chunk, loaded at idle')
    assert.is(modal.getState().open, false)
    assert.is(exists('[data-latch-modal]'), false, 'prefetching opens nothing')
    await run(() => modal.open())
    assert.ok($('[data-latch-modal] [data-view="Connect"]'))
    await act(async () => root.unmount())
  } finally {
    global.requestIdleCallback = saved.request
    global.cancelIdleCallback = saved.cancel
  }
})

test.run()
