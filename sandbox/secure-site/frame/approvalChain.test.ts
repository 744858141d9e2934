/**
 * SPEC.md §6 (methods needing the user's approval): the frame checks the chain before its approval
 * panel shows — a request on an EVM chain the secure site does not serve is refused without asking
 * the user — and hands the panel the chain it names. The frame's handler runs against the real
 * secure site backend and a real anvil; only the panel's click is scripted.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AppRequest } from '../../../adapters/embedded/protocol.ts'
import { startAnvil, type Anvil } from '../../evm/anvil.ts'
import { startSecureSite, type SecureSite } from '../server.ts'
import { FrameFailure, handle, KEYS, type FrameContext } from './handlers.ts'
import { backendFrameContext } from '../../../test/fixtures/backendFrameContext.ts'

let anvil: Anvil
let site: SecureSite
let ctx: FrameContext
const asked: { method: string; chainId?: string }[] = []
let counter = 0

const rpc = (chainId: string, method: string, params: unknown[]): Promise<unknown> =>
  handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: `c${++counter}`, type: 'rpcRequest', payload: { chainId, method, params } } as unknown as AppRequest)

test.before(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  site = await startSecureSite({ smtp: { host: '127.0.0.1', port: 1 }, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
  ctx = backendFrameContext({
    siteUrl: () => site.url,
    deviceId: 'device-chain-01',
    async approve({ method, chainId }) {
      asked.push({ method, ...(chainId !== undefined ? { chainId } : {}) })
      return true
    },
  })
  ctx.storage.set(KEYS.token, site.auth.openSession({ email: 'chain@example.com', walletKey: 'chain@example.com' }, 'device-chain-01').token)
})
test.after(async () => {
  await site?.stop()
  await anvil?.stop()
})

test('error: SPEC §6 approval — a personal_sign on a chain the secure site does not serve is refused before the panel shows', async () => {
  let failure: unknown
  await rpc('eip155:999', 'personal_sign', ['0x68656c6c6f', '0x0000000000000000000000000000000000000000']).catch((e: unknown) => (failure = e))
  assert.instance(failure, FrameFailure)
  assert.is((failure as FrameFailure).code, 'BAD_REQUEST')
  assert.match((failure as FrameFailure).message, /eip155:999 is not served/)
  assert.equal(asked, [], 'the user was never asked')
})

test('behavior: SPEC §6 approval — on a served chain the panel is asked with the chain it names, then the call runs', async () => {
  const address = (
    (await handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: 'u1', type: 'getUser', payload: { chainId: 'eip155:31337', preferredAccountType: 'eoa' } } as unknown as AppRequest)) as {
      accounts: { address: string; type: string }[]
    }
  ).accounts.find((a) => a.type === 'eoa')!.address
  ctx.storage.set(KEYS.accountType, 'eoa')
  const { result } = (await rpc('eip155:31337', 'personal_sign', ['0x68656c6c6f', address])) as { result: string }
  assert.match(result, /^0x[0-9a-f]{130}$/)
  assert.equal(asked, [{ method: 'personal_sign', chainId: 'eip155:31337' }])
})

test.run()
