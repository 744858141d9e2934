/**
 * SPEC.md §4 (frame messages: sign out, session update): the host notices a sign-out it did not ask
 * for. When the frame reports its session ended (another frame of the secure site signed out, the
 * backend expired it) the embedded provider drops the user and tells every namespace — eip155
 * through EIP-1193 `accountsChanged []`, which the eip155 adapter turns into
 * `connection/disconnected` — while the host's own sign-out is not reported twice. The frame's
 * handler (`handle`, the iframe's code) runs against the real secure site backend and anvil; the
 * frame's session update reaches the provider as the embedded wallet wires it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../../sandbox/evm/anvil.ts'
import { startSecureSite, type SecureSite } from '../../sandbox/secure-site/server.ts'
import { FrameFailure, handle, KEYS } from '../../sandbox/secure-site/frame/handlers.ts'
import { backendFrameContext } from '../../test/fixtures/backendFrameContext.ts'
import { errorOfFrame, type FrameManager } from './frameManager.ts'
import { PROTOCOL_CHANNEL, type AppRequest } from './protocol.ts'
import { embeddedProvider, type EmbeddedProvider } from './provider.ts'

let anvil: Anvil
let site: SecureSite

test.before(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  site = await startSecureSite({ smtp: { host: '127.0.0.1', port: 1 }, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
})
test.after(async () => {
  await site?.stop()
  await anvil?.stop()
})

/**
 * One frame of the secure site over the shared storage of its origin; its `sessionUpdate`s go to
 * `onSessionUpdate`, before the answer to the request that caused them (the frame posts them first).
 */
function frameOf(store: Map<string, string>, onSessionUpdate: (connected: boolean) => void): FrameManager {
  const ctx = { ...backendFrameContext({ siteUrl: () => site.url, deviceId: 'device-ended-01', store, siteOrigin: site.url }), sessionChanged: (user: unknown) => onSessionUpdate(user !== undefined) }
  let counter = 0
  const nextId = () => `s${++counter}`
  return {
    nextId,
    async request(type: string, payload: unknown, options: { id?: string } = {}) {
      const request = { channel: PROTOCOL_CHANNEL, kind: 'app-request', id: options.id ?? nextId(), type, payload } as unknown as AppRequest
      try {
        return await handle(ctx, request)
      } catch (error) {
        if (error instanceof FrameFailure) throw errorOfFrame({ code: error.code, message: error.message })
        throw error
      }
    },
  } as unknown as FrameManager
}

/** The host's provider, wired to its frame's session updates as `embeddedWallet` wires them. */
function host(store: Map<string, string>): { provider: EmbeddedProvider; accounts: unknown[][]; signedOut: string[] } {
  const accounts: unknown[][] = []
  const signedOut: string[] = []
  let provider: EmbeddedProvider | undefined
  const frame = frameOf(store, (connected) => {
    if (!connected) provider?.sessionEnded()
  })
  provider = embeddedProvider(async () => frame, { approvalRequested: () => undefined, approvalSettled: () => undefined })
  provider.on?.('accountsChanged', (list) => accounts.push(list as unknown[]))
  provider.onSignedOut((from) => signedOut.push(from))
  return { provider, accounts, signedOut }
}

const signedInStore = (email: string): Map<string, string> => new Map([[KEYS.token, site.auth.openSession({ email, walletKey: email }, 'device-ended-01').token]])

test('error: SPEC §4 session update — a sign-out the host did not ask for (another frame of the site) leaves every namespace disconnected', async () => {
  const store = signedInStore('ended@example.com')
  const { provider, accounts, signedOut } = host(store)
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  assert.match(address!, /^0x[0-9a-fA-F]{40}$/)
  // Another frame of the secure site (another tab or embedding page) signs out: same origin storage.
  const other = frameOf(store, () => undefined)
  await other.request('signOut', {})
  // The host's frame hears it (a storage event in the browser) and reports the session's end.
  provider.sessionEnded()
  assert.equal(accounts, [[]], 'eip155: accountsChanged [] (the eip155 adapter reports connection/disconnected)')
  assert.equal(signedOut, ['eip155'], 'the other namespaces drop their accounts too')
  assert.is(provider.user(), undefined)
  assert.equal(await provider.request({ method: 'eth_accounts' }), [], 'and the frame agrees: no session')
  provider.sessionEnded()
  assert.equal(accounts, [[]], 'told once')
})

test("behavior: SPEC §4 sign out — the host's own sign-out is reported once, by the sign-out itself", async () => {
  const store = signedInStore('own@example.com')
  const { provider, accounts, signedOut } = host(store)
  await provider.request({ method: 'eth_requestAccounts' })
  await provider.signOut('solana')
  assert.equal(accounts, [[]], "one accountsChanged [] (from the sign-out), none from the frame's update")
  assert.equal(signedOut, ['solana'])
})

test.run()
