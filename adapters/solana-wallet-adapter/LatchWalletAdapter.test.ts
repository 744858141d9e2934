/**
 * `latch/solana-wallet-adapter` over a real modal and the sandbox's LiteSVM node, the Solana
 * adapter's test connector as the wallet (it only signs: wallet-adapter's `sendTransaction` sends
 * over the app's own `Connection`, as `useConnection()` gives it). Latch is the source of truth
 * (API.md "Other entries"): the adapter's connect / disconnect follow the modal's either way.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ed25519 } from '@noble/curves/ed25519'
import { type Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { WalletReadyState } from '@solana/wallet-adapter-base'
import { createMemoryStorage, createModal, type Modal } from '../../core/index.ts'
import type { CaipNetwork } from '../../core/types.ts'
import type { SolanaSandbox } from '../../sandbox/solana/index.ts'
import { startSolanaSandbox } from '../../test/fixtures/solanaSandbox.ts'
import { solanaAdapter } from '../solana/solanaAdapter.ts'
import { testConnector } from '../solana/testConnector.ts'
import { LatchWalletAdapter } from './index.ts'

let solana: SolanaSandbox
let rpc: Connection
let network: CaipNetwork

type Page = { modal: Modal; adapter: LatchWalletAdapter; heard: string[] }

/** One page: a modal with the test connector (the sandbox's account 2) over `storage`, and the adapter. */
function page(storage = createMemoryStorage()): Page {
  const connector = testConnector({ secretKey: solana.accounts[2]!.secretKey })
  const modal = createModal({
    projectId: 'sandbox',
    networks: [network],
    adapters: [solanaAdapter({ window: undefined, networks: [network], connectors: [connector] })],
    deps: { window: undefined, storage, walletApi: null, blockchainApi: null } as Parameters<typeof createModal>[0]['deps'],
  })
  const adapter = new LatchWalletAdapter(modal)
  const heard: string[] = []
  adapter.on('connect', (key) => heard.push(`connect ${key.toBase58()}`))
  adapter.on('disconnect', () => heard.push('disconnect'))
  return { modal, adapter, heard }
}

async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!ready()) throw new Error(`timed out waiting for ${what}`)
}

test.before(async () => {
  ;({ solana, rpc, network } = await startSolanaSandbox())
})

test.after(async () => {
  await solana?.stop()
})

test("behavior: connect() opens the modal on Solana and resolves once the user connects there; the adapter's key is Latch's", async () => {
  const p = page()
  assert.is(p.adapter.readyState, WalletReadyState.Loadable)
  assert.is(p.adapter.publicKey, null)
  const connecting = p.adapter.connect()
  await until(() => p.modal.getState().open, 'the modal open')
  assert.ok(p.adapter.connecting)
  await p.modal.connect('test', 'solana')
  await connecting
  const address = solana.accounts[2]!.address
  assert.is(p.adapter.publicKey?.toBase58(), address)
  assert.ok(p.adapter.connected)
  assert.is(p.modal.getState().accounts.solana?.address, address)
  assert.equal(p.heard, [`connect ${address}`])
  p.modal.destroy()
})

test('error: the modal closed before a connection rejects connect() with WalletConnectionError', async () => {
  const p = page()
  const errors: string[] = []
  p.adapter.on('error', (error) => errors.push(error.name))
  const connecting = p.adapter.connect().then(
    () => undefined,
    (error: Error) => error,
  )
  await until(() => p.modal.getState().open, 'the modal open')
  p.modal.close()
  assert.is((await connecting)?.name, 'WalletConnectionError')
  assert.equal(errors, ['WalletConnectionError'])
  assert.not.ok(p.adapter.connected)
  p.modal.destroy()
})

test("behavior: wallet-adapter's sendTransaction (the app's Connection) with Latch's signature is confirmed on the node; signMessage is the account's ed25519 signature", async () => {
  const p = page()
  await p.modal.connect('test', 'solana')
  const from = p.adapter.publicKey!
  const to = Keypair.generate().publicKey
  const before = await rpc.getBalance(from, 'confirmed')
  // No fee payer, no blockhash: wallet-adapter fills them from the connection.
  const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 250_000_000 }))
  const signature = await p.adapter.sendTransaction(transaction, rpc)
  const { value } = await rpc.confirmTransaction(signature, 'confirmed')
  assert.is(value.err, null)
  assert.is(await rpc.getBalance(to, 'confirmed'), 250_000_000)
  assert.is(await rpc.getBalance(from, 'confirmed'), before - 250_000_000 - 5000)
  const message = new TextEncoder().encode('Sign in to the app')
  const signed = await p.adapter.signMessage(message)
  assert.ok(ed25519.verify(signed, message, from.toBytes()), 'a valid signature by the connected key')
  assert.not.ok(ed25519.verify(signed, new TextEncoder().encode('another message'), from.toBytes()))
  assert.ok(
    p.modal.eventLog().some((e) => e.type === 'provider/requested' && e.namespace === 'solana'),
    'the requests went through Latch',
  )
  p.modal.destroy()
})

test("behavior: disconnect agrees either way — the adapter's disconnect() goes through the modal, the modal's disconnect reaches the adapter", async () => {
  const p = page()
  await p.modal.connect('test', 'solana')
  await p.adapter.disconnect()
  assert.is(p.modal.getState().accounts.solana?.status ?? 'disconnected', 'disconnected')
  assert.is(p.adapter.publicKey, null)
  assert.is(p.heard.at(-1), 'disconnect')
  await p.modal.connect('test', 'solana')
  assert.ok(p.adapter.connected)
  await p.modal.disconnect('solana')
  assert.not.ok(p.adapter.connected)
  assert.equal(
    p.heard.map((h) => h.split(' ')[0]),
    ['connect', 'disconnect', 'connect', 'disconnect'],
  )
  const error = await p.adapter.signMessage(new Uint8Array([1])).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.is(error?.name, 'WalletNotConnectedError')
  p.modal.destroy()
})

test('behavior: SPEC.md §3 autoConnect after a reload follows the restored connection without opening the modal', async () => {
  const storage = createMemoryStorage()
  const first = page(storage)
  await first.modal.connect('test', 'solana')
  first.modal.destroy()
  const second = page(storage)
  const opened: boolean[] = []
  second.modal.subscribeState((s) => opened.push(s.open))
  await second.adapter.autoConnect()
  assert.is(second.adapter.publicKey?.toBase58(), solana.accounts[2]!.address)
  assert.not.ok(opened.includes(true), 'the modal never opened')
  const read = second.modal.eventLog().find((e) => e.type === 'connection/savedSessionLoaded')
  assert.equal(read && 'restoring' in read ? read.restoring : undefined, ['solana'], 'the core said what it restores')
  second.modal.destroy()
})

test('behavior: SPEC.md §3 autoConnect on a first visit settles as soon as the core has read that nothing is saved, not after its longest wait', async () => {
  // The start window's timer is held, never fired: autoConnect can only settle on the core's
  // `connection/savedSessionLoaded` (restoring nothing), so this hangs if it waits for the window.
  const realSetTimeout = globalThis.setTimeout
  const held: number[] = []
  globalThis.setTimeout = ((callback: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms === 3_000) {
      held.push(ms)
      return 0 as unknown as ReturnType<typeof setTimeout>
    }
    return realSetTimeout(callback, ms, ...rest)
  }) as typeof setTimeout
  try {
    const p = page()
    // With the window held, waiting for it would never end: fail instead of hanging.
    const hung = new Promise<never>((_, reject) => realSetTimeout(() => reject(new Error('autoConnect waited for its start window')), 10_000))
    await Promise.race([p.adapter.autoConnect(), hung])
    assert.is(held.length, 1, 'the start window was armed and never needed')
    assert.is(p.adapter.publicKey, null)
    assert.not.ok(p.adapter.connecting)
    const read = p.modal.eventLog().find((e) => e.type === 'connection/savedSessionLoaded')
    assert.equal(read && 'restoring' in read ? read.restoring : undefined, [])
    p.modal.destroy()
  } finally {
    globalThis.setTimeout = realSetTimeout
  }
})

test.run()
