import type { ModalState } from '../core/index.ts'

/** Keys whose string values are images a view shows (wallet, token, network icons, previews). */
const IMAGE_KEY = /icon|image|img|logo|avatar|preview/i

/**
 * The state an opened log's views render from, with nothing left that could reach a server: every
 * URL (http, https, protocol-relative, blob) and every image source that is not an inline
 * `data:image` becomes an unusable source, so the renderer's Avatar shows its letter placeholder
 * (renderer-react Avatar: only http(s), blob, relative and data:image sources are drawn). The
 * replay itself called nothing (ARCHITECTURE.md rule 4); this keeps the rendering offline too.
 */
export function offlineState(state: ModalState): ModalState {
  return strip(state, '') as ModalState
}

/** What an unusable image source is replaced with: a scheme no `<img>` loads. */
export const OFFLINE_SOURCE = 'offline:'

function strip(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    if (/^(https?:|blob:|\/\/)/i.test(value.trim())) return OFFLINE_SOURCE
    if (IMAGE_KEY.test(key) && value !== '' && !value.trim().toLowerCase().startsWith('data:image/')) return OFFLINE_SOURCE
    return value
  }
  if (Array.isArray(value)) return value.map((item) => strip(item, key))
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = strip(v, k)
    return out
  }
  return value
}
