export { CATALOGUE_LANGUAGES, LOCALE_CATALOGUES, loadCatalogue, loadedCatalogue } from './registry.ts'
export type { AlertText, LocaleCatalogue } from './catalogue.ts'

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
