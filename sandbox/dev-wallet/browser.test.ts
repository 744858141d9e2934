import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'
import { startSolana, type SolanaSandbox } from '../solana/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../solana/accounts.ts'
import { bundleDevWallet } from './bundle.ts'

const require = createRequire(import.meta.url)
const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url).pathname
let anvil: ChildProcess
let anvilUrl: string
let solana: SolanaSandbox
let server: Server
let pageUrl: string
let browser: Browser
let page: Page

function startAnvil(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil'), ['--host', '127.0.0.1', '--port', '0', '--chain-id', '31337'], { stdio: ['ignore', 'pipe', 'pipe'] })
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
  const found = await ensureChromium()
  if (!found.ok) throw new Error(found.message)
  ;[{ child: anvil, url: anvilUrl }, solana] = await Promise.all([startAnvil(), startSolana()])
  const bundle = await bundleDevWallet()
  const config = {
    evm: { chains: [{ chainId: 31337, rpcUrl: anvilUrl, name: 'Anvil' }] },
    solana: { rpcUrl: solana.rpcUrl, accountIndex: 2 },
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>dev wallet</title>
<script>
  window.announced = [];
  window.addEventListener('eip6963:announceProvider', (e) => window.announced.push(e.detail));
  window.registered = [];
  window.addEventListener('wallet-standard:register-wallet', (e) => e.detail({ register: (...w) => { window.registered.push(...w); return () => {} } }));
  window.LATCH_DEV_WALLET_CONFIG = ${JSON.stringify(config)};
</script>
<script src="/dev-wallet.js"></script></head><body><h1>Dapp</h1></body></html>`
  server = createServer((req, res) => {
    if (req.url === '/dev-wallet.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(bundle)
    } else {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(html)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, headless: true })
  page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(pageUrl)
  assert.equal(errors, [])
})

test.after(async () => {
  await browser?.close()
  await solana?.stop()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  if (anvil) {
    const exited = new Promise((resolve) => anvil.once('exit', resolve))
    anvil.kill('SIGTERM')
    await exited
  }
})

test('behavior: in Chromium the bundle announces via EIP-6963 (rdns dev.latch.wallet) and registers a Wallet Standard wallet', async () => {
  const found = await page.evaluate(() => {
    const w = window as unknown as { announced: { info: { rdns: string; name: string } }[]; registered: { name: string; features: object }[] }
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return { announced: w.announced.map((d) => d.info), registered: w.registered.map((x) => ({ name: x.name, features: Object.keys(x.features) })) }
  })
  assert.is(found.announced.length, 2, 'on load and on request')
  assert.is(found.announced[0]!.rdns, 'dev.latch.wallet')
  assert.is(found.registered.length, 1)
  assert.is(found.registered[0]!.name, 'Latch Dev Wallet')
  assert.ok(found.registered[0]!.features.includes('solana:signAndSendTransaction'))
  assert.ok(await page.isVisible('[data-dev-wallet-panel]'))
})

test('behavior: the approve/reject prompt is visible; approve connects, reject is 4001 (SPEC §8)', async () => {
  const connecting = page.evaluate(() =>
    (window as unknown as { announced: { provider: { request(a: object): Promise<unknown> } }[] }).announced[0]!.provider.request({ method: 'eth_requestAccounts' }),
  )
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]', { state: 'visible' })
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}dev-wallet-prompt.png` })
  await page.click('[data-dev-wallet-approve]')
  assert.equal(await connecting, ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  const signing = page.evaluate(() =>
    (window as unknown as { announced: { provider: { request(a: object): Promise<unknown> } }[] }).announced[0]!.provider.request({
      method: 'personal_sign',
      params: ['0x48656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    }).catch((e: { code: number; message: string }) => ({ code: e.code, message: e.message })),
  )
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="personal_sign"]', { state: 'visible' })
  assert.match((await page.textContent('[data-dev-wallet-payload]')) ?? '', 'Hello')
  await page.click('[data-dev-wallet-reject]')
  assert.equal(await signing, { code: 4001, message: 'User rejected the request.' })
  assert.is(await page.$('[data-dev-wallet-prompt]'), null)
})

test('behavior: with the auto-approve checkbox a transaction is sent to anvil and a Solana transfer lands on the sandbox chain', async () => {
  await page.check('[data-dev-wallet-auto-approve]')
  const hash = await page.evaluate(() =>
    (window as unknown as { announced: { provider: { request(a: object): Promise<string> } }[] }).announced[0]!.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    }),
  )
  assert.match(hash, /^0x[0-9a-f]{64}$/)
  const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  const to = Keypair.generate().publicKey
  const from = new PublicKey(solana.accounts[2]!.address)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const tx = new VersionedTransaction(
    new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS_PER_SOL })] }).compileToV0Message(),
  )
  const signature = await page.evaluate(
    async ({ bytes, chain }) => {
      const wallet = (
        window as unknown as {
          registered: { features: Record<string, { connect?: () => Promise<{ accounts: unknown[] }>; signAndSendTransaction?: (i: object) => Promise<{ signature: Uint8Array }[]> }> }[]
        }
      ).registered[0]!
      const { accounts } = await wallet.features['standard:connect']!.connect!()
      const [out] = await wallet.features['solana:signAndSendTransaction']!.signAndSendTransaction!({ account: accounts[0], transaction: new Uint8Array(bytes), chain })
      return Array.from(out!.signature)
    },
    { bytes: Array.from(tx.serialize()), chain: SOLANA_SANDBOX_CHAIN_ID },
  )
  assert.is(signature.length, 64)
  const { base58Encode } = await import('./encoding.ts')
  const confirmed = await connection.confirmTransaction({ signature: base58Encode(new Uint8Array(signature)), blockhash, lastValidBlockHeight })
  assert.is(confirmed.value.err, null)
  assert.is(await connection.getBalance(to), LAMPORTS_PER_SOL)
})

test.run()
