import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair } from '@solana/web3.js'
import { createMemoryStorage, createModal, type Modal } from '../../core/index.ts'
import { replay } from '../../core/coreEntry.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { solanaAdapter } from './solanaAdapter.ts'
import { testConnector, type TestConnectorFn } from './testConnector.ts'

const MAINNET: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const ADDRESSES = [1, 2].map((n) => Keypair.fromSeed(new Uint8Array(32).fill(n)).publicKey.toBase58())

const modals: Modal[] = []
test.after.each(() =>
  modals.splice(0).forEach((m) => {
    m.destroy()
  }),
)

function setup(connector: TestConnectorFn) {
  // No window: the test connector works where no wallet can be discovered (Node, SSR).
  const adapter = solanaAdapter({ window: undefined, networks: [MAINNET], connectors: [connector] })
  const modal = createModal({ projectId: 'test', networks: [MAINNET], adapters: [adapter], deps: { storage: createMemoryStorage() } })
  modals.push(modal)
  return { adapter, modal }
}

async function rejection(promise: Promise<unknown>): Promise<Error & { shortMessage?: string; code?: number | string }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { shortMessage?: string }
  }
  throw new Error('expected a rejection')
}

test("default: a test connector given a secret key grants that key's address, known before web3.js loads", async () => {
  const key = Keypair.fromSeed(new Uint8Array(32).fill(3))
  const { modal } = setup(testConnector({ secretKey: key.secretKey }))
  await modal.connect('test', 'solana')
  assert.is(modal.getState().accounts.solana?.address, key.publicKey.toBase58())
})

test('default: the test connector is reported and connects its fixed account through the modal', async () => {
  const connector = testConnector()
  const { modal } = setup(connector)
  assert.equal(modal.getState().connectors, [{ id: 'test', name: 'Test Wallet', type: 'EXTERNAL', chain: 'solana' }])
  await modal.connect('test', 'solana')
  const first = modal.getState().accounts.solana?.address
  assert.ok(first)
  assert.is(connector.calls.connect, 1)
  // Fixed key: the same address every run (stable screenshots and snapshots).
  assert.is(first, Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58())
})

test('parameters: accounts — the first granted one is connected, every one listed as eoa', async () => {
  const { modal } = setup(testConnector({ accounts: ADDRESSES }))
  await modal.connect('test', 'solana')
  const account = modal.getState().accounts.solana
  assert.is(account?.address, ADDRESSES[0])
  assert.equal(
    account?.user?.accounts,
    ADDRESSES.map((address) => ({ address, type: 'eoa' })),
  )
})

test("error: accounts: [] — a wallet that grants nothing → 'Failed to connect'", async () => {
  const { modal } = setup(testConnector({ accounts: [] }))
  assert.is((await rejection(modal.connect('test', 'solana'))).shortMessage, 'Failed to connect')
})

test("error: connectError with an Error of another kind → 'Failed to connect'; with a 4001 Error → 'Connection rejected'", async () => {
  const plain = setup(testConnector({ connectError: new Error('boom') }))
  assert.is((await rejection(plain.modal.connect('test', 'solana'))).shortMessage, 'Failed to connect')
  const coded = setup(testConnector({ connectError: Object.assign(new Error('no'), { code: 4001 }) }))
  assert.is((await rejection(coded.modal.connect('test', 'solana'))).shortMessage, 'Connection rejected')
})

test("error: disconnectError → 'Failed to disconnect' and the account stays connected", async () => {
  const { modal } = setup(testConnector({ disconnectError: new Error('stuck') }))
  await modal.connect('test', 'solana')
  assert.is((await rejection(modal.disconnect('solana'))).shortMessage, 'Failed to disconnect')
  assert.is(modal.getState().accounts.solana?.status, 'connected')
})

test('behavior: changeAccounts plays the wallet switching (connection/connected) and revoking (connection/disconnected); the log replays', async () => {
  const connector = testConnector({ accounts: [ADDRESSES[0]!] })
  const { modal } = setup(connector)
  await modal.connect('test', 'solana')
  connector.changeAccounts([ADDRESSES[1]!])
  assert.is(modal.getState().accounts.solana?.caipAddress, `${MAINNET.caipNetworkId}:${ADDRESSES[1]}`)
  connector.changeAccounts([])
  assert.is(modal.getState().accounts.solana, undefined)
  assert.equal(replay(modal.eventLog()).final, modal.getState())
})

test('parameters: revokeOnReload — a silent reconnect finds nothing', async () => {
  const kept = setup(testConnector())
  await kept.modal.connect('test', 'solana')
  const again = await kept.adapter.reconnect!({ connectorId: 'test' })
  assert.ok(again?.caipAddress)
  const revoked = setup(testConnector({ revokeOnReload: true }))
  await revoked.modal.connect('test', 'solana')
  assert.is(await revoked.adapter.reconnect!({ connectorId: 'test' }), undefined)
})

test.run()
