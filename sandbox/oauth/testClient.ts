/**
 * Test helper: a browser-less user agent for the sandbox OAuth server — a cookie jar over fetch
 * with manual redirects, PKCE values, and the consent page's form submitted as a browser would.
 */
import { createHash, randomBytes } from 'node:crypto'

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** How long a test request may go unanswered before it fails naming its URL (a hang guard, not a timing check). */
export const ANSWER_LIMIT_MS = 20_000

/**
 * `fetch` that fails naming the request if no answer comes within `ANSWER_LIMIT_MS`: a stalled
 * server then fails its test with the URL instead of hanging the suite until the runner kills it.
 */
export async function answered(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_LIMIT_MS) })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new Error(`${init.method ?? 'GET'} ${url}: no answer within ${ANSWER_LIMIT_MS} ms`, { cause: error })
    throw error
  }
}

/** fetch with a cookie jar (names only; paths ignored) and `redirect: 'manual'`. */
export function userAgent(): { get(url: string): Promise<Response>; post(url: string, form: Record<string, string>): Promise<Response> } {
  const jar = new Map<string, string>()
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await answered(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value)
      else jar.delete(name)
    }
    return res
  }
  return {
    get: (url) => send(url, { method: 'GET' }),
    post: (url, form) => send(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }),
  }
}

/** Follows redirects (resolving relative Locations) until one leaves `origin`; returns that URL. */
export async function followUntilLeaving(agent: ReturnType<typeof userAgent>, start: Response, from: string, origin: string): Promise<URL> {
  let res = start
  let url = from
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location')
    if (!location) throw new Error(`expected a redirect from ${url}, got ${res.status}: ${(await res.text()).slice(0, 300)}`)
    const next = new URL(location, url)
    if (next.origin !== origin) return next
    url = next.href
    res = await agent.get(url)
  }
  throw new Error('too many redirects')
}
