import { useEffect, useLayoutEffect, type RefObject } from 'react'
import { focusableIn } from './focusable.ts'

/**
 * A real dialog's focus rules: focus moves in when it opens (and into each new view when the
 * focused control went away with the old one), Tab and Shift+Tab cycle inside, Escape calls
 * `onEscape`, and focus returns to the opener when the dialog unmounts.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, viewKey: string, onEscape: () => void): void {
  // Layout effect: runs before any passive effect could move focus, so the opener is still focused.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    const active = doc.activeElement as HTMLElement | null
    const opener = active && active !== doc.body && !dialog.contains(active) ? active : null
    return () => {
      // Only when focus is not already somewhere the host chose (inside the gone dialog or nowhere).
      const now = doc.activeElement
      if (opener?.isConnected && (now === null || now === doc.body || dialog.contains(now))) opener.focus()
    }
  }, [dialogRef])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view (`viewKey`) is what moves focus; the effect reads the DOM, not the key
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    if (dialog.contains(doc.activeElement)) return
    const view = dialog.querySelector<HTMLElement>('[data-view]')
    const target = (view && focusableIn(view)[0]) ?? focusableIn(dialog)[0] ?? dialog
    target.focus()
  }, [dialogRef, viewKey])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(dialog)
      const first = items[0]
      const last = items[items.length - 1]
      const active = doc.activeElement
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
      } else if (!dialog.contains(active)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [dialogRef, onEscape])
}
