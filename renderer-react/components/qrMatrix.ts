// Chunk grouping (scripts/build.ts): a lazy module imports the core barrel, so esbuild's shared
// helpers stay in the core chunk rather than a chunk of their own on every page.
import '../../core/index.ts'
import { encode } from 'uqr'

/**
 * The QR code of `text` as one SVG path of its dark modules (one unit square each) on a grid of
 * `size` units, quiet zone included: uqr's module matrix, drawn without any markup string.
 * A chunk of its own: fetched when a view first shows a QR, not with the dialog.
 *
 * @example
 * qrPath('wc:…', 'M') // { size: 41, path: 'M2 2h1v1h-1z…' }
 */
export function qrPath(text: string, ecc: 'M' | 'H'): { size: number; path: string } {
  const { data } = encode(text, { border: 2, ecc })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size: data.length, path }
}
