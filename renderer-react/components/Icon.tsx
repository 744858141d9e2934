/** Decorative inline icons (hidden from assistive technology; their buttons carry the labels). */
export function Icon({ name }: { name: 'back' | 'close' | 'chevron' | 'grid' | 'arrow' | 'more' | 'copy' }) {
  const paths: Record<typeof name, string> = {
    back: 'M15 5l-7 7 7 7',
    close: 'M6 6l12 12M18 6L6 18',
    chevron: 'M9 5l7 7-7 7',
    grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
    arrow: 'M5 12h14M13 6l6 6-6 6',
    more: 'M6 12h.01M12 12h.01M18 12h.01',
    copy: 'M9 9h10v10H9zM5 15V5h10',
  }
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  )
}
