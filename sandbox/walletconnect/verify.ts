import type { RelayRoute } from './relay.ts'

/**
 * A local stand-in for the WalletConnect Verify service (RECIPES.md "Verify wait").
 * @walletconnect/core asks Verify for an attestation on every proposal and request by loading
 * `${verifyUrlV3}/attestation?id=…` in a hidden iframe and waiting (5 s) for a
 * `verify_attestation` message; offline that iframe never answers, so each connect and request
 * waited 5 s. Pointed at this route (the adapter's `verifyUrl` option), the iframe answers at once
 * with an unsigned attestation for the same id. It attests nothing: a wallet that checks the
 * signature (there is no public key here) treats the origin as unverified, exactly as offline.
 * @example startRelay({ routes: [verifyRoute('/verify/v3')] }) // verifyUrl: `${relay.httpUrl}/verify/v3`
 */
export function verifyRoute(prefix: string): RelayRoute {
  return (_req, res, url) => {
    if (url.pathname === `${prefix}/attestation`) {
      const id = url.searchParams.get('id') ?? ''
      const origin = url.searchParams.get('origin') ?? ''
      const jwt = [
        { alg: 'none', typ: 'JWT' },
        { id, origin, isScam: null, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 },
      ]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .concat('')
        .join('.')
      const message = JSON.stringify({ type: 'verify_attestation', attestation: jwt })
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><script>parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*')</script>`)
      return true
    }
    if (url.pathname.startsWith(`${prefix}/`)) {
      // public-key and attestation lookups: nothing to verify against, said at once.
      res.writeHead(404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify({ message: 'The sandbox Verify service attests nothing' }))
      return true
    }
    return false
  }
}
