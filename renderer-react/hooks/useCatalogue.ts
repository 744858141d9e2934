import { useEffect, useState } from 'react'
import type { LocaleCatalogue } from '../locales/catalogue.ts'
import { hasCatalogue, loadCatalogue, loadedCatalogue } from '../locales/registry.ts'
import { languageOf } from '../locales/resolveLocale.ts'

/**
 * The catalogue of `locale`'s language, loaded on first use: `{ catalogue: undefined,
 * ready: true }` for English (its chunk comes with the dialog's), `ready: false` while another
 * language's chunk is on its way, then its catalogue — or, should the chunk fail to load, none and
 * `fellBack: true`: the modal then speaks English.
 */
export function useCatalogue(locale: string): { catalogue: LocaleCatalogue | undefined; ready: boolean; fellBack: boolean } {
  const language = languageOf(locale)
  const wanted = hasCatalogue(language)
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
  if (!wanted) return { catalogue: undefined, ready: true, fellBack: false }
  if (catalogue) return { catalogue, ready: true, fellBack: false }
  if (settled?.language !== language) return { catalogue: undefined, ready: false, fellBack: false }
  return { catalogue: settled.catalogue, ready: true, fellBack: settled.catalogue === undefined }
}
