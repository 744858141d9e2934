import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { Window } from 'happy-dom'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
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

test.run()
