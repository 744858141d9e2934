import { lazyChunk, type LazyChunk } from '../../core/lazy.ts'
import { defaultButtonMessages } from '../buttonMessages.ts'
import type { Messages } from '../messages.ts'
import type { LocaleCatalogue } from './catalogue.ts'
import { languageOf } from './resolveLocale.ts'

/**
 * The message catalogues beside the English default, by language subtag. Each is a
 * lazy chunk of its own, imported on first use: a Spanish page fetches only `es`. This file is all
 * a button page carries of them (four import thunks, English's below).
 */
export const LOCALE_CATALOGUES: Readonly<Record<string, () => Promise<LocaleCatalogue>>> = {
  es: () => import('./es.ts').then((module) => module.messages),
  ja: () => import('./ja.ts').then((module) => module.messages),
  ar: () => import('./ar.ts').then((module) => module.messages),
}

/** The languages with a catalogue, English (the default) first. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', ...Object.keys(LOCALE_CATALOGUES)]

/** Each catalogue's chunk: loaded once, a failed load forgotten (core/lazy.ts `lazyChunk`). */
const CHUNKS: Readonly<Record<string, LazyChunk<LocaleCatalogue>>> = Object.fromEntries(Object.entries(LOCALE_CATALOGUES).map(([language, load]) => [language, lazyChunk(load)]))
const chunkOf = (language: string) => (hasCatalogue(language) ? CHUNKS[language] : undefined)

/** Whether `language` (a subtag: `es`, not `es-MX`) has a catalogue of its own beside English's. */
export function hasCatalogue(language: string): boolean {
  return Object.hasOwn(LOCALE_CATALOGUES, language)
}

/**
 * The catalogue of `language` if it has loaded (so a render needs no wait); `undefined` for a
 * language still loading and for English (`englishCatalogue`, which the dialog loads).
 */
export function loadedCatalogue(language: string): LocaleCatalogue | undefined {
  return chunkOf(language)?.loaded()
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
  const chunk = chunkOf(language)
  if (!chunk) return Promise.resolve(undefined)
  return chunk.load().catch((error: unknown) => {
    console.error(`Latch: the '${language}' message catalogue could not be loaded; English is shown`, error)
    return undefined
  })
}

/**
 * English, the default catalogue: a lazy chunk too, so a page in another language does
 * not carry it. A page in English fetches it beside the dialog (`catalogueForDialog`); a page whose
 * own catalogue failed to load fetches it when the dialog first renders.
 */
export const englishCatalogue: LazyChunk<Messages> = lazyChunk(() => import('./en.ts').then((module) => ({ ...defaultButtonMessages, ...module.messages })))

/**
 * The catalogue chunk the dialog of a page speaking `locale` needs beside its own code: English's
 * when the language has no catalogue of its own; `undefined` for the others, whose catalogue the
 * provider loads as it mounts (the buttons show its words).
 *
 * @example
 * catalogueForDialog('en-US') // englishCatalogue
 * catalogueForDialog('es-ES') // undefined
 */
export function catalogueForDialog(locale: string): LazyChunk<Messages> | undefined {
  return hasCatalogue(languageOf(locale)) ? undefined : englishCatalogue
}
