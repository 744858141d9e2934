import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter, WalletRequest } from '../adapter.ts'
import { createModal, dispatchInternal, type CreateModalOptions } from '../modal.ts'
import { createDeferredModal } from '../deferredModal.ts'
import * as engine from '../engine.ts'
import { prepareModal } from '../modalPrepare.ts'
import { replayFinal } from '../replay.ts'
import { events } from '../events/index.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { NETWORKS, EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import type { JsonValue } from '../events/schema.ts'

const base: CreateModalOptions = { projectId: 'p1', networks: NETWORKS, deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null } as CreateModalOptions['deps'] }
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An eip155 adapter whose wallet answers `request` as the test says, recording each request. */
function walletAdapter(answer: (request: WalletRequest) => Promise<JsonValue> = async () => '0xsigned') {
  const asked: WalletRequest[] = []
  const adapter: Adapter = {
    ...createTestAdapter('eip155'),
    request: (request) => {
      asked.push(request)
      return answer(request)
    },
  }
  return { adapter, asked }
}

async function rejection(promise: Promise<unknown>): Promise<Error & { code?: unknown }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { code?: unknown }
  }
  throw new Error('expected a rejection')
}

/** Waits (bounded) until `ready()`: the request's code loads with the first request. */
async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!ready()) throw new Error(`timed out waiting for ${what}`)
}

test('behavior: SPEC.md §5 a method in neither list is refused 4200 before the wallet is asked, and the refusal is in the log', async () => {
  const { adapter, asked } = walletAdapter()
  const modal = createModal({ ...base, adapters: [adapter] })
  await modal.connect('injected', 'eip155')
  const error = await rejection(modal.getProvider('eip155').request({ method: 'eth_sign', params: [EVM_ADDRESS, '0x00'] }))
  assert.is(error.message.split('\n')[0], 'Requested RPC call is not allowed')
  assert.is(error.code, 4200)
  assert.is(asked.length, 0)
  const types = modal.eventLog().map((e) => e.type)
  assert.ok(types.includes('provider/requested') && types.includes('provider/failed'))
  modal.destroy()
})

test('behavior: SPEC.md §8 4900 when no eip155 wallet is connected; eth_accounts is [] and eth_chainId the active network', async () => {
  const { adapter, asked } = walletAdapter()
  const modal = createModal({ ...base, adapters: [adapter] })
  const provider = modal.getProvider('eip155')
  const error = await rejection(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS] }))
  assert.is(error.code, 4900)
  assert.equal(await provider.request({ method: 'eth_accounts' }), [])
  assert.is(await provider.request({ method: 'eth_chainId' }), '0x1')
  assert.is(asked.length, 0)
  modal.destroy()
})

test('behavior: SPEC.md §6 approval methods go to the connected wallet on the active network; the answer resolves the app', async () => {
  const { adapter, asked } = walletAdapter(async () => `0x${'ab'.repeat(65)}`)
  const modal = createModal({ ...base, adapters: [adapter] })
  await modal.connect('injected', 'eip155')
  await modal.switchNetwork('eip155:137')
  const signature = await modal.getProvider('eip155').request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS] })
  assert.is(signature, `0x${'ab'.repeat(65)}`)
  assert.equal(asked, [{ method: 'personal_sign', params: ['0x68656c6c6f', EVM_ADDRESS], caipNetworkId: 'eip155:137' }])
  modal.destroy()
})

test('behavior: SPEC.md §8 a wallet error keeps its code (4001 is UserRejectedRequestError, 5760 a capability error)', async () => {
  const { adapter } = walletAdapter(async (request) => {
    if (request.method === 'wallet_sendCalls') throw Object.assign(new Error('Atomicity not supported'), { code: 5760 })
    throw new UserRejectedRequestError({ details: 'the user declined' })
  })
  const modal = createModal({ ...base, adapters: [adapter] })
  await modal.connect('injected', 'eip155')
  const provider = modal.getProvider('eip155')
  const rejected = await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [EVM_ADDRESS, '{}'] }))
  assert.is(rejected.code, 4001)
  assert.is(rejected.name, 'UserRejectedRequestError')
  const capability = await rejection(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] }))
  assert.is(capability.code, 5760)
  assert.is(capability.name, 'WalletCapabilityError')
  modal.destroy()
})

test('behavior: EIP-1193 events fire once per change — connect, chain switch, connection switch, disconnect — never for a connect under way', async () => {
  const { adapter } = walletAdapter()
  const modal = createModal({ ...base, adapters: [adapter] })
  const provider = modal.getProvider('eip155')
  const heard: string[] = []
  provider.on('connect', (info: { chainId: string }) => heard.push(`connect ${info.chainId}`))
  provider.on('accountsChanged', (accounts: string[]) => heard.push(`accounts ${accounts.join(',')}`))
  provider.on('chainChanged', (chainId: string) => heard.push(`chain ${chainId}`))
  provider.on('disconnect', (error: { code: number }) => heard.push(`disconnect ${error.code}`))
  await modal.connect('injected', 'eip155')
  await modal.switchNetwork('eip155:137')
  // Another account of the wallet (a connection switch reports a new address).
  dispatchInternal(modal, events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:137:${OTHER}` }))
  await modal.disconnect('eip155')
  assert.equal(heard, ['connect 0x1', `accounts ${EVM_ADDRESS}`, 'chain 0x89', `accounts ${OTHER}`, 'accounts ', 'disconnect 4900'])
  modal.destroy()
})

test('behavior: a request never hangs — a disconnect mid-request settles it 4900, another connection 4901', async () => {
  const { adapter, asked } = walletAdapter(() => new Promise(() => undefined))
  const modal = createModal({ ...base, adapters: [adapter] })
  await modal.connect('injected', 'eip155')
  const provider = modal.getProvider('eip155')
  const switched = rejection(provider.request({ method: 'eth_sendTransaction', params: [{ to: OTHER }] }))
  await until(() => asked.length === 1, 'the wallet asked')
  assert.ok(modal.eventLog().some((e) => e.type === 'provider/requested' && e.method === 'eth_sendTransaction'))
  dispatchInternal(modal, events.connection.connected({ connectorId: 'other.wallet', namespace: 'eip155', caipAddress: `eip155:1:${OTHER}` }))
  assert.is((await switched).code, 4901)
  const gone = rejection(provider.request({ method: 'eth_sendTransaction', params: [{ to: EVM_ADDRESS }] }))
  await until(() => asked.length === 2, 'the wallet asked again')
  await modal.disconnect('eip155')
  assert.is((await gone).code, 4900)
  modal.destroy()
})

test('behavior: wallet_switchEthereumChain goes through the modal switch (SPEC.md §4); an unconfigured chain is 4902', async () => {
  const { adapter, asked } = walletAdapter()
  const test = createTestAdapter('eip155')
  const modal = createModal({ ...base, adapters: [{ ...adapter, switchNetwork: test.switchNetwork }] })
  await modal.connect('injected', 'eip155')
  const provider = modal.getProvider('eip155')
  const chains: string[] = []
  provider.on('chainChanged', (id: string) => chains.push(id))
  assert.is(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }), null)
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.equal(test.calls.switchNetwork, ['eip155:137'])
  assert.equal(chains, ['0x89'])
  assert.ok(modal.eventLog().some((e) => e.type === 'networks/switchRequested'))
  const unknown = await rejection(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] }))
  assert.is(unknown.code, 4902)
  assert.is(asked.length, 0)
  modal.destroy()
})

test('behavior: eth_requestAccounts while disconnected opens the modal and settles with the connection, or 4001 when it is closed', async () => {
  const { adapter } = walletAdapter()
  const modal = createModal({ ...base, adapters: [adapter] })
  const provider = modal.getProvider('eip155')
  const accounts = provider.request({ method: 'eth_requestAccounts' })
  await until(() => modal.getState().open, 'the modal open')
  await modal.connect('injected', 'eip155')
  assert.equal(await accounts, [EVM_ADDRESS])
  await modal.disconnect()
  const closed = rejection(provider.request({ method: 'eth_requestAccounts' }))
  await until(() => modal.getState().open, 'the modal open again')
  modal.close()
  assert.is((await closed).code, 4001)
  modal.destroy()
})

test('behavior: the log holds every app request in order, no signature, and replays to the same final state (ARCHITECTURE rule 4)', async () => {
  const hash = `0x${'12'.repeat(32)}`
  const { adapter } = walletAdapter(async (request) => (request.method === 'eth_sendTransaction' ? hash : `0x${'cd'.repeat(65)}`))
  const modal = createModal({ ...base, adapters: [adapter] })
  await modal.connect('injected', 'eip155')
  const provider = modal.getProvider('eip155')
  await provider.request({ method: 'personal_sign', params: ['0x7365637265742d6d657373616765', EVM_ADDRESS] })
  await provider.request({ method: 'eth_sendTransaction', params: [{ from: EVM_ADDRESS, to: OTHER, value: '0x1' }] })
  const log = modal.eventLog()
  const requests = log.filter((e) => e.type.startsWith('provider/'))
  assert.equal(
    requests.map((e) => `${e.type} ${(e as { method: string }).method}`),
    ['provider/requested personal_sign', 'provider/succeeded personal_sign', 'provider/requested eth_sendTransaction', 'provider/succeeded eth_sendTransaction'],
  )
  const text = JSON.stringify(log)
  assert.not.ok(text.includes('cdcdcdcd'), 'the signature is redacted')
  assert.not.ok(text.includes('7365637265742d'), 'the message to sign is redacted')
  assert.ok(text.includes(hash), 'the transaction hash is kept')
  assert.equal(replayFinal(JSON.parse(text)), JSON.parse(JSON.stringify(modal.getState())))
  modal.destroy()
})

test('behavior: the public dispatch takes provider/requested (an intent) and refuses its outcome facts', () => {
  const modal = createModal(base)
  assert.throws(() => modal.dispatch({ type: 'provider/succeeded', requestId: 'x', method: 'personal_sign', result: '0x' } as never))
  modal.destroy()
})

test('behavior: the provider is one object for the page, works before the core has loaded, and answers eth_chainId without loading it', async () => {
  const { adapter, asked } = walletAdapter(async () => 'ok')
  const options: CreateModalOptions = { ...base, adapters: [adapter] }
  let loads = 0
  const modal = createDeferredModal(options, prepareModal(options), async () => {
    loads++
    return engine
  })
  const provider = modal.getProvider('eip155')
  assert.is(modal.getProvider('eip155'), provider)
  assert.is(await provider.request({ method: 'eth_chainId' }), '0x1')
  assert.is(loads, 0)
  const refused = await rejection(provider.request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] }))
  assert.is(refused.code, 4900)
  assert.is(loads, 1)
  await modal.connect('injected', 'eip155')
  assert.is(await provider.request({ method: 'personal_sign', params: ['0x00', EVM_ADDRESS] }), 'ok')
  assert.is(asked.length, 1)
  modal.destroy()
})

test.run()
