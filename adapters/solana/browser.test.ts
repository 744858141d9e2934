/**
 * The adapter in a real browser (Chromium): bundled for the browser like a host would, with the
 * sandbox dev wallet's script on the page and no global `Buffer` — connect, send SOL and SPL.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { chromium, type Browser, type Page } from 'playwright-core'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'
import { bundleDevWallet } from '../../sandbox/dev-wallet/bundle.ts'
import { startSolana, SOLANA_SANDBOX_CHAIN_ID, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { getAssociatedTokenAddressSync } from './splToken.ts'

const CHAIN = SOLANA_SANDBOX_CHAIN_ID
let solana: SolanaSandbox
let rpc: Connection
let server: Server
let browser: Browser
let page: Page
const pageErrors: string[] = []

// What a host page does: create the modal with the Solana adapter, expose it for the test.
const ENTRY = `
import { createMemoryStorage, createModal } from '../../core/index.ts'
import { solanaAdapter } from './index.ts'
const { network } = window.LATCH_TEST
const adapter = solanaAdapter({ networks: [network] })
const modal = createModal({ projectId: 'browser', networks: [network], adapters: [adapter], deps: { storage: createMemoryStorage() } })
window.latch = { modal, adapter }
`

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: fileURLToPath(new URL('.', import.meta.url)), sourcefile: 'host.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

test.before(async () => {
  const found = await ensureChromium()
  if (!found.ok) throw new Error(found.message)
  solana = await startSolana()
  rpc = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  const [wallet, host] = await Promise.all([bundleDevWallet(), bundlePage()])
  const network = {
    id: CHAIN.split(':')[1],
    caipNetworkId: CHAIN,
    chainNamespace: 'solana',
    name: 'Solana Sandbox',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
<script>
  window.hadBuffer = typeof Buffer !== 'undefined';
  window.LATCH_DEV_WALLET_CONFIG = ${JSON.stringify({ evm: false, solana: { rpcUrl: solana.rpcUrl, accountIndex: 3 }, autoApprove: true })};
  window.LATCH_TEST = ${JSON.stringify({ network })};
</script>
<script src="/dev-wallet.js"></script><script src="/host.js"></script></head><body></body></html>`
  server = createServer((req, res) => {
    const body = req.url === '/dev-wallet.js' ? wallet : req.url === '/host.js' ? host : html
    res.writeHead(200, { 'content-type': req.url?.endsWith('.js') ? 'text/javascript' : 'text/html' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, headless: true })
  page = await browser.newPage()
  page.on('pageerror', (e) => pageErrors.push(String(e)))
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
})

test.after(async () => {
  await browser?.close()
  await solana?.stop()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

type PageWindow = {
  hadBuffer: boolean
  latch: {
    modal: { connect(id: string, ns: string): Promise<void>; getState(): { accounts: { solana?: { caipAddress?: string } }; connectors: { id: string; chain: string }[] } }
    adapter: { sendTransfer(r: object): Promise<{ hash: string }> }
  }
}

test('behavior: in Chromium without a global Buffer, the bundled adapter discovers and connects the dev wallet (SPEC §3)', async () => {
  const result = await page.evaluate(async () => {
    const w = window as unknown as PageWindow
    await w.latch.modal.connect('dev.latch.wallet', 'solana')
    return { hadBuffer: w.hadBuffer, buffer: typeof (globalThis as { Buffer?: unknown }).Buffer, state: w.latch.modal.getState() }
  })
  assert.is(result.hadBuffer, false)
  assert.is(result.buffer, 'undefined', 'no polyfill leaked onto the page')
  assert.ok(result.state.connectors.some((c) => c.id === 'dev.latch.wallet' && c.chain === 'solana'))
  assert.is(result.state.accounts.solana?.caipAddress, `${CHAIN}:${solana.accounts[3]!.address}`)
  assert.equal(pageErrors, [])
})

test('behavior: in Chromium, 0.5 SOL and 2 USDC (to a receiver without a token account) land on chain', async () => {
  const to = Keypair.generate().publicKey.toBase58()
  const hashes = await page.evaluate(
    async ({ chain, to, mint }) => {
      const { adapter } = (window as unknown as PageWindow).latch
      const sol = await adapter.sendTransfer({ caipNetworkId: chain, to, amount: '0.5' })
      const usdc = await adapter.sendTransfer({ caipNetworkId: chain, to, amount: '2', token: { address: mint, decimals: 6 } })
      return [sol.hash, usdc.hash]
    },
    { chain: CHAIN, to, mint: solana.usdcMint },
  )
  assert.is(hashes.length, 2)
  // The receiver paid nothing: it holds the 0.5 SOL it got, and its new token account 2 USDC.
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 500_000_000)
  const ata = getAssociatedTokenAddressSync(new PublicKey(solana.usdcMint), new PublicKey(to))
  assert.is((await rpc.getTokenAccountBalance(ata, 'confirmed')).value.amount, '2000000')
  assert.equal(pageErrors, [])
})

test.run()
