import { $, cleanup, createTestModal, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

test('default: SPEC §9 the modal root speaks en-US, left to right, while English is the only catalogue — whatever the option asks', async () => {
  for (const locale of [undefined, 'ar-EG', 'ja-JP']) {
    const modal = createTestModal(locale ? { locale } : {})
    await render(<ModalProvider modal={modal}>{null}</ModalProvider>)
    await run(() => modal.open())
    const root = $('[data-latch-modal]')
    assert.is(root.getAttribute('lang'), 'en-US', String(locale))
    assert.is(root.getAttribute('dir'), 'ltr')
    assert.is(modal.getState().config.locale, locale, 'the option is recorded in the config')
    await cleanup()
  }
})

test.run()
