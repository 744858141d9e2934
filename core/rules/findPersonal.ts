/** The kinds of personal datum found in free text (ARCHITECTURE rule 7: personal data is sensitive wherever it sits). */
export type PersonalKind = 'email' | 'phone' | 'card'

/**
 * An email address, `@` written out or percent-encoded (`%40`, as in a query string). The domain
 * must end in a letters-only label: `core@2.25.0` (a package version) is not an address.
 */
const EMAIL = /[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?:@|%40)(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g
/**
 * An international number: `+`, then 7 to 15 digits with spaces, dashes or parentheses between.
 * Not after a word character or a `+` (`1e+21`), and a dot or comma before more digits ends the
 * match too early, so an amount (`+1234567.89`) is not a phone.
 */
const INTERNATIONAL_PHONE = /(?<![\w+])\+(?:[ \-()]{0,2}\d){7,15}(?![\w]|[.,]\d)/g
/** A North American number written with separators: `(555) 123-4567`, `555-123-4567`, `555 123 4567`. */
const NATIONAL_PHONE = /(?<![\w.,+-])(?:\(\d{3}\) ?|\d{3}[ -])\d{3}[ -]\d{4}(?![\w]|[.,]\d)/g
/** A payment card number grouped as printed (4-4-4-4…, 4-6-5), checked with Luhn's digit. */
const GROUPED_CARD = /(?<![\w.,-])\d{4}(?:[ -]\d{4,6}){2,4}(?![\w]|[.,]\d)/g

const PATTERNS: [PersonalKind, RegExp][] = [
  ['email', EMAIL],
  ['phone', INTERNATIONAL_PHONE],
  ['phone', NATIONAL_PHONE],
  ['card', GROUPED_CARD],
]

/**
 * RFC 5322 lets a local part hold `/ = ? &`, which also delimit a URL and its query: the address
 * starts after the last of them (`…/cb?email=ada%40x.io` is `ada@x.io`), unless nothing would be left.
 */
function urlPrefixOf(address: string): string {
  const at = address.search(/@|%40/i)
  const local = address.slice(0, at)
  let end = 0
  for (const m of local.matchAll(/[/=?&]|%3D|%26|%3F|%2F/gi)) end = m.index + m[0].length
  return end < local.length ? local.slice(0, end) : ''
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

function isCard(text: string): boolean {
  const digits = text.replace(/\D/g, '')
  return digits.length >= 13 && digits.length <= 19 && luhn(digits)
}

/**
 * Replaces every email address, phone number and grouped card number in `text` by what
 * `token(value, kind)` gives for it (the log's per-page token), the text around it kept. Used on
 * every string of an exported event, so a datum typed into a free-form field, carried in a
 * route's data or quoted in an error is exported as the token its `personal` field would get.
 * Wallet ids, hashes, addresses, amounts and URLs without such a datum come back unchanged.
 *
 * @example
 * replacePersonal('mail ada@example.com', () => '[personal]') // 'mail [personal]'
 * replacePersonal('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', () => '[personal]') // unchanged
 */
export function replacePersonal(text: string, token: (value: string, kind: PersonalKind) => string): string {
  // Cheap exits: every pattern needs an '@'/'%40', a '+', or a run of digits with separators.
  if (text.length < 6 || !/[@+]|%40|\d[ \-)]/.test(text)) return text
  let out = text
  for (const [kind, pattern] of PATTERNS) {
    out = out.replace(pattern, (match) => {
      if (kind === 'card' && !isCard(match)) return match
      if (kind !== 'email') return token(match, kind)
      const prefix = urlPrefixOf(match)
      // One address, one token, however a URL encoded its '@'.
      return prefix + token(match.slice(prefix.length).replace(/%40/gi, '@'), kind)
    })
  }
  return out
}

/**
 * The first kind of personal datum in `text`, if any.
 *
 * @example
 * findPersonal('call +44 20 7946 0958') // 'phone'
 */
export function findPersonal(text: string): PersonalKind | undefined {
  let found: PersonalKind | undefined
  replacePersonal(text, (value, kind) => {
    found ??= kind
    return value
  })
  return found
}
