/** The elements whose use opens the modal: Latch's buttons, and any host element marked `data-latch-opener`. */
export const OPENERS = '[data-latch-connect-button],[data-latch-account-button],[data-latch-network-button],[data-latch-opener]'

/** What shows the intent to open, ahead of the click: a pointer arriving, a press, a touch, keyboard focus. */
const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * Runs `task` once, at the first sign that the user is about to use an opener (`OPENERS`): a
 * pointer over it, a press or touch on it, keyboard focus on it. Returns its cancel.
 *
 * The dialog chunk is fetched on intent rather than when the browser is idle, so a page
 * whose visitor never goes for the button fetches only the core and the buttons; a mouse user's
 * pointer reaches the button a few hundred ms before the click, time enough to fetch the chunk.
 *
 * @example
 * const cancel = whenIntent(document, () => void loadDialog())
 */
export function whenIntent(target: Pick<Document, 'addEventListener' | 'removeEventListener'> | undefined, task: () => void): () => void {
  if (!target) return () => undefined
  const listener = (event: Event) => {
    const element = event.target as { closest?: (selector: string) => unknown } | null
    if (!element?.closest?.(OPENERS)) return
    cancel()
    task()
  }
  const cancel = () =>
    INTENTS.forEach((type) => {
      target.removeEventListener(type, listener, true)
    })
  INTENTS.forEach((type) => {
    target.addEventListener(type, listener, { capture: true, passive: true })
  })
  return cancel
}
