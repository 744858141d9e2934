/**
 * The host test: Latch as a new user gets it. `npm pack` → a fresh host folder in the
 * OS temp dir → `npm install` of the tarball with the newest React and again with React 18.2 (the
 * oldest the peer range allows) → the README's usage blocks as the app's sources (type-checked)
 * → bundled by Vite and by esbuild → served → Chromium against the sandbox: the page renders,
 * exactly one React is installed, the dev wallet connects, the balance shows, a send lands on
 * chain. Also: publint and attw pass on the tarball, and a page without `endpoints` calls no
 * hosted service. Wall time and tarball size are printed.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { sandboxModule } from '../../scripts/sandboxModule.ts'
import { unshippedReferences } from '../../scripts/packageFiles.ts'
import { launchBrowser } from '../e2e/helpers.ts'
import { createHost, esbuildBuild, installedVersion, packLatch, reactCopies, ROOT, run, serveDir, typecheck, viteBuild, writeSources, type Host } from './hostApp.ts'
import { hostJourney, recordPage } from './journey.ts'
import {
  devWalletCallsJourney,
  embeddedCallsJourney,
  walletConnectCallsJourney,
  emailLoginJourney,
  embeddedNetworksJourney,
  idlePrefetchJourney,
  installedReplay,
  JOURNEY_PAGES,
  siwxJourney,
  swapJourney,
  walletConnectJourney,
  type HostJourneys,
} from './journeys.ts'
import { repositoryReadmeBlocks } from './readmeBlocks.ts'

const started = performance.now()
const timings: string[] = []
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now()
  try {
    return await work()
  } finally {
    timings.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
}

let sandbox: Sandbox
let browser: Browser
let tarball: string
const blocks = repositoryReadmeBlocks(ROOT)
const RECEIVERS = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] as const

/** Both hosts install at once (npm waits mostly on I/O); each test then uses its own. */
let installs: Promise<[Host, Host]>
/** The README type-check runs beside the bundlers and browsers; its outcome is asserted last. */
let readmeTypecheck: Promise<Error | null>

test.before(async () => {
  // The second chain without the smart-account factory: the embedded wallet's account per network.
  const starting = timed('sandbox', () => startSandbox({ smartAccountChainIds: [31337] }))
  try {
    ;[sandbox, { tarball }] = await Promise.all([
      starting,
      timed('build + npm pack', async () => {
        const packed = await packLatch()
        timings.push(`tarball ${(packed.bytes / 1024).toFixed(1)} KB`)
        return packed
      }),
    ])
    installs = Promise.all([
      timed('npm install (newest React)', () => createHost({ tarball, react: 'latest', types: true, walletConnect: true })),
      timed('npm install (React 18.2.0)', () => createHost({ tarball, react: '18.2.0' })),
    ])
    installs.catch(() => undefined) // awaited by the tests
    browser = await launchBrowser()
  } catch (error) {
    // A set-up that fails (a build error) ends the lane at once, its servers and nodes stopped:
    // left running, they kept the process alive until the runner's time limit.
    console.error('host test: set-up failed —', error)
    await starting.then(
      (started) => started.stop(),
      () => undefined,
    )
    await browser?.close().catch(() => undefined)
    process.exit(1)
  }
})

test.after(async () => {
  await journeysServer?.close()
  for (const server of ownServers) await server.close()
  await browser?.close()
  await sandbox?.stop()
  // The host folders hold ~200 MB of node_modules each: keep them only when KEEP_HOSTS is set.
  if (!process.env.KEEP_HOSTS) {
    const hosts = await installs?.catch(() => [] as Host[])
    for (const dir of [...(hosts ?? []).map((h) => h.dir), ...(tarball ? [dirname(tarball)] : [])]) rmSync(dir, { recursive: true, force: true })
  }
  console.log(`host test: ${timings.join(', ')}; wall ${((performance.now() - started) / 1000).toFixed(1)} s`)
  console.log(`host test: the app-call journeys (README "Use the connection") add ${(appCallsMs / 1000).toFixed(1)} s`)
})

test('behavior: publint and @arethetypeswrong/cli find no error in the packed tarball; no shipped comment points at an unshipped file', async () => {
  await run(process.execPath, [join(ROOT, 'node_modules/publint/src/cli.js'), 'run', '--strict', tarball], ROOT).catch((error: Error) => {
    throw new Error(`publint: ${error.message}`)
  })
  // ESM only by design: the CommonJS resolutions (node10, node16 from CJS) are out of scope.
  await run(process.execPath, [join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js'), tarball, '--profile', 'esm-only'], ROOT)
  const listing = await run('tar', ['-tzf', tarball], ROOT)
  const shipped = listing
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^package\//, ''))
  assert.ok(shipped.includes('LICENSE'), 'LICENSE ships')
  assert.ok(shipped.includes('dist/dev-wallet.js') && shipped.includes('dist/types/sandbox/dev-wallet/index.d.ts'), 'latch/dev-wallet ships with types')
  assert.equal(unshippedReferences(ROOT, shipped), [])
})

/** The newest host's Vite build, served for the browser journeys (its pages: JOURNEY_PAGES). */
let journeys: HostJourneys | undefined
let journeysServer: { close(): Promise<void> } | undefined
/** The servers of the journey pages built on their own (`ownBuild`). */
const ownServers: { close(): Promise<void> }[] = []

/** One installed host: one React, the README's sources, Vite and esbuild journeys. */
async function hostRun(host: Host, receiver: `0x${string}`, typecheckReadme: boolean): Promise<void> {
  assert.is((await reactCopies(host)).length, 1, `exactly one React in the host (npm ls react)`)
  assert.is(installedVersion(host, 'react'), host.react)
  // The README's test entry, plus (one build, with the newest React) the journey pages.
  writeSources(host, blocks, sandboxModule(sandbox), typecheckReadme ? JOURNEY_PAGES : [])
  if (typecheckReadme)
    readmeTypecheck = timed('tsc (README blocks)', () => typecheck(host)).then(
      () => null,
      (error: Error) => error,
    )
  const replay = await installedReplay(host)
  const ownPages = typecheckReadme ? JOURNEY_PAGES.filter((p) => 'ownBuild' in p && p.ownBuild).map((p) => p.name) : []
  const [vite, esb, ...own] = await Promise.all([
    timed(`vite build (react ${host.react})`, () => viteBuild(host)),
    timed(`esbuild (react ${host.react})`, () => esbuildBuild(host)),
    ...ownPages.map((name) => timed(`vite build (${name} page)`, () => viteBuild(host, name))),
  ])
  for (const build of [vite, ...own]) assert.not.match(build.log, /error/i, 'vite builds without errors')
  for (const [bundler, dir] of [
    ['vite', vite.dir],
    ['esbuild', esb.dir],
  ] as const) {
    const served = await serveDir(dir)
    if (bundler === 'vite' && typecheckReadme) {
      journeysServer = served
      const ownBuilds: Record<string, string> = {}
      for (const [i, name] of ownPages.entries()) {
        const server = await serveDir(own[i]!.dir)
        ownServers.push(server)
        ownBuilds[name] = server.url
      }
      journeys = { browser, url: served.url, ownBuilds, sandbox, replay }
    }
    try {
      await timed(`chromium ${bundler} (react ${host.react})`, () => hostJourney({ browser, url: served.url, sandbox, receiver, amount: '0.25', label: `React ${host.react} + ${bundler}`, replay }))
    } finally {
      if (served !== journeysServer) await served.close()
    }
  }
}

let newest: Host
test('behavior: the newest React: one copy installed, the README blocks are the app, Vite and esbuild pages connect, show the balance and send on chain', async () => {
  const blockFiles = blocks.map((b) => b.file)
  for (const file of ['src/sandbox.ts', 'src/modal.ts', 'src/App.tsx', 'src/main.tsx', 'src/devWallet.ts', 'src/test-entry.ts', 'src/counterCalls.ts', 'src/solanaCalls.ts'])
    assert.ok(blockFiles.includes(file), `the README has the ${file} block`)
  ;[newest] = await installs
  await hostRun(newest, RECEIVERS[0], true)
})

test('behavior: React 18.2 (the oldest the peer range allows): one copy, Vite and esbuild pages connect, show the balance and send on chain', async () => {
  const [, oldest] = await installs
  assert.is(oldest.react, '18.2.0')
  await hostRun(oldest, RECEIVERS[1], false)
})

/** A journey on the newest host's Vite build (built and served by the newest-React test). */
async function inHost(name: string, journey: (where: HostJourneys) => Promise<void>): Promise<void> {
  assert.ok(journeys, 'the Vite build with the journey pages is served (the newest-React test built it)')
  await timed(`journey ${name}`, () => journey(journeys!))
}

/** What the app-call journeys cost the lane (their page is one more in the same Vite build). */
let appCallsMs = 0
async function appCalls(name: string, journey: (where: HostJourneys) => Promise<void>): Promise<void> {
  const t = performance.now()
  try {
    await inHost(`app calls: ${name}`, journey)
  } finally {
    appCallsMs += performance.now() - t
  }
}

test("behavior: × 12 — in the host app (README fullModal, Vite): WalletConnect pairs with the sandbox test wallet, a send approved there lands, a reload restores the session, the wallet ends it; the log replays with the package's replay", async () => {
  await inHost('walletconnect', walletConnectJourney)
})

test('behavior: × 13 — in the host app: email login into the embedded wallet through the secure site on its own origin, Account, a send approved in its UI, reload, sign out; the log (no email, no code) replays', async () => {
  await inHost('email login', emailLoginJourney)
})

test('behavior: × 13/15 — in the host app: the embedded wallet is its smart account on a network with one and its EOA on one without, switching there and back; the log replays', async () => {
  await inHost('embedded networks', embeddedNetworksJourney)
})

test('behavior: × 16 — in the host app: swap ETH → USDC, a rejected approval, USDC → ETH after the approval, on chain; the log replays', async () => {
  await inHost('swap', swapJourney)
})

test("default: in the host app (README modal, `<ModalProvider>` with the default prefetch 'idle', Vite): with no interaction the page fetches the dialog chunk once and opens nothing; the first click opens it without fetching it again and the dev wallet connects; the log replays", async () => {
  await inHost('idle prefetch', idlePrefetchJourney)
})

test('behavior: × 14 — in the host app (README siwxModal): sign in with the dev wallet on EVM and Solana, a reload signs in silently; the logs replay without signatures', async () => {
  await inHost('siwx', siwxJourney)
})

test('behavior: API.md getProvider — the README\'s "Use the connection" modules through the dev wallet: viem writeContract moves the counter (eth_call), signTypedData verifies, a two-call sendCalls lands both (receipts) and getCallsStatus reports them; a declined request is UserRejectedRequestError, eth_sign is refused without a prompt; a reload needs no prompt; Solana transfer + memo confirmed, signMessage verifies (ed25519); the log holds no signature or raw transaction and replays', async () => {
  await appCalls('dev wallet + solana', devWalletCallsJourney)
})

test('behavior: API.md getProvider — writeContract, signTypedData and sendCalls through WalletConnect, approved in the sandbox test wallet; the log replays without signatures', async () => {
  await appCalls('walletconnect', walletConnectCallsJourney)
})

test('behavior: API.md getProvider — writeContract, signTypedData and sendCalls through the embedded wallet (ApproveTransaction; the smart account executes the batch atomically in one transaction); switching connection moves the provider (accountsChanged once); the log replays', async () => {
  await appCalls('embedded + switch', embeddedCallsJourney)
})

test("behavior: every code block of the README's usage section compiles (tsc, strict) against the installed package", async () => {
  assert.ok(readmeTypecheck, 'the type-check ran (it starts with the newest React host)')
  const error = await readmeTypecheck
  if (error) throw error
})

test('behavior: without endpoints the page calls no service; the list shows the announced dev wallet; one console warning says how to add the service', async () => {
  const source = [
    `import { createModal } from 'latch'`,
    `import { eip155Adapter } from 'latch/eip155'`,
    `import { networks } from './sandbox'`,
    `import './devWallet'`,
    `const modal = createModal({ projectId: 'p', networks, adapters: [eip155Adapter()] })`,
    `const { mountModal } = await import('latch/react')`,
    `mountModal(modal, { container: document.getElementById('root')! })`,
    `modal.open()`,
  ].join('\n')
  writeFileSync(join(newest.dir, 'src/test-entry.ts'), source)
  const { dir } = await esbuildBuild(newest)
  const served = await serveDir(dir)
  const context = await browser.newContext()
  const page = await context.newPage()
  const log = recordPage(page)
  try {
    await page.goto(served.url)
    await page.waitForSelector('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
    const allowed = [new URL(served.url).origin, ...sandbox.chains.evm.map((c) => new URL(c.rpcUrl).origin)]
    const services = [sandbox.urls.walletApi!, sandbox.urls.blockchainApi, sandbox.urls.analytics].map((u) => new URL(u).origin)
    const foreign = log.requests.filter((url) => !url.startsWith('data:') && !allowed.includes(new URL(url).origin))
    assert.equal(foreign, [], 'only the page and the networks it named')
    assert.ok(!log.requests.some((url) => services.includes(new URL(url).origin)))
    const latchWarnings = log.warnings.filter((w) => w.startsWith('Latch:'))
    assert.is(latchWarnings.length, 1, 'a single warning')
    assert.match(latchWarnings[0]!, 'no endpoints.walletApi: the wallet list shows installed and announced wallets only')
    assert.equal(log.errors, [])
  } finally {
    await context.close()
    await served.close()
  }
})

/** A Node script in the host that runs `attempt` and prints what it threw, as JSON. */
const peerProbe = (_entry: string, attempt: string): string =>
  [
    `const { PeerDependencyMissingError } = await import('latch')`,
    `try {`,
    `  ${attempt}`,
    `  console.log('loaded')`,
    `} catch (e) { console.log(JSON.stringify({ typed: e instanceof PeerDependencyMissingError, name: e.name, message: e.shortMessage, entry: e.entry, packageName: e.packageName })) }`,
  ].join('\n')

async function runProbe(host: Host, source: string): Promise<unknown> {
  writeFileSync(join(host.dir, 'probe.mjs'), source)
  const out = await run(process.execPath, ['probe.mjs'], host.dir)
  return JSON.parse(out.trim().split('\n').pop()!)
}
test('behavior: the packed latch/elements in a page whose own code has no React: <latch-button> opens <latch-modal>, the dev wallet connects, the button shows the address and latch-connect fires', async () => {
  const source = [
    `import { defineLatchElements } from 'latch/elements'`,
    `import { eip155Adapter } from 'latch/eip155'`,
    `import { networks } from './sandbox'`,
    `import './devWallet'`,
    `document.getElementById('root')!.innerHTML = '<latch-button for="wallet"></latch-button><latch-network-button for="wallet"></latch-network-button><latch-modal id="wallet" project-id="p" theme-mode="light"></latch-modal>'`,
    `defineLatchElements()`,
    `const wallet = document.getElementById('wallet') as HTMLElement & { options: unknown }`,
    `wallet.options = { networks, adapters: [eip155Adapter()] }`,
    `wallet.addEventListener('latch-connect', (event) => document.body.setAttribute('data-connected', (event as CustomEvent<{ address: string }>).detail.address))`,
  ].join('\n')
  writeFileSync(join(newest.dir, 'src/test-entry.ts'), source)
  const { dir } = await esbuildBuild(newest)
  const served = await serveDir(dir)
  const context = await browser.newContext()
  const page = await context.newPage()
  const log = recordPage(page)
  try {
    await page.goto(served.url)
    await page.click('latch-button [data-latch-connect-button]')
    await page.click('[data-latch-modal][data-theme="light"] [data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
    // The README's dev wallet approves by itself (autoApprove).
    await page.waitForSelector('body[data-connected]')
    assert.match((await page.getAttribute('body', 'data-connected'))!, /^0x[0-9a-fA-F]{40}$/)
    assert.match((await page.textContent('latch-button [data-latch-connect-button]'))!, /^0x/)
    assert.equal(log.errors, [])
  } finally {
    await context.close()
    await served.close()
  }
})

test('error: without @solana/web3.js, importing latch/solana fails with a PeerDependencyMissingError naming the package and the entry; the other entries load', async () => {
  const installed = join(newest.dir, 'node_modules/@solana/web3.js')
  const aside = `${installed}-aside`
  // Where web3.js loads lazily, the import succeeds and the first action that needs it fails.
  const network = {
    id: 'x',
    caipNetworkId: 'solana:x',
    chainNamespace: 'solana',
    name: 'S',
    nativeCurrency: { name: 'S', symbol: 'S', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }
  const probe = (entry: string) =>
    peerProbe(entry, `const { solanaAdapter } = await import('${entry}')\n  await solanaAdapter({ window: undefined, networks: [${JSON.stringify(network)}] }).getConnection('solana:x')`)
  renameSync(installed, aside)
  try {
    for (const entry of ['latch/solana']) {
      assert.equal(await runProbe(newest, probe(entry)), {
        typed: true,
        name: 'PeerDependencyMissingError',
        message: `${entry} needs @solana/web3.js: npm i @solana/web3.js@1`,
        entry,
        packageName: '@solana/web3.js',
      })
    }
    // An EVM-only host is unaffected: the core, latch/eip155 and the dev wallet load without it.
    writeFileSync(join(newest.dir, 'probe.mjs'), `await import('latch'); await import('latch/eip155'); await import('latch/dev-wallet'); console.log('ok')`)
    assert.match(await run(process.execPath, ['probe.mjs'], newest.dir), 'ok')
  } finally {
    renameSync(aside, installed)
  }
})

test('error: without @walletconnect/universal-provider (the React 18.2 host installs none), choosing WalletConnect fails with a PeerDependencyMissingError naming it and latch/walletconnect', async () => {
  const [, oldest] = await installs
  assert.not.ok(existsSync(join(oldest.dir, 'node_modules/@walletconnect/universal-provider')), 'an optional peer is not installed for the host')
  const attempt = `const { walletConnect } = await import('latch/walletconnect')\n  await walletConnect({ projectId: 'p', metadata: { name: 'a', description: 'a', url: 'http://a', icons: [] }, networks: [] }).client.load()`
  assert.equal(await runProbe(oldest, peerProbe('latch/walletconnect', attempt)), {
    typed: true,
    name: 'PeerDependencyMissingError',
    message: 'latch/walletconnect needs @walletconnect/universal-provider: npm i @walletconnect/universal-provider@2',
    entry: 'latch/walletconnect',
    packageName: '@walletconnect/universal-provider',
  })
})

test.run()
