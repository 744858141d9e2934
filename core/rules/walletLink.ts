/** Schemes a wallet-list link may never use: they run code or read local data in the page. */
const UNSAFE_SCHEMES = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about']

/**
 * SPEC.md §3 a wallet's mobile / desktop / web link with a pairing URI (SPEC.md §2): a native
 * scheme becomes `scheme://wc?uri=…`, a universal link `https://…/wc?uri=…`; the URI is encoded
 * once, twice inside Telegram (its webview decodes once). A base that is neither (no scheme, or a
 * scheme that runs code such as `javascript:`) gives no link.
 *
 * @example
 * walletLink('metamask://', 'wc:abc@2', false) // 'metamask://wc?uri=wc%3Aabc%402'
 * walletLink('https://rnbwapp.com', 'wc:abc@2', false) // 'https://rnbwapp.com/wc?uri=wc%3Aabc%402'
 */
export function walletLink(base: string, uri: string, telegram: boolean): string | undefined {
  const trimmed = base.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase()
  if (!scheme || UNSAFE_SCHEMES.includes(scheme)) return undefined
  const encoded = telegram ? encodeURIComponent(encodeURIComponent(uri)) : encodeURIComponent(uri)
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[^\s/]+/i.test(trimmed)) return undefined
    return `${trimmed.replace(/\/*$/, '/')}wc?uri=${encoded}`
  }
  // A native scheme: only the scheme counts (`metamask:`, `metamask://`, `metamask://app/` alike).
  return `${scheme}://wc?uri=${encoded}`
}
