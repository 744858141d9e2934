import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { Modal } from '../../core/index.ts'
import { CATALOGUE_LANGUAGES } from '../locales/registry.ts'
import { resolveLocale } from '../locales/resolveLocale.ts'
import { useLatchContext } from './useLatchContext.ts'

/**
 * The locale the modal speaks: the host's `locale` option, else the browser's
 * languages, among those with a catalogue; else en-US (SPEC.md §9). `<ModalProvider>` resolves it
 * once for its subtree.
 */
export function useLocale(): string {
  return useLatchContext().locale
}

/** The resolution `useLocale` reads, done by `<ModalProvider>` from its modal's `locale` option. */
export function useResolvedLocale(modal: Modal): string {
  const subscribe = useCallback((onChange: () => void) => modal.subscribeState(() => onChange()), [modal])
  const requested = useSyncExternalStore(
    subscribe,
    () => modal.getState().config.locale,
    () => modal.getState().config.locale,
  )
  return useMemo(() => {
    const navigator = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator
    const browser = navigator?.languages ?? (navigator?.language ? [navigator.language] : [])
    return resolveLocale(requested, browser, CATALOGUE_LANGUAGES)
  }, [requested])
}
