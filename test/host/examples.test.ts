/**
 * The runnable examples (README "Examples"): each of examples/vite-react, wagmi,
 * solana-wallet-adapter and vanilla is copied out of the repository, installed from the packed
 * tarball by npm, configured by the `.env.local` a user would write and built by its own Vite,
 * then driven in Chromium against the sandbox, the outcome checked on chain. One sandbox and one
 * Chromium serve them all; installs and builds run side by side (npm waits mostly on the cache's
 * I/O, Vite's builds share the two cores), so the lane costs about one install and one build.
 * Per-step timings are printed.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { launchBrowser } from '../e2e/helpers.ts'
import { buildExample, EXAMPLES, exampleEnv, installExample, typecheckExample, type ExampleApp, type ExampleName } from './examplesApp.ts'
import { headlessJourney, solanaWalletAdapterJourney, vanillaJourney, viteReactJourney, wagmiJourney, type ExampleJourney } from './examplesJourneys.ts'
import { packLatch, ROOT, serveDir } from './hostApp.ts'

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

/** `LATCH_EXAMPLES=wagmi,vanilla`: only those (a quicker run while working on one). */
const only = process.env['LATCH_EXAMPLES']?.split(',')
const selected = EXAMPLES.filter((name) => !only || only.includes(name))
/** An example's test: its journey, then its sources type-check (strict) against the installed package. */
const example = (name: ExampleName, title: string, journey: () => Promise<void>): void => {
  if (!selected.includes(name)) return
  test(`${title}; its TypeScript compiles (tsc, strict)`, async () => {
    await journey()
    const error = await typechecks.get(name)
    if (error) throw error
  })
}

let sandbox: Sandbox
let browser: Browser
let tarball: string | undefined
const given = process.env['LATCH_TARBALL']
/** Each example installed and built, served; awaited by its own test (one failing does not stop the others). */
const served = new Map<ExampleName, Promise<{ app: ExampleApp; url: string; close(): Promise<void> }>>()
/** Each TypeScript example's `tsc`, run beside the browsers; asserted at the end of its test. */
const typechecks = new Map<ExampleName, Promise<Error | null>>()
/** The installed examples' folders (removed at the end, whether or not their build worked). */
const installed: Promise<ExampleApp | undefined>[] = []

test.before(async () => {
  // What the examples use: one EVM chain (with the app contract), the Solana node, the wallet-list,
  // blockchain and analytics services; no WalletConnect relay, email or social login.
  const starting = timed('sandbox', () => startSandbox({ chainIds: [31337], walletConnect: false, mail: false, oauth: false, farcaster: false, secureSite: false }))
  try {
    // LATCH_TARBALL: a tarball packed before (a quicker run while working on an example).
    const packing = given ? Promise.resolve({ tarball: given }) : timed('build + npm pack', () => packLatch())
    const launching = timed('chromium launch', () => launchBrowser())
    tarball = (await packing).tarball
    const installs = selected.map((name) => [name, timed(`npm install ${name}`, () => installExample(name, tarball!))] as const)
    sandbox = await starting
    const env = exampleEnv(sandbox)
    for (const [name, installing] of installs) {
      installed.push(installing.catch(() => undefined))
      const ready = installing.then(async (app) => {
        const build = await timed(`vite build ${name}`, () => buildExample(app, env))
        assert.not.match(build.log, /error/i, `examples/${name}: vite builds without errors`)
        typechecks.set(
          name,
          timed(`tsc ${name}`, () => typecheckExample(app)).then(
            () => null,
            (error: Error) => error,
          ),
        )
        return { app, ...(await serveDir(build.dir)) }
      })
      ready.catch(() => undefined) // awaited by the example's test
      served.set(name, ready)
    }
    browser = await launching
    timings.push(`set-up ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    // A failed set-up ends the lane at once, its nodes stopped (left running, they kept the process alive).
    console.error('examples test: set-up failed —', error)
    await starting.then(
      (s) => s.stop(),
      () => undefined,
    )
    await browser?.close().catch(() => undefined)
    process.exit(1)
  }
})

test.after(async () => {
  await timed('teardown', async () => {
    for (const app of await Promise.all([...served.values()].map((p) => p.catch(() => undefined)))) await app?.close()
    await browser?.close()
    await sandbox?.stop()
  })
  // Each example's node_modules is 100–400 MB (30,000 files for the Solana one): removed unless
  // KEEP_HOSTS, by an `rm -rf` left running on its own — deleting them took minutes of the lane's time.
  const dirs = [...(await Promise.all(installed)).map((a) => a?.dir), given ? undefined : tarball && dirname(tarball)].filter((d): d is string => Boolean(d))
  if (!process.env.KEEP_HOSTS && dirs.length > 0) spawn('rm', ['-rf', ...dirs], { detached: true, stdio: 'ignore' }).unref()
  console.log(`examples test: ${timings.join(', ')}; wall ${((performance.now() - started) / 1000).toFixed(1)} s`)
})

/** The example's served build and a journey context for it. */
async function journeyOf(name: ExampleName): Promise<ExampleJourney> {
  const { url } = await served.get(name)!
  return { browser, url, sandbox, step: (step, work) => timed(`chromium ${step}`, work) }
}

example('vite-react', 'behavior: examples/vite-react (latch/react) — the dev wallet connects through the modal, the balance shows in Account, a send through the modal lands on chain', async () => {
  await viteReactJourney(await journeyOf('vite-react'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
})

example(
  'wagmi',
  "behavior: examples/wagmi (latch/wagmi) — wagmi's connect with latchConnector opens the modal; useAccount shows Latch's address; useWriteContract increments the sandbox's app contract, read back by an eth_call; useDisconnect disconnects Latch too",
  async () => {
    await wagmiJourney(await journeyOf('wagmi'))
  },
)

example(
  'solana-wallet-adapter',
  "behavior: examples/solana-wallet-adapter (latch/solana-wallet-adapter) — useWallet connects over Latch (the dev wallet, Wallet Standard); sendTransaction of a SOL transfer is confirmed on the sandbox's Solana node, the receiver's balance checked there",
  async () => {
    await solanaWalletAdapterJourney(await journeyOf('solana-wallet-adapter'))
  },
)

example(
  'vanilla',
  'behavior: examples/vanilla (latch/elements, no React code of its own, built by Vite) — <latch-button> opens <latch-modal>, the dev wallet connects and the address shows',
  async () => {
    // The page's own code (its HTML and scripts) imports no React: latch/elements brings it inside.
    for (const file of ['index.html', 'src/main.js', 'src/config.js', 'src/devWallet.js'])
      assert.not.match(readFileSync(join(ROOT, 'examples/vanilla', file), 'utf8'), /from ['"]react|jsx/i, `examples/vanilla/${file} has no React code`)
    await vanillaJourney(await journeyOf('vanilla'))
  },
)

example(
  'headless',
  "behavior: examples/headless (useWallets, useConnect, WalletButton) — the page's own list connects the dev wallet with Latch's dialog never mounted; the WalletButton connects in one click with no list",
  async () => {
    await headlessJourney(await journeyOf('headless'))
  },
)

test.run()
