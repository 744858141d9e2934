/**
 * The client a relay connection belongs to: the `iss` (a did:key) of the JWT that
 * @walletconnect/core puts in the `auth` query parameter. Clients are told apart by it, not by
 * socket, so a reconnect or a page reload is the same client (RECIPES.md). Undefined when absent or
 * malformed.
 * @example clientIdOf('eyJ….eyJpc3MiOiJkaWQ6a2V5On…….sig') // 'did:key:z6Mk…'
 */
export function clientIdOf(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' && claims.iss.length > 0 ? claims.iss : undefined
  } catch {
    return undefined
  }
}
