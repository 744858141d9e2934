import { useMemo } from 'react'
import { CATALOGUE_LANGUAGES } from '../locales/index.ts'
import { resolveLocale } from '../locales/resolveLocale.ts'
import { useModalState } from './useModalState.ts'

/**
 * The locale the modal speaks (issue 17): the host's `locale` option, else the browser's
 * languages, among those with a catalogue; else en-US (SPEC.md §9).
 */
export function useLocale(): string {
  const requested = useModalState((state) => state.config.locale)
  return useMemo(() => {
    const navigator = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator
    const browser = navigator?.languages ?? (navigator?.language ? [navigator.language] : [])
    return resolveLocale(requested, browser, CATALOGUE_LANGUAGES)
  }, [requested])
}
