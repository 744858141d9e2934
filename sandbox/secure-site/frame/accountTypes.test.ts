/**
 * The frame's answers about account types (SPEC.md §3 `user` accounts and the
 * preferred account type, §4 smart account init and preferred account, §6 default smartAccount),
 * run against the real secure site over HTTP with real anvil chains: one chain with the smart
 * account factory, one without.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AppRequest, RequestType } from '../../../adapters/embedded/protocol.ts'
import { startAnvil, type Anvil } from '../../evm/anvil.ts'
import { startMail, type MailServer } from '../../mail/index.ts'
import { startSecureSite, type SecureSite } from '../server.ts'
import { FrameFailure, handle, KEYS, type FrameContext } from './handlers.ts'
import { backendFrameContext } from '../../../test/fixtures/backendFrameContext.ts'
import { embeddedProvider } from '../../../adapters/embedded/provider.ts'
import type { FrameManager } from '../../../adapters/embedded/frameManager.ts'
import { deploySmartAccountFactory } from '../../../test/fixtures/smartAccountFactory.ts'

let chains: Anvil[]
let mail: MailServer
let site: SecureSite
const values = new Map<string, string>()
const EMAIL = 'frame.types@x.test'
const DEVICE = 'device-frame-types'

const ctx: FrameContext = backendFrameContext({ siteUrl: () => site.url, deviceId: DEVICE, store: values, siteOrigin: 'http://127.0.0.1:2' })
let seq = 0
const ask = <T extends RequestType>(type: T, payload: AppRequest<T>['payload']): Promise<unknown> =>
  handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: `r${++seq}`, type, payload } as AppRequest)

test.before(async () => {
  const [a, b, m] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 }), startMail()])
  chains = [a, b]
  mail = m
  const factory = await deploySmartAccountFactory(a.rpcUrl)
  site = await startSecureSite({
    smtp: mail.smtp,
    evm: [
      { chainId: 31337, rpcUrl: a.rpcUrl, smartAccountFactory: factory },
      { chainId: 31338, rpcUrl: b.rpcUrl },
    ],
  })
  // Email login through the frame: the new device approved from the mailed link, then the code.
  assert.equal(await ask('connectEmail', { email: EMAIL }), { action: 'VERIFY_DEVICE' })
  const approval = await mail.waitForMessage({ to: EMAIL })
  const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec(approval.text)![1]!
  const approved = ask('connectDevice', { email: EMAIL })
  await fetch(link)
  await approved
  const code = /\b(\d{6})\b/.exec((await mail.waitForMessage({ to: EMAIL, after: approval.id })).text)![1]!
  await ask('connectOtp', { email: EMAIL, otp: code })
})
test.after(async () => {
  await site?.stop()
  await mail?.stop()
  await Promise.all((chains ?? []).map((c) => c.stop()))
})

type User = { address: string; accounts: { address: string; type: string }[]; preferredAccountType: string; smartAccountDeployed?: boolean }

test('default: SPEC §6 on a network with smart accounts the user is its smart account, the EOA listed beside it; on one without, the EOA alone', async () => {
  const here = (await ask('getUser', { chainId: 'eip155:31337' })) as User
  assert.equal(
    here.accounts.map((a) => a.type),
    ['eoa', 'smartAccount'],
  )
  assert.is(here.address, here.accounts[1]!.address)
  assert.is(here.preferredAccountType, 'smartAccount')
  assert.is(here.smartAccountDeployed, false)
  assert.equal((here as User & { smartAccountNetworks?: string[] }).smartAccountNetworks, ['eip155:31337'], 'SPEC §3 smart account enabled networks: where the factory is')
  const there = (await ask('getUser', { chainId: 'eip155:31338' })) as User
  assert.equal(there.accounts, [here.accounts[0]])
  assert.is(there.address, here.accounts[0]!.address)
  assert.is(there.preferredAccountType, 'eoa')
})

test('behavior: SPEC §4 initSmartAccount names the smart account here; setPreferredAccount eoa makes the EOA act (stored, §3), smartAccount back', async () => {
  const user = (await ask('getUser', { chainId: 'eip155:31337' })) as User
  const [eoa, smart] = user.accounts.map((a) => a.address)
  assert.equal(await ask('initSmartAccount', {}), { address: smart, isDeployed: false })
  assert.equal(await ask('setPreferredAccount', { type: 'eoa' }), { address: eoa, type: 'eoa' })
  assert.is(values.get(KEYS.accountType), 'eoa')
  assert.equal(await ask('rpcRequest', { chainId: 'eip155:31337', method: 'eth_accounts' }), { result: [eoa] })
  assert.equal(await ask('setPreferredAccount', { type: 'smartAccount' }), { address: smart, type: 'smartAccount' })
  assert.equal(await ask('rpcRequest', { chainId: 'eip155:31337', method: 'eth_accounts' }), { result: [smart] })
})

/**
 * The embedded wallet's EIP-1193 provider over these very handlers: the frame's postMessage
 * transport left out (the browser journeys cover it), the secure site, its chains and the frame's
 * logic real.
 */
const providerOverFrame = () => {
  const frame = {
    request: (type: RequestType, payload: unknown, options: { id?: string } = {}) =>
      handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: options.id ?? `p${++seq}`, type, payload } as AppRequest),
    nextId: () => `p${++seq}`,
  } as unknown as FrameManager
  return embeddedProvider(async () => frame, { approvalRequested() {}, approvalSettled() {} })
}

test('behavior: SPEC §3/§4 the acting account follows the network — switching to a chain without smart accounts tells accountsChanged with the EOA, switching back with the smart account', async () => {
  values.delete(KEYS.accountType)
  await ask('switchNetwork', { chainId: 'eip155:31337' })
  const provider = providerOverFrame()
  const [first] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  const accounts = provider.user()!.accounts ?? []
  const eoa = accounts.find((a) => a.type === 'eoa')!.address
  const smart = accounts.find((a) => a.type === 'smartAccount')!.address
  assert.is(first, smart, 'SPEC §6: the smart account where the network has one')
  const told: unknown[] = []
  provider.on!('accountsChanged', (changed) => told.push(changed))
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  assert.equal(told, [[eoa]], 'on 31338 (no smart account factory) the EOA acts')
  assert.equal(
    (await provider.accountTypes()).map((a) => a.type),
    ['eoa'],
  )
  assert.equal(await provider.request({ method: 'eth_accounts' }), [eoa])
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
  assert.equal(told, [[eoa], [smart]], 'back on 31337 the smart account acts again')
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
  assert.is(told.length, 2, 'a switch that changes no account tells nothing')
})

test('error: SPEC §4 a smart account only where the network supports one — initSmartAccount and setPreferredAccount smartAccount are refused there, the preference unchanged', async () => {
  await ask('switchNetwork', { chainId: 'eip155:31338' })
  values.set(KEYS.accountType, 'eoa')
  for (const refused of [() => ask('initSmartAccount', {}), () => ask('setPreferredAccount', { type: 'smartAccount' })]) {
    try {
      await refused()
      assert.unreachable('refused')
    } catch (error) {
      assert.instance(error, FrameFailure)
      assert.match((error as FrameFailure).message, 'does not support smart accounts')
    }
  }
  assert.is(values.get(KEYS.accountType), 'eoa')
})

test.run()
