/**
 * EmailLogin and EmailVerifyOtp (SPEC.md §2, §5 email label, §8 throttle text), in
 * happy-dom through the real modal; the login's answers are fed as the facts the epic would emit.
 */
import { $, cleanup, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const LONG = 'someone.with.a.very.long.mailbox.name@example.com'

async function start() {
  // The email preview without latch/embedded: the reducer refuses with 'No auth connector found'.
  const modal = createTestModal({ adapters: [createTestAdapter('eip155')], previewFlows: ['email'] })
  await render(<ModalProvider modal={modal} />)
  await run(() => modal.open())
  return modal
}

test("error: SPEC §8 without an AUTH connector EmailLogin says 'No auth connector found'", async () => {
  const modal = await start()
  await run(() => modal.dispatch(events.ui.emailSubmitted({ email: LONG })))
  assert.ok(exists('[data-view="EmailLogin"]'))
  assert.is($('[data-email-problem]').textContent, 'No auth connector found')
  // SPEC.md §5: the label is cut to 30 characters with an ellipsis.
  assert.is($('[data-email-label]').textContent, `Log in as ${LONG.slice(0, 30)}…`)
})

test('behavior: SPEC §8 an embedded-wallet alert shows its text in EmailLogin; a stale answer changes nothing', async () => {
  const modal = await start()
  await run(() => modal.dispatch(events.ui.emailSubmitted({})))
  assert.ok(exists('[data-view="EmailLogin"]'))
  await run(() => dispatchInternal(modal, events.embedded.storageRestored({ email: LONG })))
  await run(() => dispatchInternal(modal, events.embedded.emailFailed({ requestId: 'none', error: { name: 'X', shortMessage: 'x' } })))
  // A stale answer (no login pending) changes nothing.
  assert.not.ok(exists('[data-email-problem]'))
  await run(() => dispatchInternal(modal, events.embedded.alerted({ alert: 'IFRAME_REQUEST_TIMEOUT' })))
  assert.is($('[data-email-problem]').textContent, 'Embedded Wallet Request Timed Out')
})

test.run()
