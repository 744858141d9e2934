/**
 * The page address the analytics service receives (SPEC.md §7 POST /e `url`): the page's origin and
 * path, with every path segment that holds an account (an EVM address or any long 0x value such as
 * a transaction hash, a Solana address, a CAIP-10 account, an email) replaced by `[address]`, and
 * no query or fragment. The route stays (which screen opened the modal is the point of the field);
 * what ties the event to a person goes: pages like `/profile/0xf39F…` or `?email=…` are common, and
 * query strings and fragments are free-form (tokens, referral ids), so they are dropped whole.
 *
 * @example
 * analyticsPageUrl('https://dapp.example/u/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nfts?ref=abc') // 'https://dapp.example/u/[address]/nfts'
 */
export function analyticsPageUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  if (url.origin === 'null') return ''
  const path = url.pathname
    .split('/')
    .map((segment) => (holdsAccount(segment) ? '[address]' : segment))
    .join('/')
  return `${url.origin}${path}`
}

const LONG_HEX = /0x[0-9a-f]{32,}/i
const BASE58_ACCOUNT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const CAIP_ACCOUNT = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

function holdsAccount(segment: string): boolean {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // Kept encoded: still checked below.
  }
  return LONG_HEX.test(text) || BASE58_ACCOUNT.test(text) || CAIP_ACCOUNT.test(text) || text.includes('@')
}
