/**
 * Every language: each registered catalogue has every key of the English default
 * (SPEC.md §8's exact texts stay the defaults), and the locale falls back from the option to the
 * browser to en-US (SPEC.md §9), with numbers and dates through Intl.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { catalogueForDialog, englishCatalogue } from './registry.ts'
import { defaultButtonMessages } from '../buttonMessages.ts'
import { defaultSwapMessages } from '../swapMessages.ts'
import { ALERT_MESSAGES } from '../alertMessages.ts'
import { CATALOGUE_LANGUAGES, LOCALE_CATALOGUES, loadCatalogue, loadedCatalogue, missingKeys } from './index.ts'
import { isRtl, resolveLocale } from './resolveLocale.ts'
import { formatCurrency, formatDate, formatNumber } from '../../core/rules/formatNumber.ts'

/** English, the default catalogue: a lazy chunk. */
const defaultMessages = await englishCatalogue.load()

test('behavior: every registered catalogue has every key of the English catalogue (a missing key fails)', async () => {
  assert.equal(Object.keys(LOCALE_CATALOGUES).sort(), ['ar', 'es', 'ja'], 'at least Spanish, Japanese and Arabic (a right-to-left one among them)')
  for (const [language, load] of Object.entries(LOCALE_CATALOGUES)) {
    const catalogue = await load()
    assert.equal(missingKeys(catalogue, defaultMessages), [], `catalogue '${language}'`)
    // The texts English keeps in files of their own are whole in each catalogue too.
    assert.equal(missingKeys(catalogue.swap, defaultSwapMessages), [], `catalogue '${language}' swap`)
    assert.equal(missingKeys(catalogue.alerts, ALERT_MESSAGES), [], `catalogue '${language}' alerts`)
  }
  assert.equal(missingKeys(defaultMessages, defaultMessages), [], 'the English default is complete (no empty text)')
})

test('behavior: English is a catalogue chunk the dialog of an English page (or of a language without a catalogue) fetches beside its own; a page in a language with a catalogue fetches only that one', async () => {
  assert.is(catalogueForDialog('en-US'), englishCatalogue)
  assert.is(catalogueForDialog('fr-FR'), englishCatalogue, 'no French catalogue: the modal speaks English')
  for (const locale of ['es-MX', 'ja-JP', 'ar-EG']) assert.is(catalogueForDialog(locale), undefined, locale)
  // The buttons' words stay up front (buttonMessages.ts; buttonMessages.test.ts checks each): the chunk joins them to the rest.
  assert.is(defaultMessages.connectWallet, defaultButtonMessages.connectWallet)
  assert.is(defaultMessages.viewTitles.Connect, 'Connect wallet')
  assert.is(englishCatalogue.loaded(), defaultMessages, 'loaded once, read at once from then on')
})

test('error: missingKeys names a missing, empty or wrongly typed key, nested ones by their path', () => {
  const catalogue: Record<string, unknown> = { ...defaultMessages, back: '', viewTitles: { ...defaultMessages.viewTitles, Connect: undefined }, openAccount: 'not a function' }
  delete catalogue.close
  assert.equal(missingKeys(catalogue, defaultMessages).sort(), ['back', 'close', 'openAccount', 'viewTitles.Connect'])
})

test('behavior: a catalogue speaks its language — no entry left in English but names and symbols', async () => {
  const english = flatten(defaultMessages)
  // Proper names, symbols and formats that read the same in every language.
  const same =
    /^(viewTitles\.(ConnectingWalletConnect|ConnectingFarcaster)|namespaceNames\..*|socialNames\..*|downloadLinks\.(app_store|play_store)|tabs\.(Tokens|NFTs)|nfts\.list|token|activity\.(day|time|transfer)|tokenQuantity|tabEmpty\.NFTs)$/
  for (const [language, load] of Object.entries(LOCALE_CATALOGUES)) {
    const catalogue = flatten(await load())
    const untranslated = [...english].filter(([key, text]) => typeof text === 'string' && catalogue.get(key) === text && !same.test(key)).map(([key]) => key)
    assert.equal(untranslated, [], `catalogue '${language}'`)
  }
})

test('behavior: a catalogue is a function of the same arguments where English has one (the words around them translated)', async () => {
  const { messages: es } = await import('./es.ts')
  const { messages: ja } = await import('./ja.ts')
  const { messages: ar } = await import('./ar.ts')
  assert.is(es.continueIn('MetaMask'), 'Continúa en MetaMask')
  assert.is(ja.errors.errorRegisteringName('alice'), '名前 alice の登録でエラーが発生しました')
  assert.is(ar.openAccount('0x12…34'), 'فتح الحساب 0x12…34')
  assert.is(es.walletsRateLimited(58), 'Límite de solicitudes: inténtalo de nuevo en 58 s')
  assert.is(ja.activity.day('2026-11-23'), '2026年11月23日')
  assert.is(es.activity.day('bad'), 'bad')
})

test('default: English and a language without a catalogue load nothing (no chunk; prototype names are not languages)', async () => {
  for (const language of ['en', 'fr', 'constructor', 'toString', '__proto__']) assert.is(await loadCatalogue(language), undefined, language)
  assert.is(loadedCatalogue('en'), undefined)
})

test('default: SPEC §9 en-US without an option or a usable browser language', () => {
  assert.is(resolveLocale(undefined, []), 'en-US')
  assert.is(resolveLocale('not a tag!', ['@@']), 'en-US')
  assert.ok(CATALOGUE_LANGUAGES.includes('en'))
})

test('behavior: the locale option wins, then the browser languages in order; with catalogues, the first language that has one', () => {
  assert.is(resolveLocale('ja-JP', ['es-ES']), 'ja-JP')
  assert.is(resolveLocale(undefined, ['ar-EG', 'en']), 'ar-EG')
  assert.is(resolveLocale('es-mx', []), 'es-MX', 'canonicalised')
  assert.is(resolveLocale(undefined, ['de-DE', 'es-MX'], ['en', 'es']), 'es-MX')
  assert.is(resolveLocale('fr', ['de'], ['en']), 'en-US')
  assert.ok(isRtl('ar-EG'))
  assert.not.ok(isRtl('ja-JP'))
})

test("behavior: SPEC §9 numbers en-US by default, the locale's through Intl otherwise; dates too", () => {
  assert.is(formatNumber('1234.5678', 3), '1,234.568')
  assert.is(formatNumber('1234.5', 2, 'de-DE'), '1.234,5')
  assert.is(formatCurrency(12.3), '$12.30')
  assert.match(formatCurrency(12.3, 'EUR', 'es-ES'), /^12,30\s€$/)
  assert.match(formatDate(Date.UTC(2026, 10, 23, 21, 5), 'en-US', 'UTC'), /^Nov 23, 2026, 9:05\sPM$/)
  assert.match(formatDate(Date.UTC(2026, 10, 23, 21, 5), 'ja-JP', 'UTC'), /^2026\/11\/23 21:05$/)
})

function flatten(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into)
  else into.set(path, value)
  return into
}

test.run()
