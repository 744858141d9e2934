/**
 * Runs inside the open-time bench page: measures from a click to the paint of the frame that first
 * shows a view. Armed before each click, so nothing observes the page between samples.
 */

export type OpenSample = {
  /** The click event's timeStamp (ms since the page's time origin, like performance.now()). */
  clickedAt: number
  /** When the view's element appeared in the DOM (a MutationObserver callback). */
  appearedAt: number
  /** When the frame that first shows the view was painted (see `armOpenProbe`). */
  paintedAt: number
  /** How long the pointer rested before the click, from its arrival (absent: it was there before arming). */
  restedMs?: number
  /** How `paintedAt` was read: a 'user-blocking' task after the frame, or a message (the fallback). */
  paintClock: 'user-blocking-task' | 'message'
}

/**
 * Waits for the next click, then for `selector` to appear, then for the frame that paints it.
 *
 * The paint: the rendering of a frame (style, layout, paint) runs right after its
 * requestAnimationFrame callbacks, so a task posted from one runs after that frame painted. It is
 * posted with `scheduler.postTask` at 'user-blocking' priority where the browser has it: a plain
 * message (the way before, and the fallback) waits behind every task queued earlier, so work the
 * open had scheduled for later (the effects that start after the view, core/lazy.ts) was counted
 * as if the frame had waited for it. Element Timing cannot stand in: it reports text once it is
 * visible, after the dialog's fade-in (SPEC.md §9), not the first frame of the open.
 *
 * @example
 * const pending = armOpenProbe('[data-view="Connect"]')
 * button.click()
 * const { clickedAt, paintedAt } = await pending
 */
export function armOpenProbe(selector: string, timeoutMs = 15_000): Promise<OpenSample> {
  return new Promise<OpenSample>((resolve, reject) => {
    let clickedAt: number | undefined
    // Capturing on window: runs before React's listener on its root, whatever the click's target.
    window.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true })
    // When the pointer reached the page's elements before the click (it rested `clickedAt` minus
    // this); none on a re-open, where it was there already.
    let arrivedAt: number | undefined
    const arrived = (event: Event) => void (clickedAt === undefined && (arrivedAt ??= event.timeStamp))
    window.addEventListener('pointerover', arrived, { capture: true })
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`${selector} did not appear within ${timeoutMs} ms of arming`))
    }, timeoutMs)
    const appeared = () => {
      const appearedAt = performance.now()
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() =>
        afterThisFrame((paintClock) => {
          if (clickedAt === undefined) reject(new Error(`${selector} appeared before any click`))
          else resolve({ clickedAt, appearedAt, paintedAt: performance.now(), paintClock, ...(arrivedAt === undefined ? {} : { restedMs: clickedAt - arrivedAt }) })
          window.removeEventListener('pointerover', arrived, { capture: true })
        }),
      )
    }
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) appeared()
    })
    if (document.querySelector(selector)) {
      reject(new Error(`${selector} is already in the DOM: close the modal before arming`))
      clearTimeout(timer)
      return
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })
}

type TaskScheduler = { postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void> }

/** Runs `then` in the first task after the current frame's rendering (see `armOpenProbe`). */
function afterThisFrame(then: (clock: OpenSample['paintClock']) => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler
  if (scheduler?.postTask) return void scheduler.postTask(() => then('user-blocking-task'), { priority: 'user-blocking' })
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    then('message')
  }
  channel.port2.postMessage(null)
}
