import { Window } from 'happy-dom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { whenIntent } from './whenIntent.ts'

function page() {
  const window = new Window()
  const document = window.document
  document.body.innerHTML = `<main><p data-text>text</p><button data-latch-connect-button><span data-label>Connect</span></button><a data-latch-opener>Open</a></main>`
  return { window, document, $: (selector: string) => document.querySelector(selector)! }
}

test('behavior: the dialog prefetch waits for intent — the page loading, a move or a click elsewhere start nothing', () => {
  const { window, document, $ } = page()
  let runs = 0
  whenIntent(document as unknown as Document, () => runs++)
  $('[data-text]').dispatchEvent(new window.PointerEvent('pointerover', { bubbles: true }))
  $('main').dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }))
  assert.is(runs, 0)
})

test('behavior: a pointer over a Latch button (or a child of it) starts the prefetch, once', () => {
  const { window, document, $ } = page()
  let runs = 0
  whenIntent(document as unknown as Document, () => runs++)
  $('[data-label]').dispatchEvent(new window.PointerEvent('pointerover', { bubbles: true }))
  $('[data-latch-connect-button]').dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }))
  assert.is(runs, 1)
})

test('behavior: keyboard focus, a touch, or a host element marked data-latch-opener count as intent', () => {
  for (const [selector, event] of [
    ['[data-latch-connect-button]', 'focusin'],
    ['[data-latch-connect-button]', 'touchstart'],
    ['[data-latch-opener]', 'pointerover'],
  ] as const) {
    const { window, document, $ } = page()
    let runs = 0
    whenIntent(document as unknown as Document, () => runs++)
    $(selector).dispatchEvent(new window.Event(event, { bubbles: true }))
    assert.is(runs, 1, `${event} on ${selector}`)
  }
})

test('behavior: cancelled (the modal opened, or unmounted), intent starts nothing', () => {
  const { window, document, $ } = page()
  let runs = 0
  const cancel = whenIntent(document as unknown as Document, () => runs++)
  cancel()
  $('[data-latch-connect-button]').dispatchEvent(new window.PointerEvent('pointerover', { bubbles: true }))
  assert.is(runs, 0)
})

test.run()
