import { $, cleanup, click, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

test("behavior: SPEC §8 'Invalid App Configuration' shows in the open dialog as an alert; dismissed, it does not come back (shown once)", async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal}>{null}</ModalProvider>)
  await run(() => modal.open())
  assert.not.ok(exists('[data-latch-alert]'), 'no alert without a verdict')
  await run(() => dispatchInternal(modal, events.project.checked({ origin: 'notAllowed' })))
  const alert = $('[data-latch-alert]')
  assert.is(alert.getAttribute('role'), 'alert')
  assert.is(alert.getAttribute('data-latch-alert'), 'INVALID_APP_CONFIGURATION')
  assert.match(alert.textContent ?? '', 'Invalid App Configuration')
  await click(alert.querySelector('button')!)
  assert.not.ok(exists('[data-latch-alert]'))
  await run(() => dispatchInternal(modal, events.project.checked({ analyticsRefused: true })))
  assert.not.ok(exists('[data-latch-alert]'), 'a second cause does not raise it again')
})

test('behavior: SPEC §8 the origin check\'s 429 shows "Rate Limited" only with debug', async () => {
  const quiet = createTestModal()
  await render(<ModalProvider modal={quiet}>{null}</ModalProvider>)
  await run(() => quiet.open())
  await run(() => dispatchInternal(quiet, events.project.checked({ origin: 'RATE_LIMITED' })))
  assert.not.ok(exists('[data-latch-alert]'))
  await cleanup()
  const debug = createTestModal({ debug: true })
  await render(<ModalProvider modal={debug}>{null}</ModalProvider>)
  await run(() => debug.open())
  await run(() => dispatchInternal(debug, events.project.checked({ origin: 'RATE_LIMITED' })))
  assert.match($('[data-latch-alert]').textContent ?? '', 'Rate Limited')
})

test.run()
