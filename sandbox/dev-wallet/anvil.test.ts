import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { Window } from 'happy-dom'
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyTypedData, type Address, type BaseError, type Hex } from 'viem'
import { installDevWallet, type DevWallet, type DevWalletWindow } from './index.ts'

const require = createRequire(import.meta.url)
let anvil: ChildProcess
let rpcUrl: string
let wallet: DevWallet

/** Spawns anvil on a free port and resolves with its URL once it prints "Listening on". */
function startAnvil(): Promise<{ child: ChildProcess; url: string }> {
  const bin = require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil')
  const child = spawn(bin, ['--host', '127.0.0.1', '--port', '0', '--chain-id', '31337'], { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${out}`)), 10_000)
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /Listening on (\S+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: `http://${match[1]}` })
      }
    })
    child.once('error', reject)
  })
}

test.before(async () => {
  const started = await startAnvil()
  anvil = started.child
  rpcUrl = started.url
})

test.after.each(() => wallet?.uninstall())

test.after(async () => {
  const exited = new Promise((resolve) => anvil.once('exit', resolve))
  anvil.kill('SIGTERM')
  await exited
})

test('behavior: eth_sendTransaction through the provider lands on a real anvil chain after approval', async () => {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({ window: window as unknown as DevWalletWindow, evm: { chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }] } })
  const provider = wallet.provider!
  const doc = window.document
  const click = async (selector: string) => {
    for (let i = 0; i < 400 && !doc.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 5))
    ;(doc.querySelector(selector) as unknown as HTMLElement).click()
  }
  const accounts = provider.request({ method: 'eth_requestAccounts' }) as Promise<Hex[]>
  await click('[data-dev-wallet-approve]')
  const [from] = await accounts
  const client = createPublicClient({ transport: http(rpcUrl) })
  const to = '0x000000000000000000000000000000000000dEaD'
  const before = await client.getBalance({ address: to })
  const pending = provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: `0x${parseEther('1.5').toString(16)}` }] }) as Promise<Hex>
  await click('[data-dev-wallet-prompt][data-kind="eth_sendTransaction"] [data-dev-wallet-approve]')
  const hash = await pending
  assert.match(hash, /^0x[0-9a-f]{64}$/)
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  assert.is(receipt.status, 'success')
  assert.is(receipt.from.toLowerCase(), from!.toLowerCase())
  assert.is((await client.getBalance({ address: to })) - before, parseEther('1.5'))
  const viaProvider = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status: string }
  assert.is(viaProvider.status, '0x1', 'reads are forwarded to the chain')
})

test('error: a transaction that reverts in estimation keeps the node error code and message', async () => {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({ window: window as unknown as DevWalletWindow, evm: { chains: [{ chainId: 31337, rpcUrl }] }, autoApprove: true })
  const provider = wallet.provider!
  const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[]
  try {
    await provider.request({ method: 'eth_sendTransaction', params: [{ from, to: '0x000000000000000000000000000000000000dEaD', value: `0x${parseEther('1000000').toString(16)}` }] })
    assert.unreachable('should fail')
  } catch (error) {
    assert.type((error as { code?: unknown }).code, 'number')
    assert.match((error as Error).message, /insufficient funds|funds/i)
  }
})

/** A connected dev wallet with auto-approve off, on the test's anvil, with a helper that answers its next prompt. */
async function connectedWallet() {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({ window: window as unknown as DevWalletWindow, evm: { chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }] }, autoApprove: true })
  const provider = wallet.provider!
  const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[]
  wallet.setAutoApprove(false)
  const doc = window.document
  const answer = async (kind: string, button: 'approve' | 'reject') => {
    const selector = `[data-dev-wallet-prompt][data-kind="${kind}"] [data-dev-wallet-${button}]`
    for (let i = 0; i < 400 && !doc.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 5))
    ;(doc.querySelector(selector) as unknown as HTMLElement).click()
  }
  return { provider, from: from!, doc, answer }
}

const codeOf = async (promise: Promise<unknown>): Promise<number | undefined> => {
  try {
    await promise
  } catch (error) {
    return (error as { code?: number }).code
  }
  throw new Error('expected a rejection')
}

test('behavior: SPEC §6 wallet_sendCalls (EIP-5792 v2.0.0): one approval for the bundle, each call lands as a transaction, wallet_getCallsStatus is 200 with one receipt per call', async () => {
  const { provider, from, doc, answer } = await connectedWallet()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const [a, b] = ['0x000000000000000000000000000000000000a001', '0x000000000000000000000000000000000000b002'] as const
  const before = await Promise.all([client.getBalance({ address: a }), client.getBalance({ address: b })])
  const calls = [
    { to: a, value: `0x${parseEther('0.1').toString(16)}`, data: '0x' },
    { to: b, value: `0x${parseEther('0.2').toString(16)}` },
  ]
  const pending = provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: false, calls }] }) as Promise<{ id: string }>
  await answer('wallet_sendCalls', 'approve')
  const { id } = await pending
  assert.match(id, /^0x[0-9a-f]{64}$/)
  assert.is(wallet.pendingPrompts(), 0, 'one prompt for the whole bundle')
  assert.is(doc.querySelectorAll('[data-dev-wallet-prompt]').length, 0)
  const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
    version: string
    id: string
    chainId: string
    status: number
    atomic: boolean
    receipts: { status: string; transactionHash: Hex }[]
  }
  assert.equal([status.version, status.id, status.chainId, status.status, status.atomic], ['2.0.0', id, '0x7a69', 200, false])
  assert.is(status.receipts.length, 2)
  assert.ok(status.receipts.every((r) => r.status === '0x1'))
  assert.is((await client.getBalance({ address: a })) - before[0]!, parseEther('0.1'))
  assert.is((await client.getBalance({ address: b })) - before[1]!, parseEther('0.2'))
  const [first, second] = await Promise.all(status.receipts.map((r) => client.getTransactionReceipt({ hash: r.transactionHash })))
  assert.ok(first!.blockNumber < second!.blockNumber, 'sent one by one, in order')
})

test('error: SPEC §8 a rejected bundle is 4001 and sends nothing; atomicRequired is 5760 (Atomicity not supported); an unknown bundle id is 5730; a non-optional capability is 5700', async () => {
  const { provider, from, answer } = await connectedWallet()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const nonce = await client.getTransactionCount({ address: from })
  const request = (extra: object) => ({ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: false, calls: [{ to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }], ...extra })
  const rejected = codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({})] }))
  await answer('wallet_sendCalls', 'reject')
  assert.is(await rejected, 4001)
  assert.is(await client.getTransactionCount({ address: from }), nonce, 'nothing was sent')
  assert.is(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({ atomicRequired: true })] })), 5760)
  assert.is(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({ capabilities: { paymasterService: { url: 'http://x' } } })] })), 5700)
  assert.is(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({ chainId: '0x1' })] })), 5710)
  assert.is(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({ calls: Array(11).fill({ to: '0x000000000000000000000000000000000000dEaD' }) })] })), 5740)
  assert.is(await codeOf(provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })), 5730)
  assert.is(await codeOf(provider.request({ method: 'wallet_showCallsStatus', params: ['0x1234'] })), 5730)
  assert.is(wallet.pendingPrompts(), 0, 'refused before any prompt')
  // An optional capability the wallet lacks is ignored; an app-chosen id is kept and may not be reused (5720).
  wallet.setAutoApprove(true)
  assert.equal(await provider.request({ method: 'wallet_sendCalls', params: [request({ id: 'mine', capabilities: { paymasterService: { url: 'http://x', optional: true } } })] }), { id: 'mine' })
  assert.is(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [request({ id: 'mine' })] })), 5720)
})

test("behavior: SPEC §6 viem's own sendCalls / getCapabilities / waitForCallsStatus work against the dev wallet (honest atomic: 'unsupported')", async () => {
  const { provider, from } = await connectedWallet()
  wallet.setAutoApprove(true)
  const walletClient = createWalletClient({
    account: from,
    chain: { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: custom(provider),
  })
  assert.equal(await walletClient.getCapabilities({ chainId: 31337 }), { atomic: { status: 'unsupported' } })
  const { id } = await walletClient.sendCalls({
    calls: [
      { to: '0x000000000000000000000000000000000000c003', value: 1n },
      { to: '0x000000000000000000000000000000000000c004', value: 2n },
    ],
  })
  const result = await walletClient.waitForCallsStatus({ id, pollingInterval: 20 })
  assert.is(result.status, 'success')
  assert.is(result.statusCode, 200)
  assert.is(result.atomic, false)
  assert.is(result.receipts?.length, 2)
  assert.ok(result.receipts!.every((r) => r.status === 'success'))
  assert.is(await walletClient.request({ method: 'wallet_showCallsStatus', params: [id] }), null)
  try {
    await walletClient.sendCalls({ forceAtomic: true, calls: [{ to: '0x000000000000000000000000000000000000c003', value: 1n }] })
    assert.unreachable('atomic bundles are refused')
  } catch (error) {
    // viem wraps it (TransactionExecutionError) with the wallet's 5760 as the mapped cause.
    assert.ok(
      (error as BaseError).walk((e) => (e as Error).name === 'AtomicityNotSupportedError'),
      String(error),
    )
  }
})

test('behavior: SPEC §6 eth_signTypedData_v4 signs EIP-712 data that verifies for the account', async () => {
  const { provider, from } = await connectedWallet()
  wallet.setAutoApprove(true)
  const walletClient = createWalletClient({ account: from, transport: custom(provider) })
  const typed = {
    domain: { name: 'Latch', version: '1', chainId: 31337, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hello' },
  } as const
  const signature = await walletClient.signTypedData(typed)
  assert.ok(await verifyTypedData({ address: from, signature, ...typed }))
})

test.run()
