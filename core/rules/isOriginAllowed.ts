/**
 * Whether a page origin is on a project's allowlist (SPEC.md §7 `/projects/v1/origins`). Entries
 * are origins (`https://app.example`); `*` stands for one whole label of the host or for any port
 * (`https://*.example.com`, `http://127.0.0.1:*`), and inside a label for one or more of its
 * characters (`https://pr-*.app.example`). Case-insensitive; a trailing slash is ignored.
 *
 * Linear in the lengths of the origin and the entries, whatever they hold: the list comes from a
 * service and the origin from the page, so neither may make the main thread backtrack. Both are
 * cut at `.`, `/` and `:` (a star never spans one), then each label is matched on its own.
 *
 * @example
 * isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*']) // true
 * isOriginAllowed('https://evil.example', ['https://*.app.example']) // false
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const page = splitLabels(trimTrailingSlashes(origin.toLowerCase()))
  return allowedOrigins.some((entry) => {
    const pattern = splitLabels(trimTrailingSlashes(entry.toLowerCase().trim()))
    if (pattern.separators !== page.separators) return false
    return pattern.labels.every((label, i) => labelMatches(label, page.labels[i]!))
  })
}

type Labels = { labels: string[]; separators: string }

/** The text between separators, and the separators in order (so both must line up exactly). */
function splitLabels(text: string): Labels {
  const labels: string[] = []
  let separators = ''
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '.' || c === '/' || c === ':') {
      labels.push(text.slice(start, i))
      separators += c
      start = i + 1
    }
  }
  labels.push(text.slice(start))
  return { labels, separators }
}

/** Without a trailing run of slashes; a loop, since `/\/+$/` is quadratic on a long inner run. */
function trimTrailingSlashes(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end--
  return text.slice(0, end)
}

/**
 * One label against a pattern label whose stars each stand for one or more characters. The
 * pieces between stars are found leftmost first (each as early as possible leaves the most room
 * for the rest, so no other choice can succeed where this one fails): the text is scanned once.
 */
function labelMatches(pattern: string, text: string): boolean {
  const pieces = pattern.split('*')
  if (pieces.length === 1) return pattern === text
  const first = pieces[0]!
  const last = pieces[pieces.length - 1]!
  if (!text.startsWith(first) || !text.endsWith(last)) return false
  // Where the last piece starts: the stars and middle pieces live in text[first.length, end).
  const end = text.length - last.length
  let position = first.length
  for (let i = 1; i < pieces.length - 1; i++) {
    // The star before this piece takes at least one character; the one after it too (so `end - 1`).
    const found = indexOfWithin(text, pieces[i]!, position + 1, end - 1)
    if (found < 0) return false
    position = found + pieces[i]!.length
  }
  return end - position >= 1
}

/**
 * The first index `i >= from` with `text[i, i + needle.length)` equal to `needle` and ending by
 * `to`, or -1 (Knuth–Morris–Pratt: linear in the span scanned and the needle, never quadratic).
 */
function indexOfWithin(text: string, needle: string, from: number, to: number): number {
  const m = needle.length
  if (m === 0) return from <= to ? from : -1
  const fail = new Int32Array(m)
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = fail[k - 1]!
    if (needle[i] === needle[k]) k++
    fail[i] = k
  }
  for (let i = from, k = 0; i < to; i++) {
    while (k > 0 && text[i] !== needle[k]) k = fail[k - 1]!
    if (text[i] === needle[k]) k++
    if (k === m) return i - m + 1
  }
  return -1
}
