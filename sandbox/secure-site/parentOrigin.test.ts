/**
 * SPEC.md §7 `/projects/v1/origins`: the secure site serves its frame page (`/sdk`) only to a
 * parent origin the project allows — the list read from the real sandbox wallet-list service for
 * the `projectId` the frame URL names, else the site's default — and sets `frame-ancestors` to
 * that origin, so the browser refuses the frame inside any other page. Real servers, real HTTP.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startWalletApi, type WalletApi } from '../wallet-api/index.ts'
import { startSecureSite, type SecureSite } from './server.ts'

let walletApi: WalletApi
let site: SecureSite

test.before(async () => {
  walletApi = await startWalletApi({
    projects: {
      strict: { allowedOrigins: ['https://app.example'] },
      previews: { allowedOrigins: ['https://pr-*.app.example', 'http://127.0.0.1:*'] },
    },
  })
  site = await startSecureSite({ smtp: { host: '127.0.0.1', port: 1 }, evm: [], walletApi: walletApi.url })
})
test.after(async () => {
  await site?.stop()
  await walletApi?.stop()
})

async function sdk(query: Record<string, string>): Promise<{ status: number; csp: string | null; body: string }> {
  const response = await fetch(`${site.sdkUrl}?${new URLSearchParams(query)}`)
  return { status: response.status, csp: response.headers.get('content-security-policy'), body: await response.text() }
}

test('error: SPEC §7 allowed origins — /sdk refuses a parent origin the project has not allowed (403, frame-ancestors none, no frame script)', async () => {
  for (const origin of ['https://evil.example', 'http://127.0.0.1:5173', 'https://app.example.evil.test', 'http://app.example']) {
    const answer = await sdk({ origin, projectId: 'strict' })
    assert.is(answer.status, 403, origin)
    assert.is(answer.csp, "frame-ancestors 'none'", origin)
    assert.not.match(answer.body, /frame\.js/, origin)
    assert.match(answer.body, /data-refused/)
  }
  const previews = await sdk({ origin: 'https://pr-7.evil.example', projectId: 'previews' })
  assert.is(previews.status, 403, 'a wildcard entry matches its own labels only')
})

test('behavior: SPEC §7 allowed origins — an allowed parent gets the frame page, embeddable by exactly that origin', async () => {
  const allowed = await sdk({ origin: 'https://app.example', projectId: 'strict' })
  assert.is(allowed.status, 200)
  assert.is(allowed.csp, 'frame-ancestors https://app.example')
  assert.match(allowed.body, /data-parent-origin="https:\/\/app\.example"/)
  assert.match(allowed.body, /frame\.js/)
  const preview = await sdk({ origin: 'https://pr-12.app.example', projectId: 'previews' })
  assert.is(preview.status, 200)
  assert.is(preview.csp, 'frame-ancestors https://pr-12.app.example')
})

test('error: SPEC §7/§8 — the origin must be exactly an http(s) origin; a project whose list cannot be read refuses (fails closed)', async () => {
  for (const origin of ['', 'https://app.example/path', 'javascript:alert(1)', 'https://app.example:443', "https://app.example' 'unsafe-inline"]) {
    const answer = await sdk({ origin, projectId: 'strict' })
    assert.is(answer.status, 400, origin)
    assert.is(answer.csp, "frame-ancestors 'none'")
  }
  // The wallet-list service's test hook: that project answers 503.
  const down = await sdk({ origin: 'https://app.example', projectId: 'status-503' })
  assert.is(down.status, 503)
  assert.is(down.csp, "frame-ancestors 'none'")
})

test("behavior: SPEC §7 — without a project id, the site's default list (the wallet-list service's default: loopback, any port)", async () => {
  assert.is((await sdk({ origin: 'http://127.0.0.1:5173' })).status, 200)
  assert.is((await sdk({ origin: 'https://app.example' })).status, 403)
})

test.run()
