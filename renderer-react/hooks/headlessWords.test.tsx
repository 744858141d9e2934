/**
 * The WalletButton's words for email and the social providers are the modal's own (the Connect
 * view's "Continue with email" and "Continue with {provider}", the providers' names), in every
 * language the modal ships, right to left in Arabic, with a host's `messages` over them — and
 * they show before the core or the own-UI chunk has loaded (nothing to wait for).
 */
import { $, cleanup, createTestModal, render, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ModalProvider } from '../ModalProvider.tsx'
import { WalletButton } from '../components/WalletButton.tsx'
import { messages as english } from '../locales/en.ts'
import { CATALOGUE_LANGUAGES, loadCatalogue } from '../locales/registry.ts'
import type { MessageOverrides } from '../messages.ts'

test.after.each(cleanup)

/** A catalogue's words for the two buttons (English's from locales/en.ts, the default). */
async function wordsOf(language: string) {
  const catalogue = (await loadCatalogue(language)) ?? english
  return { email: catalogue.continueWithEmail, google: catalogue.continueWith(catalogue.socialNames.google), github: catalogue.continueWith(catalogue.socialNames.github) }
}

async function renderButtons(locale: string | undefined, overrides?: MessageOverrides) {
  const modal = createTestModal({ previewFlows: ['email'], ...(locale ? { locale } : {}) })
  await render(
    <ModalProvider modal={modal} renderModal={false} {...(overrides ? { messages: overrides } : {})}>
      <WalletButton wallet="email" />
      <WalletButton wallet="google" />
      <WalletButton wallet="github" />
    </ModalProvider>,
  )
  // The label, without the avatar's letter (aria-hidden): what a screen reader announces.
  const text = (wallet: string) =>
    [...$(`[data-latch-wallet-button="${wallet}"]`).childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('')
  return { text, button: (wallet: string) => $(`[data-latch-wallet-button="${wallet}"]`) }
}

test('behavior: SPEC §9 every language the modal ships labels the email and social WalletButtons with its own catalogue’s words (the Connect view’s)', async () => {
  assert.ok(CATALOGUE_LANGUAGES.length >= 4, CATALOGUE_LANGUAGES.join())
  for (const language of CATALOGUE_LANGUAGES) {
    const words = await wordsOf(language)
    const { text } = await renderButtons(language === 'en' ? undefined : language)
    await waitUntil(() => text('email') === words.email, `${language}: the email button says ${words.email} (it says ${text('email')})`)
    assert.is(text('google'), words.google, language)
    assert.is(text('github'), words.github, language)
    await cleanup()
  }
})

test('behavior: Arabic (right to left) — the buttons read right to left on a left-to-right page; Spanish and English stay left to right', async () => {
  const arabic = await renderButtons('ar-EG')
  const ar = await wordsOf('ar')
  await waitUntil(() => arabic.text('google') === ar.google, 'the Arabic words')
  assert.is(arabic.text('google'), 'المتابعة باستخدام Google')
  assert.is(arabic.text('email'), 'المتابعة بالبريد الإلكتروني')
  for (const wallet of ['email', 'google', 'github']) assert.is(arabic.button(wallet).getAttribute('dir'), 'rtl', wallet)
  await cleanup()
  const spanish = await renderButtons('es-MX')
  await waitUntil(() => spanish.text('google') === 'Continuar con Google', 'the Spanish words')
  assert.is(spanish.text('email'), 'Continuar con correo')
  assert.is(spanish.button('google').getAttribute('dir'), null)
  await cleanup()
  const englishPage = await renderButtons(undefined)
  assert.is(englishPage.text('google'), english.continueWith(english.socialNames.google), 'English before any catalogue loaded: the same words as locales/en.ts')
  assert.is(englishPage.text('email'), english.continueWithEmail)
})

test('behavior: a host’s messages override the buttons’ words as they do the views’ (continueWith, continueWithEmail, socialNames)', async () => {
  const { text } = await renderButtons('es-MX', { continueWithEmail: 'Entrar con correo', socialNames: { google: 'Gmail' } })
  await waitUntil(() => text('google') === 'Continuar con Gmail', `the Spanish phrase with the host's name (it says ${text('google')})`)
  assert.is(text('email'), 'Entrar con correo')
  assert.is(text('github'), 'Continuar con GitHub')
})

test.run()
