import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code as an inline SVG of rectangles built from `uqr`'s module matrix: no markup string is
 * injected, so the encoded text can never become HTML. Dark modules on a white quiet zone, so
 * phones read it in both themes.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data } = encode(text, { border: 2, ecc: 'M' })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: data.length, path: d }
  }, [text])
  return (
    <svg className="latch-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-qr>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
