import { useMemo, type ReactNode } from 'react'
import { lazyChunk } from '../../core/lazy.ts'
import { useLazyChunk } from './useLazyChunk.ts'

const qrChunk = lazyChunk(() => import('./qrMatrix.ts'))

/** Fetches the QR encoder's chunk (tests, and a view about to show a code). */
export const loadQr: () => Promise<unknown> = qrChunk.load

const reportFailedLoad = (error: unknown) => console.error('Latch: the QR code could not be drawn (its code did not load); the link can still be copied', error)

/**
 * A QR code as an inline SVG of rectangles built from `uqr`'s module matrix: no markup string is
 * injected, so the encoded text can never become HTML. Dark modules on a white quiet zone, so
 * phones read it in both themes. With an `icon` (a wallet's) the icon covers the centre
 * (under 5 % of the modules) and the code uses error correction H (30 % recoverable), so it still
 * scans. The encoder is a chunk of its own (about 4 KB gzip the first open does not
 * need); until it is in, a white square of the same size and name stands in (`data-qr-pending`,
 * `aria-busy`), and the view's copy link works meanwhile.
 */
export function QrCode({ text, label, icon }: { text: string; label: string; icon?: ReactNode }) {
  const ecc = icon ? 'H' : 'M'
  const encoder = useLazyChunk(qrChunk, reportFailedLoad)
  const drawn = useMemo(() => encoder?.qrPath(text, ecc), [encoder, text, ecc])
  const svg = drawn ? (
    <svg className="latch-qr" role="img" aria-label={label} viewBox={`0 0 ${drawn.size} ${drawn.size}`} shapeRendering="crispEdges" data-qr data-qr-ecc={ecc}>
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  ) : (
    <div className="latch-qr latch-qr-pending" role="img" aria-label={label} aria-busy="true" data-qr-pending />
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
