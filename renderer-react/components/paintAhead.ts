/** An image the dialog showed, at the size it was laid out (CSS px). */
export type ShownImage = { src: string; width: number; height: number }

/**
 * The images in `root`, at the size they are laid out: what `paintAhead` should paint. Images
 * with no source or no size (not loaded, not shown) are left out; each source and size once.
 *
 * @example
 * const images = shownImages(container) // [{ src: 'data:image/svg+xml,…', width: 40, height: 40 }]
 */
export function shownImages(root: ParentNode): ShownImage[] {
  const seen = new Set<string>()
  const out: ShownImage[] = []
  for (const image of root.querySelectorAll('img')) {
    // The laid-out size, not the on-screen box: the dialog enters scaled (SPEC.md §9), and an SVG
    // painted at another size is laid out again.
    const style = image.ownerDocument.defaultView?.getComputedStyle(image)
    const width = Number.parseFloat(style?.width ?? '')
    const height = Number.parseFloat(style?.height ?? '')
    const src = image.getAttribute('src')
    const key = `${src} ${width}x${height}`
    if (!src || !(width > 0) || !(height > 0) || seen.has(key)) continue
    seen.add(key)
    out.push({ src, width, height })
  }
  return out
}

/**
 * Paints `images` once where nobody can see them, then takes them away: an SVG image (EIP-6963
 * wallet icons are SVG data URLs) lays out its own document the first time it is painted at a
 * size, and on an idle-prefetched page that fell on the first open's frame — 1.5–2 ms of its paint
 * for the bench's three icons. Plain `<img>` elements at the sizes the dialog gives
 * them, stacked in a box at 0.001 opacity (nothing shows), inert and hidden from assistive
 * technology, kept for two frames after they decoded (at most a second). Resolves once the box
 * has left the page.
 *
 * @example
 * await paintAhead(document, shownImages(container))
 */
export function paintAhead(doc: Document, images: readonly ShownImage[]): Promise<void> {
  const view = doc.defaultView
  if (images.length === 0 || !view || typeof view.requestAnimationFrame !== 'function' || !doc.body) return Promise.resolve()
  const box = doc.createElement('div')
  box.setAttribute('inert', '')
  box.setAttribute('aria-hidden', 'true')
  box.setAttribute('data-latch-paint-ahead', '')
  // As large as the largest image: the browser skips painting what lies outside a clip.
  const width = Math.max(...images.map((image) => image.width))
  const height = Math.max(...images.map((image) => image.height))
  box.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px;overflow:hidden;opacity:0.001;pointer-events:none`
  const decoded = images.map(({ src, width, height }) => {
    const image = doc.createElement('img')
    image.alt = ''
    image.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px`
    image.src = src
    box.appendChild(image)
    // A broken image only misses the warm-up; the Avatar shows its letter when it renders.
    return image.decode ? image.decode().catch(() => undefined) : Promise.resolve()
  })
  doc.body.appendChild(box)
  return new Promise<void>((resolve) => {
    const done = () => {
      view.clearTimeout(late)
      box.remove()
      resolve()
    }
    // A hidden tab runs no frames (and may hold the decode): the box leaves after a while anyway.
    const late = view.setTimeout(done, GIVE_UP_MS)
    void Promise.all(decoded).then(() => view.requestAnimationFrame(() => view.requestAnimationFrame(done)))
  })
}

/** At the latest this long after `paintAhead`, its box leaves the page, painted or not. */
const GIVE_UP_MS = 1000
