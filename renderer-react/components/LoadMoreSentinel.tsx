import { useEffect, useRef } from 'react'

/**
 * Infinite scroll: `onLoad` when the button scrolls into view (IntersectionObserver); the button
 * itself works where there is none, and for keyboard users.
 */
export function LoadMoreSentinel({ onLoad, label, data }: { onLoad: () => void; label: string; data: Record<`data-${string}`, string> }) {
  const ref = useRef<HTMLButtonElement>(null)
  const latest = useRef(onLoad)
  latest.current = onLoad
  useEffect(() => {
    const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver
    const element = ref.current
    if (!Observer || !element) return
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="latch-center" style={{ paddingTop: 12 }}>
      <button ref={ref} type="button" className="latch-button" {...data} onClick={onLoad}>
        {label}
      </button>
    </div>
  )
}
