/**
 * True for absolute http(s) URLs only: what the modal may put in a link's `href` (no
 * `javascript:` or `data:` from a host's or a service's data).
 *
 * @example
 * isSafeLinkUrl('https://etherscan.io') // true
 * isSafeLinkUrl('javascript:alert(1)') // false
 */
export function isSafeLinkUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(url.trim())
}
