/**
 * The WalletConnect bench and lazy-load proof, in Chromium against the sandbox (its WalletConnect relay, its
 * local Verify, its test mobile wallet page, anvil): scripts/benchWalletConnectPage.tsx built
 * code-split as a host ships it and served file by file from node:http, every request logged.
 * One journey: the page loads and the modal opens without WalletConnect's chunk; "WalletConnect"
 * is chosen → the QR painted (the chunk fetched, the provider started, the relay's pairing issued);
 * the wallet page pairs with the copied URI and approves → the Account button shown.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import type { Sandbox } from '../sandbox/index.ts'
import { pageHtml } from '../test/e2e/helpers.ts'
import { buildHostPage, chunkBytes, reachableChunks, type HostBuild } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname

export type WalletConnectPage = {
  url: string
  build: HostBuild
  /** The served path of the chunk holding @walletconnect/universal-provider. */
  providerChunk: string
  /** That chunk's own bytes (gzip -9, as served). */
  providerChunkBytes: { minified: number; gzip: number }
  /** Every path the browser asked the page's server for, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Builds the bench page code-split and serves it (with the sandbox's URLs in the page). */
export async function serveWalletConnectPage(sandbox: Sandbox): Promise<WalletConnectPage> {
  const build = await buildHostPage({ contents: `import './benchWalletConnectPage.tsx'`, resolveDir: `${root}scripts`, bundleReact: true })
  const key = Object.keys(build.outputs).find((k) => Object.keys(build.outputs[k]!.inputs).some((i) => i.includes('node_modules/@walletconnect/universal-provider/')))
  if (!key) throw new Error('no chunk holds @walletconnect/universal-provider')
  if (reachableChunks(build.outputs, build.entry).initial.includes(key)) throw new Error('universal-provider is in the static graph')
  const urls = sandbox.urls
  const config = {
    relayUrl: urls.walletConnectRelay!,
    verifyUrl: urls.walletConnectVerify!,
    rpcUrl: urls.evm[31337]!,
    chainId: 31337,
    analytics: urls.analytics,
  }
  const served = (k: string) => `/${k.slice(build.outdir.length)}`
  const html = pageHtml({
    title: 'Latch WalletConnect bench',
    head: `<script>window.latchWalletConnectBench = ${JSON.stringify(config)}</script>`,
  }).replace('src="/app.js"', `src="${served(build.entry)}"`)
  const files = new Map([...build.files].map(([k, contents]) => [served(k), contents]))
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    requests.push(path)
    const contents = files.get(path)
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(html)
    } else if (contents) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(contents)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const size = chunkBytes(build.files, [key])
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    build,
    providerChunk: served(key),
    providerChunkBytes: { minified: size.minified, gzip: size.gzip },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type WalletConnectJourney = {
  /** The provider chunk was requested after the page loaded and idled (must be false). */
  chunkOnLoad: boolean
  /** …after the modal opened on Connect and idled (must be false). */
  chunkOnOpen: boolean
  /** …after WalletConnect was chosen (must be true). */
  chunkOnChoose: boolean
  /** Click on the WalletConnect row → the QR in the DOM and a frame painted, ms. */
  chooseToQrMs: number
  /** Click on Approve in the wallet page → the Account button in the dapp, ms. */
  approvalToAccountMs: number
  /** The address the dapp shows as connected. */
  address: string | undefined
}

/** One journey in a fresh browser context (no cache, no saved session). */
export async function walletConnectJourney(browser: Browser, page: WalletConnectPage, walletUrl: string): Promise<WalletConnectJourney> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const dapp = await context.newPage()
    dapp.setDefaultTimeout(60_000)
    page.requests.length = 0
    const fetched = () => page.requests.includes(page.providerChunk)
    await dapp.goto(page.url)
    await dapp.waitForSelector('[data-latch-connect-button]')
    await dapp.waitForLoadState('networkidle')
    const chunkOnLoad = fetched()
    await dapp.click('[data-latch-connect-button]')
    await dapp.waitForSelector('[data-view="Connect"] [data-wallet-id="walletConnect"]')
    await dapp.waitForLoadState('networkidle')
    const chunkOnOpen = fetched()
    const chosen = (await dapp.evaluate('performance.now()')) as number
    await dapp.click('[data-view="Connect"] [data-wallet-id="walletConnect"]')
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const qrAt = (await dapp.evaluate(`new Promise((resolve) => {
      const check = () => (document.querySelector('[data-view="ConnectingWalletConnect"] [data-qr]') ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check))
      check()
    })`)) as number
    const chunkOnChoose = fetched()
    const uri = await dapp.getAttribute('[data-copy-link]', 'data-uri')
    const wallet = await context.newPage()
    wallet.setDefaultTimeout(60_000)
    await wallet.goto(walletUrl)
    await wallet.waitForFunction(() => document.querySelector('[data-wc-status]')?.textContent === 'Ready')
    await wallet.fill('[data-wc-uri]', uri ?? '')
    await wallet.click('[data-wc-pair]')
    await wallet.waitForSelector('[data-wc-proposal] [data-wc-approve]')
    const approved = Date.now()
    await wallet.click('[data-wc-approve]')
    await dapp.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
    const approvalToAccountMs = Date.now() - approved
    const address = (await dapp.evaluate('window.latchModal?.getState().accounts.eip155?.address')) as string | undefined
    return { chunkOnLoad, chunkOnOpen, chunkOnChoose, chooseToQrMs: Math.round((qrAt - chosen) * 10) / 10, approvalToAccountMs, address }
  } finally {
    await context.close()
  }
}

export type WalletConnectBench = {
  samples: number
  /** The chunk holding universal-provider, as a host page ships it (gzip -9). */
  providerChunk: { minified: number; gzip: number }
  chooseToQr: { medianMs: number; ms: number[] }
  approvalToAccount: { medianMs: number; ms: number[] }
  /** In every sample, the chunk was requested neither by the page load nor by opening the modal. */
  neverLoadedUnchosen: boolean
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * `npm run bench`'s WalletConnect part: `samples` journeys, each in a fresh browser context
 * against one sandbox (relay, local Verify, test wallet page, anvil) on loopback, no emulated
 * network: what the code costs, not the line.
 *
 * @example
 * const { chooseToQr, approvalToAccount } = await benchWalletConnect({ samples: 5 })
 */
export async function benchWalletConnect(options: { samples?: number } = {}): Promise<WalletConnectBench> {
  const samples = options.samples ?? 5
  const { startSandbox } = await import('../sandbox/index.ts')
  const { launchBrowser } = await import('../test/e2e/helpers.ts')
  const sandbox = await startSandbox({ chainIds: [31337], solana: false, walletApi: false })
  let browser: Browser | undefined
  let page: WalletConnectPage | undefined
  try {
    page = await serveWalletConnectPage(sandbox)
    browser = await launchBrowser()
    const runs: WalletConnectJourney[] = []
    for (let i = 0; i < samples; i++) runs.push(await walletConnectJourney(browser, page, sandbox.urls.walletConnectWallet!))
    const qr = runs.map((r) => r.chooseToQrMs)
    const account = runs.map((r) => r.approvalToAccountMs)
    return {
      samples,
      providerChunk: page.providerChunkBytes,
      chooseToQr: { medianMs: median(qr), ms: qr },
      approvalToAccount: { medianMs: median(account), ms: account },
      neverLoadedUnchosen: runs.every((r) => !r.chunkOnLoad && !r.chunkOnOpen && r.chunkOnChoose),
    }
  } finally {
    await browser?.close()
    await page?.close()
    await sandbox.stop()
  }
}
