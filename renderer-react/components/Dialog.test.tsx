import { $, $$, cleanup, click, createTestModal, document, exists, focused, press, render, run, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { ConnectButton } from './ConnectButton.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

async function setup(options: Parameters<typeof createTestModal>[0] = {}) {
  const modal = createTestModal(options)
  const view = await render(
    <ModalProvider modal={modal}>
      <button type="button" data-outside>
        outside
      </button>
      <ConnectButton />
    </ModalProvider>,
  )
  return { modal, ...view }
}

test('behavior: API DOM contract — no dialog while closed; open shows [data-latch-modal] role=dialog, aria-modal, labelled by its title', async () => {
  const { modal, container } = await setup()
  assert.not.ok(exists('[data-latch-modal]'))
  await run(() => modal.open())
  const dialog = $('[data-latch-modal]')
  assert.is(dialog.getAttribute('role'), 'dialog')
  assert.is(dialog.getAttribute('aria-modal'), 'true')
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
  assert.ok(title && dialog.contains(title as unknown as Node))
  assert.is(title?.textContent, 'Connect wallet')
  assert.ok(exists('[data-latch-modal] [data-view="Connect"]'))
  // SPEC/API: portalled to document.body, not rendered inside the host's tree.
  assert.not.ok(container.contains(dialog as unknown as Node))
  assert.is(dialog.closest('[data-latch-portal]')?.parentElement, document.body as unknown as HTMLElement)
})

test('behavior: dialog — focus moves inside on open and returns to the opener on close', async () => {
  await setup()
  const opener = $('[data-latch-connect-button]')
  await click(opener)
  const dialog = $('[data-latch-modal]')
  assert.ok(dialog.contains(focused() as Node), 'focus is inside the dialog')
  assert.is.not(focused(), opener)
  await click($('[data-latch-close]'))
  assert.not.ok(exists('[data-latch-modal]'))
  assert.is(focused(), opener)
})

test('behavior: dialog — Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  const dialog = $('[data-latch-modal]')
  const controls = $$('[data-latch-modal] button, [data-latch-modal] input').filter((el) => el.getAttribute('tabindex') !== '-1')
  assert.ok(controls.length >= 3)
  const first = controls[0]!
  const last = controls[controls.length - 1]!
  last.focus()
  assert.not.ok(await press('Tab'), 'Tab on the last control is handled')
  assert.is(focused(), first)
  assert.not.ok(await press('Tab', { shiftKey: true }))
  assert.is(focused(), last)
  // In between, the browser's own order is left alone.
  first.focus()
  assert.ok(await press('Tab'))
  // Focus that escaped the dialog is pulled back in.
  $('[data-outside]').focus()
  await press('Tab')
  assert.ok(dialog.contains(focused() as Node))
})

test('behavior: WAI-ARIA dialog — Escape closes the modal from any view (not only the root) and focus returns to the opener', async () => {
  const { modal } = await setup()
  await click($('[data-latch-connect-button]'))
  await run(() => dispatchInternal(modal, events.router.navigated({ view: 'AllWallets' })))
  await run(() => dispatchInternal(modal, events.router.navigated({ view: 'Networks' })))
  assert.ok(exists('[data-view="Networks"]'))
  await press('Escape')
  assert.not.ok(exists('[data-latch-modal]'))
  assert.is(modal.getState().open, false)
  assert.is(modal.eventLog().at(-1)?.type, 'modal/closeRequested')
  assert.is(modal.getState().view, 'Connect', 'SPEC §2 closing resets the stack')
  assert.is(focused(), $('[data-latch-connect-button]'), 'focus back on the opener')
})

test('behavior: Escape closes from the root view too; a reopened modal starts at its root', async () => {
  await setup()
  await click($('[data-latch-connect-button]'))
  await press('Escape')
  assert.not.ok(exists('[data-latch-modal]'))
  await click($('[data-latch-connect-button]'))
  assert.ok(exists('[data-view="Connect"]'))
})

test('behavior: SPEC §2 the back button goes back one view (Escape is not needed for that)', async () => {
  const { modal } = await setup()
  await click($('[data-latch-connect-button]'))
  await run(() => dispatchInternal(modal, events.router.navigated({ view: 'AllWallets' })))
  await click($('[data-latch-back]'))
  assert.ok(exists('[data-view="Connect"]'))
  assert.is(modal.getState().open, true)
  assert.not.ok(exists('[data-latch-back]'), 'no back button at the root')
})

test('behavior: SPEC §2 the back button appears below the root and dispatches router/wentBack', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  assert.not.ok(exists('[data-latch-back]'), 'no back button at the root')
  await run(() => dispatchInternal(modal, events.router.navigated({ view: 'Networks' })))
  const back = $('[data-latch-back]')
  assert.is(back.getAttribute('aria-label'), 'Back')
  await click(back)
  assert.is(modal.eventLog().at(-1)?.type, 'router/wentBack')
  assert.ok(exists('[data-view="Connect"]'))
})

test('behavior: the close button calls modal.close() (modal/closeRequested)', async () => {
  const { modal } = await setup()
  await run(() => modal.open({ view: 'Networks' }))
  await click($('[data-latch-close]'))
  assert.is(modal.eventLog().at(-1)?.type, 'modal/closeRequested')
  assert.is(modal.getState().open, false)
})

test('behavior: a click on the backdrop closes, a click inside the dialog does not', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  await click($('[data-latch-modal] [data-view]'))
  assert.is(modal.getState().open, true)
  await click($('[data-latch-overlay]'))
  assert.is(modal.getState().open, false)
})

test('behavior: API theme — data-theme and --latch-* variables follow setThemeMode; host themeVariables win', async () => {
  const { modal } = await setup({ themeMode: 'dark', themeVariables: { accent: '#ff00aa', '--latch-radius-card': '8px' } })
  await run(() => modal.open())
  const dialog = $('[data-latch-modal]')
  assert.is(dialog.getAttribute('data-theme'), 'dark')
  const dark = dialog.style.getPropertyValue('--latch-color-bg')
  assert.ok(dark)
  assert.is(dialog.style.getPropertyValue('--latch-accent'), '#ff00aa')
  assert.is(dialog.style.getPropertyValue('--latch-radius-card'), '8px')
  await run(() => modal.setThemeMode('light'))
  assert.is($('[data-latch-modal]').getAttribute('data-theme'), 'light')
  const light = $('[data-latch-modal]').style.getPropertyValue('--latch-color-bg')
  assert.ok(light)
  assert.is.not(light, dark)
  assert.is($('[data-latch-modal]').style.getPropertyValue('--latch-accent'), '#ff00aa')
  assert.is($('[data-latch-connect-button]').getAttribute('data-theme'), 'light')
})

test('behavior: SPEC §9 width 360 px, z-index 999 and the animation durations are the root variables', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  const style = $('[data-latch-modal]').style
  assert.is(style.getPropertyValue('--latch-modal-width'), '360px')
  assert.is(style.getPropertyValue('--latch-z-index'), '999')
  assert.is(style.getPropertyValue('--latch-duration-header'), '120ms')
  assert.is(style.getPropertyValue('--latch-duration-height'), '150ms')
  assert.is(style.getPropertyValue('--latch-duration-view'), '150ms')
  const css = $$('style[data-latch-styles], style[data-latch-modal-styles]')
    .map((el) => el.textContent ?? '')
    .join('\n')
  assert.match(css, /prefers-reduced-motion:\s*reduce/)
  assert.match(css, /max-width:\s*429\.98px/)
})

test('behavior: SPEC §4 the modal shakes while state.shake is set', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  assert.is($('[data-latch-modal]').getAttribute('data-shake'), 'false')
  await run(() => modal.dispatch(events.modal.shakeRequested()))
  assert.is($('[data-latch-modal]').getAttribute('data-shake'), 'true')
  await run(() => dispatchInternal(modal, events.modal.shakeEnded()))
  assert.is($('[data-latch-modal]').getAttribute('data-shake'), 'false')
})

test('behavior: SPEC §4 the snackbar shows state.snackbar as text and its dismiss button dispatches snackbar/dismissed', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  assert.not.ok(exists('[data-snackbar]'))
  await run(() => modal.dispatch(events.snackbar.requested({ message: '<b>Copied</b>', variant: 'error' })))
  const snack = $('[data-snackbar]')
  assert.is(snack.getAttribute('role'), 'alert')
  assert.is(snack.querySelector('span')?.textContent, '<b>Copied</b>')
  assert.is(snack.querySelector('b'), null)
  await click(snack.querySelector('button') as HTMLElement)
  assert.is(modal.eventLog().at(-1)?.type, 'snackbar/dismissed')
  assert.not.ok(exists('[data-snackbar]'))
})

test('behavior: WCAG 2.2.1 — pointer over the snackbar or focus inside it holds it; leaving releases it', async () => {
  const { modal } = await setup()
  await run(() => modal.open())
  await run(() => modal.dispatch(events.snackbar.requested({ message: 'Address copied', variant: 'success' })))
  const snack = $('[data-snackbar]')
  await run(() => snack.dispatchEvent(new window.MouseEvent('mouseover', { bubbles: true }) as unknown as Event))
  assert.is(modal.getState().snackbar?.held, true)
  await run(() => (snack.querySelector('button') as HTMLElement).focus())
  await run(() => snack.dispatchEvent(new window.MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }) as unknown as Event))
  assert.is(modal.getState().snackbar?.held, true, 'focus is still inside')
  await run(() => ($('[data-latch-close]') as HTMLElement).focus())
  assert.is(modal.getState().snackbar?.held, undefined)
  assert.equal(
    modal
      .eventLog()
      .filter((e) => e.type.startsWith('snackbar/hold'))
      .map((e) => e.type),
    ['snackbar/holdStarted', 'snackbar/holdEnded'],
  )
})

test('behavior: views not built yet show the shared NotYetAvailable panel with the view name', async () => {
  const { modal } = await setup()
  await run(() => modal.open({ view: 'Transactions' }))
  const view = $('[data-view="Transactions"]')
  assert.ok(view.querySelector('[data-not-yet-available]'))
  assert.match(view.textContent ?? '', /not available yet/)
})

test('behavior: every control in the dialog has an accessible name', async () => {
  const { modal } = await setup()
  for (const view of ['Connect', 'Networks', 'Send', 'SendPreview', 'Receive', 'ConnectingExternal'] as const) {
    await run(() => modal.open({ view }))
    for (const control of $$('[data-latch-modal] button, [data-latch-modal] input, [data-latch-modal] select')) {
      // aria-label, else a <label for>, else the text content (buttons).
      const label = control.id ? document.querySelector(`label[for="${control.id}"]`)?.textContent : undefined
      const name = control.getAttribute('aria-label') ?? label ?? control.textContent ?? ''
      assert.ok(name.trim().length > 0, `${view}: ${control.outerHTML.slice(0, 80)} has no name`)
    }
  }
})

test('parameters: ModalProvider messages override the English catalogue', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} messages={{ viewTitles: { Connect: 'Wallet verbinden' }, close: 'Schließen' }} />)
  await run(() => modal.open())
  assert.is($('[data-latch-modal] h2').textContent, 'Wallet verbinden')
  assert.is($('[data-latch-close]').getAttribute('aria-label'), 'Schließen')
})

test.run()
