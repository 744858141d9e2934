import { EMPTY, Observable } from 'rxjs'
import { systemPreferenceChanged } from '../events/theme.ts'
import type { ModalEvent } from '../events/index.ts'
import type { Epic } from '../store.ts'

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/** SPEC.md §4: the theme follows changes of the system preference (`prefers-color-scheme`). */
export const systemThemeEpic: Epic = (_event$, _state$, deps) => {
  const media = deps.window?.matchMedia?.(DARK_SCHEME_QUERY)
  if (!media?.addEventListener) return EMPTY
  return new Observable<ModalEvent>((subscriber) => {
    const listener = (event: { matches: boolean }) => subscriber.next(systemPreferenceChanged({ mode: event.matches ? 'dark' : 'light' }))
    media.addEventListener?.('change', listener)
    return () => media.removeEventListener?.('change', listener)
  })
}
