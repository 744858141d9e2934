/** A query value; `undefined` drops the key, arrays are joined with commas (include, exclude, chains). */
export type QueryValue = string | number | boolean | undefined | readonly string[]
export type QueryParams = Readonly<Record<string, QueryValue>>

/** The query every service call carries (SPEC.md §7 common query). */
export type CommonQuery = {
  projectId: string
  /** sdk type */
  st: string
  /** sdk version */
  sv: string
  /** Appended only when set. */
  clientId?: string | undefined
}

/**
 * Builds a service URL: base + path + the call's parameters + `projectId`, `st`, `sv`, and
 * `clientId` when set (SPEC.md §7). The one place query strings are made.
 *
 * @example
 * buildRequestUrl('https://api.example', '/getWallets', { page: 1, include: ['a', 'b'] }, { projectId: 'p', st: 'latch', sv: '4' })
 * // 'https://api.example/getWallets?page=1&include=a%2Cb&projectId=p&st=latch&sv=4'
 */
export function buildRequestUrl(baseUrl: string, path: string, params: QueryParams = {}, common?: CommonQuery): string {
  const base = baseUrl.replace(/\/+$/, '')
  const rel = path === '' ? '' : path.startsWith('/') ? path : `/${path}`
  const query = new URLSearchParams()
  const add = (key: string, value: QueryValue) => {
    if (value === undefined) return
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query.append(key, String(value))
      return
    }
    if (value.length > 0) query.append(key, value.join(','))
  }
  for (const [key, value] of Object.entries(params)) add(key, value)
  if (common) {
    // Common keys win over a call's own, so a caller cannot send another project's id by accident.
    for (const key of ['projectId', 'st', 'sv', 'clientId'] as const) query.delete(key)
    add('projectId', common.projectId)
    add('st', common.st)
    add('sv', common.sv)
    if (common.clientId) add('clientId', common.clientId)
  }
  const search = query.toString()
  if (!search) return `${base}${rel}`
  return `${base}${rel}${rel.includes('?') ? '&' : '?'}${search}`
}
