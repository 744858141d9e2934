/**
 * Every language: the modal root speaks the resolved locale (`lang`, `dir`), its texts
 * come from that language's catalogue — a lazy chunk loaded on first use — and an English host
 * loads none of them.
 */
import { $, cleanup, createTestModal, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ModalProvider } from '../ModalProvider.tsx'
import { ConnectButton } from '../components/ConnectButton.tsx'
import { loadedCatalogue } from '../locales/registry.ts'

test.after.each(cleanup)

// First in this file: the catalogues are cached per page, so this sees a page that never asked.
test('default: SPEC §9 an English host (option en, or none and an English browser) speaks en-US, left to right, and loads no catalogue', async () => {
  for (const locale of [undefined, 'en-GB', 'fr-FR']) {
    const modal = createTestModal(locale ? { locale } : {})
    await render(<ModalProvider modal={modal}>{null}</ModalProvider>)
    await run(() => modal.open())
    const root = $('[data-latch-modal]')
    assert.is(root.getAttribute('lang'), locale === 'en-GB' ? 'en-GB' : 'en-US', String(locale))
    assert.is(root.getAttribute('dir'), 'ltr')
    assert.is($('.latch-title').textContent, 'Connect wallet')
    assert.is(modal.getState().config.locale, locale, 'the option is recorded in the config')
    await cleanup()
  }
  assert.equal(['es', 'ja', 'ar'].map(loadedCatalogue), [undefined, undefined, undefined], 'no catalogue chunk was loaded')
})

test('behavior: Arabic — dir=rtl on the modal root, Arabic texts in the dialog and the button', async () => {
  const modal = createTestModal({ locale: 'ar-EG' })
  await render(
    <ModalProvider modal={modal}>
      <ConnectButton />
    </ModalProvider>,
  )
  await waitUntil(() => $('[data-latch-connect-button], button').textContent === 'ربط المحفظة', 'the Arabic button text')
  await run(() => modal.open())
  const root = $('[data-latch-modal]')
  assert.is(root.getAttribute('lang'), 'ar-EG')
  assert.is(root.getAttribute('dir'), 'rtl')
  assert.is($('.latch-title').textContent, 'ربط المحفظة')
  assert.is($('[data-latch-close]').getAttribute('aria-label'), 'إغلاق')
  assert.ok(loadedCatalogue('ar'))
  assert.not.ok(loadedCatalogue('es'), 'only the language asked for is loaded')
})

test('behavior: Japanese and Spanish — their catalogue, left to right; a host override still wins over the locale', async () => {
  const ja = createTestModal({ locale: 'ja-JP' })
  await render(<ModalProvider modal={ja}>{null}</ModalProvider>)
  await run(() => ja.open())
  await waitUntil(() => document.querySelector('[data-latch-modal]') !== null, 'the dialog once the catalogue is in')
  assert.is($('[data-latch-modal]').getAttribute('dir'), 'ltr')
  assert.is($('.latch-title').textContent, 'ウォレットを接続')
  await cleanup()

  const es = createTestModal({ locale: 'es-MX' })
  await render(
    <ModalProvider modal={es} messages={{ close: 'Salir' }}>
      {null}
    </ModalProvider>,
  )
  await run(() => es.open())
  await waitUntil(() => document.querySelector('[data-latch-modal]') !== null, 'the dialog once the catalogue is in')
  assert.is($('[data-latch-modal]').getAttribute('lang'), 'es-MX')
  assert.is($('.latch-title').textContent, 'Conectar billetera')
  assert.is($('[data-latch-close]').getAttribute('aria-label'), 'Salir')
  assert.is($('[data-latch-back], [data-latch-help]').getAttribute('aria-label'), '¿Qué es una billetera?')
})

test.run()
