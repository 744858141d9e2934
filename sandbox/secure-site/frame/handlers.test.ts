/**
 * The frame's answers for Solana (SPEC.md §4 frame messages get user and rpc request,
 * §6 Solana signing methods need the user's approval): `getUser` names the wallet's Solana account,
 * an `rpcRequest` on a `solana:<ref>` chain goes to that account on the secure site — a signing
 * one only after the approval panel's Approve, a read at once. The frame's handler runs against
 * the real secure site backend and the real sandbox Solana node; only the panel's click is scripted.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { AppRequest, RequestPayload, RequestType } from '../../../adapters/embedded/protocol.ts'
import { startAnvil, type Anvil } from '../../evm/anvil.ts'
import { startSolana, type SolanaSandbox } from '../../solana/index.ts'
import { startSecureSite, type SecureSite } from '../server.ts'
import { SOLANA_STARTING_LAMPORTS } from '../solanaWallets.ts'
import { FrameFailure, handle, KEYS, type FrameContext } from './handlers.ts'
import { backendFrameContext } from '../../../test/fixtures/backendFrameContext.ts'
import { solanaTransfer } from '../../../test/fixtures/solanaTransfer.ts'

let solana: SolanaSandbox
let anvil: Anvil
let site: SecureSite
let rpc: Connection
const approvals: { method: string; chainId?: string }[] = []
let decision = true

/** The frame's context with the real backend; the panel's click records the request and answers `decision`. */
const frameContext = (): FrameContext =>
  backendFrameContext({
    siteUrl: () => site.url,
    deviceId: 'device-frame-01',
    async approve({ method, chainId }) {
      approvals.push({ method, ...(chainId !== undefined ? { chainId } : {}) })
      return decision
    },
  })

let ctx: FrameContext
let counter = 0
const ask = <T extends RequestType>(type: T, payload: RequestPayload<T>): Promise<unknown> =>
  handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: `r${++counter}`, type, payload } as unknown as AppRequest)

const transfer = async (from: string, to: string, lamports: number): Promise<string> => Buffer.from(await solanaTransfer(rpc, from, to, lamports)).toString('base64')

test.before(async () => {
  ;[solana, anvil] = await Promise.all([startSolana(), startAnvil({ chainId: 31337 })])
  rpc = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  site = await startSecureSite({ smtp: { host: '127.0.0.1', port: 1 }, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], solana: { chainId: solana.chainId, rpcUrl: solana.rpcUrl } })
  ctx = frameContext()
  ctx.storage.set(KEYS.token, site.auth.openSession({ email: 'frame.sol@example.com', walletKey: 'frame.sol@example.com' }, 'device-frame-01').token)
})
test.after(async () => {
  await site?.stop()
  await Promise.all([solana?.stop(), anvil?.stop()])
})

test("behavior: SPEC §4 getUser — the user names the wallet's Solana account beside its EVM address", async () => {
  const user = (await ask('getUser', {})) as { address: string; solanaAddress?: string; chainId: string }
  assert.match(user.address, /^0x[0-9a-fA-F]{40}$/)
  assert.is(user.solanaAddress, await site.solanaWallets!.addressOf('frame.sol@example.com'))
  assert.is(user.chainId, 'eip155:31337', 'the EVM chain the frame keeps is untouched')
})

test('behavior: SPEC §6 a read on a solana: chain needs no approval and reads the node', async () => {
  const { solanaAddress } = (await ask('getUser', {})) as { solanaAddress: string }
  const before = approvals.length
  const { result } = (await ask('rpcRequest', { chainId: solana.chainId, method: 'getBalance', params: [solanaAddress] })) as { result: { value: number } }
  assert.is(result.value, SOLANA_STARTING_LAMPORTS)
  assert.is(approvals.length, before)
})

test('behavior: SPEC §6 solana_signAndSendTransaction waits for Approve, then lands on the Solana node', async () => {
  const { solanaAddress } = (await ask('getUser', {})) as { solanaAddress: string }
  const to = Keypair.generate().publicKey.toBase58()
  decision = true
  const { result } = (await ask('rpcRequest', {
    chainId: solana.chainId,
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(solanaAddress, to, 3_000_000) },
  })) as { result: { signature: string } }
  assert.equal(approvals.at(-1), { method: 'solana_signAndSendTransaction', chainId: solana.chainId })
  await rpc.confirmTransaction(result.signature, 'confirmed')
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 3_000_000)
})

test("error: SPEC §8 'User rejected the request' — Reject in the panel sends nothing", async () => {
  const { solanaAddress } = (await ask('getUser', {})) as { solanaAddress: string }
  const to = Keypair.generate().publicKey.toBase58()
  decision = false
  try {
    await ask('rpcRequest', { chainId: solana.chainId, method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: solanaAddress } })
    assert.unreachable('rejected')
  } catch (error) {
    assert.ok(error instanceof FrameFailure && error.code === 'REJECTED')
  }
  try {
    await ask('rpcRequest', { chainId: solana.chainId, method: 'solana_signAndSendTransaction', params: { transaction: await transfer(solanaAddress, to, 1_000) } })
    assert.unreachable('rejected')
  } catch (error) {
    assert.ok(error instanceof FrameFailure && error.code === 'REJECTED')
  }
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 0)
  decision = true
})

test('error: a signing request on a Solana chain the site does not serve is refused before the approval panel opens (nothing to approve that could not land)', async () => {
  const before = approvals.length
  ctx.storage.remove(KEYS.solanaChains)
  try {
    await ask('rpcRequest', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', method: 'solana_signMessage', params: { message: '3yZe7d' } })
    assert.unreachable('refused')
  } catch (error) {
    assert.ok(error instanceof FrameFailure && error.code === 'BAD_REQUEST', String(error))
    assert.match((error as Error).message, 'is not served by the secure site')
  }
  assert.is(approvals.length, before, 'no panel')
  assert.equal(JSON.parse(ctx.storage.get(KEYS.solanaChains)!), [solana.chainId, 'solana:localnet'], 'learnt from the site with the user')
})

test("error: SPEC §5 'Requested RPC call is not allowed' — a Solana method off the allowlist is refused before any approval", async () => {
  const before = approvals.length
  try {
    await ask('rpcRequest', { chainId: solana.chainId, method: 'requestAirdrop', params: [] })
    assert.unreachable('refused')
  } catch (error) {
    assert.ok(error instanceof FrameFailure && error.code === 'NOT_ALLOWED')
  }
  assert.is(approvals.length, before)
})

test.run()
