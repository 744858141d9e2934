/** The icons that point along the reading direction: mirrored right to left. */
const DIRECTIONAL = new Set(['back', 'chevron', 'arrow', 'external'])

/** Decorative inline icons (hidden from assistive technology; their buttons carry the labels). */
export function Icon({ name }: { name: 'back' | 'close' | 'chevron' | 'grid' | 'arrow' | 'more' | 'copy' | 'help' | 'external' }) {
  const paths: Record<typeof name, string> = {
    back: 'M15 5l-7 7 7 7',
    close: 'M6 6l12 12M18 6L6 18',
    chevron: 'M9 5l7 7-7 7',
    grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
    arrow: 'M5 12h14M13 6l6 6-6 6',
    more: 'M6 12h.01M12 12h.01M18 12h.01',
    copy: 'M9 9h10v10H9zM5 15V5h10',
    help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17h.01',
    external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  }
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-latch-mirror={DIRECTIONAL.has(name) ? '' : undefined}
    >
      <path d={paths[name]} />
    </svg>
  )
}
