/**
 * Whether a page origin is on a project's allowlist (SPEC.md §7 `/projects/v1/origins`). Entries
 * are origins (`https://app.example`); `*` stands for one whole label of the host or for any port
 * (`https://*.example.com`, `http://127.0.0.1:*`). Case-insensitive; a trailing slash is ignored.
 *
 * @example
 * isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*']) // true
 * isOriginAllowed('https://evil.example', ['https://*.app.example']) // false
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const page = origin.toLowerCase().replace(/\/+$/, '')
  return allowedOrigins.some((entry) => originPattern(entry).test(page))
}

function originPattern(entry: string): RegExp {
  const source = entry
    .toLowerCase()
    .trim()
    .replace(/\/+$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    // A star matches one host label or one port: never a dot, colon or slash.
    .join('[^./:]+')
  return new RegExp(`^${source}$`)
}
