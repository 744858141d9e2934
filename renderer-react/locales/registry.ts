import type { LocaleCatalogue } from './catalogue.ts'

/**
 * The message catalogues beside the English default (issue 17), by language subtag. Each is a
 * lazy chunk of its own, imported on first use: a page speaking English fetches none, a Spanish
 * one fetches only `es`. This file is all a button page carries of them (three import thunks).
 */
export const LOCALE_CATALOGUES: Readonly<Record<string, () => Promise<LocaleCatalogue>>> = {
  es: () => import('./es.ts').then((module) => module.messages),
  ja: () => import('./ja.ts').then((module) => module.messages),
  ar: () => import('./ar.ts').then((module) => module.messages),
}

/** The languages with a catalogue, English (the default) first. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', ...Object.keys(LOCALE_CATALOGUES)]

const loaded = new Map<string, LocaleCatalogue>()
const loading = new Map<string, Promise<LocaleCatalogue | undefined>>()

/**
 * The catalogue of `language` if it has loaded (so a render needs no wait); `undefined` for English
 * (the default catalogue is the renderer's own) and for a language still loading.
 */
export function loadedCatalogue(language: string): LocaleCatalogue | undefined {
  return loaded.get(language)
}

/**
 * Loads the catalogue of `language` once; English and a language without a catalogue resolve to
 * `undefined` at once. A failed load (offline, a deploy that removed the chunk) is forgotten, so
 * the next call tries again, and resolves to `undefined`: the modal then speaks English.
 *
 * @example
 * (await loadCatalogue('es'))?.back // 'Atrás'
 */
export function loadCatalogue(language: string): Promise<LocaleCatalogue | undefined> {
  const load = Object.hasOwn(LOCALE_CATALOGUES, language) ? LOCALE_CATALOGUES[language] : undefined
  if (!load) return Promise.resolve(undefined)
  let pending = loading.get(language)
  if (!pending) {
    pending = load().then(
      (catalogue) => (loaded.set(language, catalogue), catalogue),
      (error: unknown) => {
        loading.delete(language)
        console.error(`Latch: the '${language}' message catalogue could not be loaded; English is shown`, error)
        return undefined
      },
    )
    loading.set(language, pending)
  }
  return pending
}
