/**
 * Runs inside the open-time bench page: measures from a click to the first frame after a view
 * appears. Armed before each click, so nothing observes the page between samples.
 */

export type OpenSample = {
  /** The click event's timeStamp (ms since the page's time origin, like performance.now()). */
  clickedAt: number
  /** When the view's element appeared in the DOM (a MutationObserver callback). */
  appearedAt: number
  /** The first animation frame after it appeared, once that frame's rendering ran (≈ painted). */
  paintedAt: number
}

/**
 * Waits for the next click, then for `selector` to appear, then for the next frame to render.
 * The rendering of a frame runs right after its requestAnimationFrame callbacks; a message posted
 * from one is delivered after that frame's style, layout and paint, so its time approximates
 * "painted" (without waiting a whole extra frame as a second requestAnimationFrame would).
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
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`${selector} did not appear within ${timeoutMs} ms of arming`))
    }, timeoutMs)
    const appeared = () => {
      const appearedAt = performance.now()
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          const paintedAt = performance.now()
          channel.port1.close()
          if (clickedAt === undefined) reject(new Error(`${selector} appeared before any click`))
          else resolve({ clickedAt, appearedAt, paintedAt })
        }
        channel.port2.postMessage(null)
      })
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
