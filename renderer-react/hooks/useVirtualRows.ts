import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** The view's scroll container (ModalDialog's body); the page's viewport when there is none. */
const SCROLLER_SELECTOR = '.latch-body'
/** A viewport height to assume where none can be measured (no layout yet, or happy-dom). */
const FALLBACK_VIEWPORT_PX = 640

export type VirtualRows = {
  /** Goes on the list element whose rows are windowed. */
  ref: RefObject<HTMLUListElement | null>
  /** Rows `[start, end)` are rendered. */
  start: number
  end: number
  /** Space standing for the rows above and below the window (padding of the list). */
  padTop: number
  padBottom: number
}

/**
 * Windowing for long lists of equal rows (AllWallets with hundreds of wallets, a page
 * with 1,000 announced providers): only the rows in the scroll container's view, plus `overscan`
 * rows each side, are rendered; padding keeps the list's full height, so the scrollbar, the
 * infinite-scroll sentinel below the list and scrolling behave as if every row were there.
 * Keyboard focus works unchanged: the rows next to a focused one are within the overscan, and
 * focusing one scrolls it into view, which moves the window. `minRows`: never fewer rendered
 * from the first one in view (AllWallets keeps a whole page of 40 however small the view).
 *
 * @example
 * const rows = useVirtualRows({ rows: Math.ceil(wallets.length / 4), rowPitch: 116, overscan: 3 })
 * <ul ref={rows.ref} style={{ paddingTop: rows.padTop, paddingBottom: rows.padBottom }}>…</ul>
 */
export function useVirtualRows({ rows, rowPitch, overscan, minRows = 0 }: { rows: number; rowPitch: number; overscan: number; minRows?: number }): VirtualRows {
  const ref = useRef<HTMLUListElement | null>(null)
  const initialEnd = Math.min(rows, Math.max(minRows, Math.ceil(FALLBACK_VIEWPORT_PX / rowPitch) + overscan))
  const [range, setRange] = useState<[number, number]>([0, initialEnd])

  const measure = useCallback(() => {
    const list = ref.current
    if (!list) return
    const scroller = list.closest<HTMLElement>(SCROLLER_SELECTOR)
    const viewTop = scroller ? scroller.getBoundingClientRect().top : 0
    const viewHeight = (scroller ? scroller.clientHeight : list.ownerDocument.defaultView?.innerHeight) || FALLBACK_VIEWPORT_PX
    // Where the view starts and ends, measured from the list's top edge.
    const from = viewTop - list.getBoundingClientRect().top
    const to = from + viewHeight
    const start = Math.max(0, Math.min(rows, Math.floor(from / rowPitch) - overscan))
    const end = Math.min(rows, Math.max(start + minRows, Math.ceil(to / rowPitch) + overscan))
    setRange((last) => (last[0] === start && last[1] === end ? last : [start, end]))
  }, [rows, rowPitch, overscan, minRows])

  // Whether the window already holds every row: then there is nothing to measure until a scroll or
  // a resize. A measure at mount forces a layout in the middle of React's commit (~6 ms of
  // the first open's Connect view, whose few wallet rows all fit in the first window).
  const covered = useRef(false)
  covered.current = range[0] === 0 && range[1] >= rows

  useLayoutEffect(() => {
    if (!covered.current) measure()
    const list = ref.current
    const win = list?.ownerDocument.defaultView
    const target: EventTarget | null | undefined = list?.closest(SCROLLER_SELECTOR) ?? win
    target?.addEventListener('scroll', measure, { passive: true })
    win?.addEventListener('resize', measure)
    return () => {
      target?.removeEventListener('scroll', measure)
      win?.removeEventListener('resize', measure)
    }
  }, [measure])

  const [start, end] = [Math.min(range[0], rows), Math.min(range[1], rows)]
  return { ref, start, end, padTop: start * rowPitch, padBottom: Math.max(0, rows - end) * rowPitch }
}
