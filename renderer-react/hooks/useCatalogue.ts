import { useEffect, useState } from 'react'
import type { LocaleCatalogue } from '../locales/catalogue.ts'
import { loadCatalogue, loadedCatalogue, LOCALE_CATALOGUES } from '../locales/registry.ts'
import { languageOf } from '../locales/resolveLocale.ts'

/**
 * The catalogue of `locale`'s language (issue 17), loaded on first use: `{ catalogue: undefined,
 * ready: true }` for English (the renderer's own default), `ready: false` while another language's
 * chunk is on its way, then its catalogue (or English again, should the chunk fail to load).
 */
export function useCatalogue(locale: string): { catalogue: LocaleCatalogue | undefined; ready: boolean } {
  const language = languageOf(locale)
  const wanted = Object.hasOwn(LOCALE_CATALOGUES, language)
  const [settled, setSettled] = useState<{ language: string; catalogue: LocaleCatalogue | undefined } | undefined>()
  const catalogue = loadedCatalogue(language)
  useEffect(() => {
    if (!wanted || catalogue) return
    let live = true
    void loadCatalogue(language).then((loaded) => live && setSettled({ language, catalogue: loaded }))
    return () => {
      live = false
    }
  }, [language, wanted, catalogue])
  if (!wanted) return { catalogue: undefined, ready: true }
  if (catalogue) return { catalogue, ready: true }
  return settled?.language === language ? { catalogue: settled.catalogue, ready: true } : { catalogue: undefined, ready: false }
}
