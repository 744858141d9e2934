import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { createMemoryStorage, createModal, type Modal, type WindowLike } from '../../core/index.ts'
import { replay } from '../../core/coreEntry.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { base58Encode } from './base58.ts'
import { until } from '../../test/fixtures/until.ts'
import { SESSION_KEY } from '../../core/storage.ts'
import { createFakeWallet, registerWallet, type FakeWalletOptions } from '../../test/fixtures/fakeStandardWallet.ts'
import { solanaAdapter, type SolanaAdapterOptions } from './solanaAdapter.ts'
import { testConnector } from './testConnector.ts'
import type { SolanaWalletFeatures } from './walletStandard.ts'

/** The Solana adapter reads through web3.js, never the core's EIP-1193 transport. */
const noRpc = (): never => {
  throw new Error('the solana adapter does not use context.rpc')
}

const network = (ref: string, name: string): CaipNetwork => ({
  id: ref,
  caipNetworkId: `solana:${ref}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  // Nothing listens here: a test that reaches the network fails loudly.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const MAINNET = network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const DEVNET = network('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet')
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const modals: Modal[] = []
const cleanups: (() => void)[] = []
test.after.each(() => {
  for (const modal of modals.splice(0)) modal.destroy()
  for (const off of cleanups.splice(0)) off()
})

/** A modal with the real solana adapter over a fake Wallet Standard wallet in a happy-dom window. */
function setup(wallet: FakeWalletOptions = {}, adapterOptions: SolanaAdapterOptions = {}) {
  const win = new Window({ url: 'http://localhost:3000/' })
  const fake = createFakeWallet({ name: 'Fake Wallet', ...wallet })
  cleanups.push(registerWallet(win as never, fake.wallet))
  // networks also given to the adapter: core's adapters epic hands setup an empty list for now.
  const adapter = solanaAdapter({ window: win as never, networks: [MAINNET, DEVNET], ...adapterOptions })
  const modal = createModal({
    projectId: 'test',
    networks: [MAINNET, DEVNET],
    adapters: [adapter],
    deps: { window: win as unknown as WindowLike, storage: createMemoryStorage() },
  })
  modals.push(modal)
  return { win, fake, adapter, modal }
}

async function rejection(promise: Promise<unknown>): Promise<Error & { shortMessage?: string; code?: number | string }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { shortMessage?: string; code?: number }
  }
  throw new Error('expected a rejection')
}

test('behavior: modal.connect through a Wallet Standard wallet gives the CAIP address on the active network (SPEC §3 address format)', async () => {
  const { fake, modal } = setup()
  assert.equal(
    modal.getState().connectors.map((c) => c.id),
    ['fake-wallet'],
    'a slug of the name, never the display name',
  )
  await modal.connect('fake-wallet')
  const account = modal.getState().accounts.solana
  assert.is(account?.status, 'connected')
  assert.is(account?.caipAddress, `${MAINNET.caipNetworkId}:${fake.accounts[0]!.address}`)
  assert.equal(account?.user, { accounts: [{ address: fake.accounts[0]!.address, type: 'eoa' }] })
  assert.equal(fake.calls.connect, [{}], 'a prompting connect, not a silent one')
  assert.equal(replay(modal.eventLog()).final, modal.getState())
})

test("error: the wallet's 4001 rejection → 'Connection rejected' (SPEC §8 connection errors)", async () => {
  const { modal } = setup({ connectError: { code: 4001, message: 'User rejected the request.' } })
  const error = await rejection(modal.connect('Fake Wallet', 'solana'))
  assert.is(error.shortMessage, 'Connection rejected')
  assert.is(modal.getState().accounts.solana?.status ?? 'disconnected', 'disconnected')
})

test("error: a rejection told only in words (no code) is still 4001 → 'Connection rejected'", async () => {
  const { modal } = setup({ connectError: new Error('User rejected the request') })
  assert.is((await rejection(modal.connect('Fake Wallet', 'solana'))).shortMessage, 'Connection rejected')
})

test("error: any other wallet failure → 'Failed to connect' (SPEC §8)", async () => {
  const { modal } = setup({ connectError: new Error('wallet locked up') })
  assert.is((await rejection(modal.connect('Fake Wallet', 'solana'))).shortMessage, 'Failed to connect')
})

test("error: the test connector's connectError flag → 'Connection rejected' through the real modal", async () => {
  const { modal } = setup({}, { connectors: [testConnector({ connectError: true })] })
  assert.is((await rejection(modal.connect('test', 'solana'))).shortMessage, 'Connection rejected')
})

test('behavior: signMessage signs the UTF-8 message with the connected account and returns base58', async () => {
  const { adapter, fake, modal } = setup()
  await modal.connect('Fake Wallet', 'solana')
  assert.is(await adapter.signMessage!({ message: 'hello' }), base58Encode(new Uint8Array(64).fill(9)))
  assert.is(fake.calls.signMessage, 1)
})

test('error: a rejected signature is a 4001 UserRejectedRequestError', async () => {
  const { adapter, modal } = setup({ signError: { code: 4001, message: 'User rejected the request.' } })
  await modal.connect('Fake Wallet', 'solana')
  const error = await rejection(adapter.signMessage!({ message: 'hello' }))
  assert.is(error.name, 'UserRejectedRequestError')
  assert.is(error.code, 4001)
})

test("error: the test connector's rejectSign flag rejects signatures with 4001", async () => {
  const { adapter, modal } = setup({}, { connectors: [testConnector({ rejectSign: true })] })
  await modal.connect('test', 'solana')
  const error = await rejection(adapter.signMessage!({ message: 'hi' }))
  assert.is(error.code, 4001)
})

test('behavior: the test connector signs real ed25519 signatures over the message', async () => {
  const { Keypair } = await import('@solana/web3.js')
  const { ed25519 } = await import('@noble/curves/ed25519')
  const keypair = Keypair.fromSeed(new Uint8Array(32).fill(5))
  const { adapter, modal } = setup({}, { connectors: [testConnector({ secretKey: keypair.secretKey })] })
  await modal.connect('test', 'solana')
  assert.is(modal.getState().accounts.solana?.address, keypair.publicKey.toBase58())
  const signature = await adapter.signMessage!({ message: 'hi' })
  const { base58Decode } = await import('./base58.ts')
  assert.ok(ed25519.verify(base58Decode(signature)!, new TextEncoder().encode('hi'), keypair.publicKey.toBytes()))
})

test('error: sendTransfer refuses a receiver that is not a Solana address before asking the wallet (SPEC §5)', async () => {
  const { adapter, fake, modal } = setup()
  await modal.connect('Fake Wallet', 'solana')
  for (const to of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGY0LVL9zYtAWWM', 'short1111', `${RECEIVER}x`]) {
    const error = await rejection(adapter.sendTransfer!({ caipNetworkId: MAINNET.caipNetworkId, to, amount: '1' }))
    assert.is(error.name, 'ValidationError', to)
    assert.is(error.shortMessage, 'Invalid receiver address', to)
  }
  assert.is(fake.calls.signAndSend + fake.calls.sign, 0, 'the wallet was never asked')
})

test("error: sendTransfer on a network outside the configured list → 'Unsupported chain' (SPEC §4 send)", async () => {
  const { adapter, fake, modal } = setup()
  await modal.connect('Fake Wallet', 'solana')
  const error = await rejection(adapter.sendTransfer!({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', to: RECEIVER, amount: '1' }))
  assert.is(error.shortMessage, 'Unsupported chain')
  assert.is(fake.calls.signAndSend, 0)
})

test("error: sendTransfer without amount → SPEC §5's 'An amount and receiver address are required'; bad amounts are refused", async () => {
  const { adapter, modal } = setup()
  await modal.connect('Fake Wallet', 'solana')
  const send = (amount: string, to = RECEIVER) => rejection(adapter.sendTransfer!({ caipNetworkId: MAINNET.caipNetworkId, to, amount }))
  assert.is((await send('')).shortMessage, 'An amount and receiver address are required')
  assert.is((await send('1', '')).shortMessage, 'An amount and receiver address are required')
  for (const amount of ['0', '-1', '1e3', '0.0000000001', 'abc']) assert.is((await send(amount)).shortMessage, 'Invalid amount', amount)
})

test("error: sendTransfer while nothing is connected → 'Invalid connection status' (SPEC §8)", async () => {
  const { adapter } = setup()
  const error = await rejection(adapter.sendTransfer!({ caipNetworkId: MAINNET.caipNetworkId, to: RECEIVER, amount: '1' }))
  assert.is(error.shortMessage, 'Invalid connection status')
})

test('behavior: switchNetwork only validates (wallets have no switch); later account changes use the new network', async () => {
  const { adapter, fake, modal } = setup({ seeds: [1, 2] })
  await modal.connect('Fake Wallet', 'solana')
  await modal.switchNetwork(DEVNET.caipNetworkId)
  assert.is(modal.getState().accounts.solana?.caipAddress, `${DEVNET.caipNetworkId}:${fake.accounts[0]!.address}`)
  fake.emitChange({ accounts: [fake.accounts[1]!] })
  assert.is(modal.getState().accounts.solana?.caipAddress, `${DEVNET.caipNetworkId}:${fake.accounts[1]!.address}`)
  const error = await rejection(adapter.switchNetwork('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'))
  assert.is(error.shortMessage, 'Network not found')
  assert.equal(replay(modal.eventLog()).final, modal.getState())
})

test('behavior: the wallet revoking every account disconnects the namespace; modal.disconnect calls standard:disconnect', async () => {
  const first = setup()
  await first.modal.connect('Fake Wallet', 'solana')
  first.fake.emitChange({ accounts: [] })
  assert.is(first.modal.getState().accounts.solana, undefined)

  const second = setup()
  await second.modal.connect('Fake Wallet', 'solana')
  await second.modal.disconnect('solana')
  assert.is(second.fake.calls.disconnect, 1)
  assert.is(second.modal.getState().accounts.solana, undefined)
  assert.is(second.modal.eventLog().filter((e) => e.type === 'connection/disconnected').length, 1, 'reported once')
})

test('behavior: reconnect is a silent standard:connect; undefined when the wallet grants nothing or is absent', async () => {
  const { adapter, fake, modal } = setup()
  assert.is(await adapter.reconnect!({ connectorId: 'Fake Wallet', caipNetworkId: MAINNET.caipNetworkId }), undefined, 'not granted yet')
  assert.equal(fake.calls.connect, [{ silent: true }])
  await modal.connect('Fake Wallet', 'solana')
  const again = await adapter.reconnect!({ connectorId: 'Fake Wallet', caipNetworkId: DEVNET.caipNetworkId })
  assert.is(again?.caipAddress, `${DEVNET.caipNetworkId}:${fake.accounts[0]!.address}`)
  assert.equal(fake.calls.connect.at(-1), { silent: true })

  const quick = setup({}, { reconnectTimeout: 30 })
  const started = Date.now()
  assert.is(await quick.adapter.reconnect!({ connectorId: 'Never Installed' }), undefined)
  assert.ok(Date.now() - started >= 25, 'waited for a late wallet script')
})

test('behavior: reconnect waits for a wallet that registers after the modal started', async () => {
  const win = new Window({ url: 'http://localhost:3000/' })
  const adapter = solanaAdapter({ window: win as never, reconnectTimeout: 2000 })
  const teardown = adapter.setup!({ emit: () => {}, networks: [MAINNET], rpc: noRpc })
  cleanups.push(teardown)
  const fake = createFakeWallet({ name: 'Slow Script' })
  // The user granted this site access on an earlier visit.
  await (fake.wallet.features['standard:connect'] as SolanaWalletFeatures['standard:connect']).connect()
  const pending = adapter.reconnect!({ connectorId: 'Slow Script' })
  setTimeout(() => cleanups.push(registerWallet(win as never, fake.wallet)), 20)
  const result = await pending
  assert.is(result?.caipAddress, `${MAINNET.caipNetworkId}:${fake.accounts[0]!.address}`)
})

test('behavior: a session restored on reload reconnects silently to the same wallet (SPEC §4 reload reconnect)', async () => {
  const storage = createMemoryStorage()
  const win = new Window({ url: 'http://localhost:3000/' })
  const fake = createFakeWallet({ name: 'Fake Wallet' })
  cleanups.push(registerWallet(win as never, fake.wallet))
  const make = () => {
    const modal = createModal({
      projectId: 'test',
      networks: [MAINNET, DEVNET],
      adapters: [solanaAdapter({ window: win as never })],
      deps: { window: win as unknown as WindowLike, storage },
    })
    modals.push(modal)
    return modal
  }
  const first = make()
  await first.connect('Fake Wallet', 'solana')
  await until(async () => (await storage.get(SESSION_KEY)) !== undefined, 'the session is saved')
  first.destroy()
  const second = make()
  await until(() => second.getState().accounts.solana?.status === 'connected', 'the second modal reconnects')
  assert.is(second.getState().accounts.solana?.caipAddress, `${MAINNET.caipNetworkId}:${fake.accounts[0]!.address}`)
  assert.equal(fake.calls.connect.at(-1), { silent: true }, 'no prompt on reload')
})

test.run()
