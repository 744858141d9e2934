import { useState } from 'react'

/**
 * A wallet or network image. The name is rendered as text (React escapes it) and the image only
 * through `<img src>`, so a hostile name or URL cannot inject markup. Without a usable image the
 * first letter of the name is shown.
 */
export function Avatar({ name, src, shape = 'square' }: { name: string; src?: string | undefined; shape?: 'square' | 'round' }) {
  const [failed, setFailed] = useState(false)
  const safe = src !== undefined && isSafeImageUrl(src)
  if (safe && !failed) {
    return <img className="latch-avatar" data-shape={shape} src={src} alt="" aria-hidden="true" onError={() => setFailed(true)} />
  }
  return (
    <span className="latch-avatar" data-shape={shape} aria-hidden="true" style={{ background: `hsl(${hueOf(name)} 42% 40%)`, color: '#fff' }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}

/** http(s), data:image and relative URLs only: no `javascript:` or other schemes in an image source. */
export function isSafeImageUrl(url: string): boolean {
  const trimmed = url.trim().toLowerCase()
  if (trimmed.startsWith('data:')) return trimmed.startsWith('data:image/')
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(trimmed)?.[1]
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'blob'
}

/** A stable hue per name, so a letter avatar keeps its colour. */
function hueOf(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hash % 360
}
