/** Generated SVG images for token icons and NFT previews (the sandbox has no image CDN). */
function hue(text: string): number {
  let h = 0
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360
  return h
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function tokenIconSvg(symbol: string): string {
  const h = hue(symbol)
  const label = esc(symbol.slice(0, 4).toUpperCase())
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${h},60%,45%)"/><text x="32" y="38" font-family="sans-serif" font-size="${label.length > 3 ? 13 : 16}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
}

export function nftPreviewSvg(title: string, spam: boolean): string {
  const h = hue(title)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="hsl(${h},55%,35%)"/><circle cx="128" cy="110" r="60" fill="hsl(${(h + 120) % 360},70%,60%)"/><text x="128" y="220" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${esc(title.slice(0, 28))}</text>${spam ? '<text x="128" y="40" font-family="sans-serif" font-size="20" fill="#ff0" text-anchor="middle">FREE CLAIM</text>' : ''}</svg>`
}
