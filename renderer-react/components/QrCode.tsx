import { useMemo, type ReactNode } from 'react'
import { encode } from 'uqr'

/**
 * A QR code as an inline SVG of rectangles built from `uqr`'s module matrix: no markup string is
 * injected, so the encoded text can never become HTML. Dark modules on a white quiet zone, so
 * phones read it in both themes. With an `icon` (a wallet's, issue 12) the icon covers the centre
 * (under 5 % of the modules) and the code uses error correction H (30 % recoverable), so it still
 * scans.
 */
export function QrCode({ text, label, icon }: { text: string; label: string; icon?: ReactNode }) {
  const ecc = icon ? 'H' : 'M'
  const { size, path } = useMemo(() => {
    const { data } = encode(text, { border: 2, ecc })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: data.length, path: d }
  }, [text, ecc])
  const svg = (
    <svg className="latch-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-qr data-qr-ecc={ecc}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
  if (!icon) return svg
  return (
    <div className="latch-qr-box">
      {svg}
      <div className="latch-qr-icon" data-qr-icon>
        {icon}
      </div>
    </div>
  )
}
