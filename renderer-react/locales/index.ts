import type { Messages } from '../messages.ts'

/**
 * The message catalogues beside the English default (issue 17), by language subtag, each loaded
 * on first use (a page speaking English fetches none). A catalogue is a whole `Messages`: the
 * type and the catalogue completeness test fail on a missing key. None has landed yet; add one as
 * a module of this folder named by its language that exports `messages`, and register it here
 * as a key (`es`) whose value imports that module and returns its `messages`.
 */
export const LOCALE_CATALOGUES: Readonly<Record<string, () => Promise<Messages>>> = {}

/** The languages with a catalogue, English (the default) first. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', ...Object.keys(LOCALE_CATALOGUES)]

/**
 * The keys of `reference` that `catalogue` lacks or leaves empty, as dotted paths (nested records
 * such as `viewTitles` included); a function must stay a function (it takes the same arguments).
 *
 * @example
 * missingKeys({ back: 'Atrás' }, { back: 'Back', close: 'Close' }) // ['close']
 */
export function missingKeys(catalogue: unknown, reference: unknown, path = ''): string[] {
  if (typeof reference === 'function') return typeof catalogue === 'function' ? [] : [path]
  if (typeof reference === 'string') return typeof catalogue === 'string' && catalogue.trim() !== '' ? [] : [path]
  if (typeof reference !== 'object' || reference === null) return []
  const object = typeof catalogue === 'object' && catalogue !== null ? (catalogue as Record<string, unknown>) : {}
  return Object.entries(reference).flatMap(([key, value]) => missingKeys(object[key], value, path ? `${path}.${key}` : key))
}
