/**
 * Every browser journey also runs in the packed-tarball host, the way users meet
 * Latch. The README's `fullModal` (WalletConnect, email login, swaps) and `siwxModal` (sign in with
 * a wallet) pages of the host's Vite build, served and driven in Chromium by the same steps the
 * repository's e2e suites take (test/journeys/), each exported log replayed with the installed
 * package's own `replay`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, BrowserContext } from 'playwright-core'
import * as assert from 'uvu/assert'
import { createLogRedactor } from '../../core/events/log.ts'
import type { Sandbox } from '../../sandbox/index.ts'
import { collectPageErrors } from '../e2e/helpers.ts'
import {
  embeddedAccount,
  embeddedAccountFollowsNetwork,
  embeddedAccountTypes,
  embeddedSendApproved,
  embeddedSignOut,
  emailLogin,
  expectPrivateLogReplays,
  inbox,
  reloadKeepsEmbeddedSession,
} from '../journeys/embedded.ts'
import { approvePrompt, asJson, assertReplays, chooseDevWallet, modalPage, type ModalPage, type ReplayFn } from '../journeys/modalPage.ts'
import { reloadSignsInSilently, signInEvm, signInSolana } from '../journeys/siwx.ts'
import { connectForSwap, rejectApproval, swapEthToUsdc, swapWithApproval, SWAP_EVENTS } from '../journeys/swap.ts'
import { openWalletPage, pairWalletConnect, reloadRestoresSession, sendApprovedInWallet, walletEndsSession } from '../journeys/walletConnect.ts'
import {
  assertLogHoldsNoSecrets,
  declinedAndRefused,
  noSecrets,
  solanaCallsLand,
  switchConnectionMovesProvider,
  viemCallsThroughWallet,
  writeContractLands,
  type Approve,
  type Secrets,
} from '../journeys/appCalls.ts'
import type { Host, HostPage } from './hostApp.ts'
import { SENDER } from './journey.ts'

/** The pages the newest-React host's Vite build adds for the journeys (README blocks). */
export const JOURNEY_PAGES = [
  { name: 'full', module: 'src/fullModal.ts', modalExport: 'fullModal' },
  { name: 'siwx', module: 'src/siwxModal.ts', modalExport: 'siwxModal' },
  // The README's modal with `<ModalProvider>` as the README writes it: the default prefetch, 'idle'.
  { name: 'idle', module: 'src/modal.ts', modalExport: 'modal' },
  // The app's own calls through the connection (README "Use the connection"), on fullModal. A
  // build of its own: Vite 8 (Rolldown 1.2) puts the viem modules this entry imports statically
  // into its entry chunk, and the other pages' lazy `import('viem')` (latch/siwx's verifier) then
  // imports that chunk — running this page's entry, its modal and all, on theirs.
  { name: 'app', module: 'src/fullModal.ts', modalExport: 'fullModal', expose: { latchCounter: 'src/counterCalls.ts', latchSolana: 'src/solanaCalls.ts' }, ownBuild: true },
] as const satisfies readonly HostPage[]

/**
 * Where the journeys run: the served Vite build (`url` ends with '/'), the `ownBuild` pages' own
 * served builds by page name, the sandbox, the package's replay.
 */
export type HostJourneys = { browser: Browser; url: string; ownBuilds?: Readonly<Record<string, string>>; sandbox: Sandbox; replay: ReplayFn }

/** `replay` from the host's installed `latch/core` (the tarball), loaded in Node. */
export async function installedReplay(host: Host): Promise<ReplayFn> {
  const core = (await import(pathToFileURL(join(host.dir, 'node_modules/latch/dist/core.js')).href)) as { replay: ReplayFn }
  return core.replay
}

type HostPageName = (typeof JOURNEY_PAGES)[number]['name']

type Opened = { context: BrowserContext; dapp: ModalPage; errors: string[] }

/** A fresh context on one page; `autoApprove: false` unticks the dev wallet panel's switch (the README's control). */
async function openPage(where: HostJourneys, page: HostPageName, options: { autoApprove?: boolean } = {}): Promise<Opened> {
  const context = await where.browser.newContext({ viewport: { width: 1280, height: 860 } })
  const tab = await context.newPage()
  tab.setDefaultTimeout(30_000)
  const errors = collectPageErrors(tab)
  await tab.goto(`${where.ownBuilds?.[page] ?? where.url}${page}.html`)
  await tab.waitForSelector('[data-latch-connect-button]')
  if (options.autoApprove === false) await tab.uncheck('[data-dev-wallet-auto-approve]')
  return { context, dapp: modalPage(tab, { replay: where.replay }), errors }
}

/** Runs `journey` on a fresh page; closes it, and fails on any page error. */
async function onPage(where: HostJourneys, page: HostPageName, journey: (dapp: ModalPage) => Promise<void>, options: { autoApprove?: boolean } = {}): Promise<void> {
  const { context, dapp, errors } = await openPage(where, page, options)
  try {
    await journey(dapp)
    assert.equal(
      errors.filter((e) => !/rejected/i.test(e)),
      [],
      'no page errors',
    )
  } catch (error) {
    await keepFailure(dapp, page, errors)
    throw error
  } finally {
    await context.close()
  }
}

const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url).pathname

/**
 * A failed journey leaves what the page showed: a screenshot, and the modal's state, event log and
 * page errors, in test-artifacts/host-<page>-failure.* (a journey that times out only under a
 * loaded full run can then be read, not guessed at).
 */
async function keepFailure(dapp: ModalPage, page: string, errors: readonly string[]): Promise<void> {
  const at = join(ARTIFACTS, `host-${page}-failure`)
  mkdirSync(ARTIFACTS, { recursive: true })
  await dapp.page.screenshot({ path: `${at}.png` }).catch(() => undefined)
  const snapshot = await dapp.snapshot().catch((error: unknown) => ({ unavailable: String(error) }))
  writeFileSync(`${at}.json`, JSON.stringify({ url: dapp.page.url(), errors, ...snapshot }, null, 2))
  console.error(`journey failed on ${page}.html: screenshot and state in ${at}.png / .json`)
  // CI keeps only the output: what the modal showed and its last events, in a few lines.
  if ('state' in snapshot) console.error(failureSummary(snapshot.state as Record<string, unknown>, snapshot.log))
}

/** The view, the swap slice without its token list, the snackbar and the last 30 event types. */
function failureSummary(state: Record<string, unknown>, log: readonly { type: string }[]): string {
  const { tokens: _tokens, ...swap } = (state.swap ?? {}) as Record<string, unknown>
  const brief = { view: state.view, open: state.open, swap, snackbar: state.snackbar, accounts: state.accounts }
  return `modal at failure: ${JSON.stringify(brief).slice(0, 4000)}\nlast events: ${log
    .slice(-30)
    .map((e) => e.type)
    .join(', ')}`
}

/** Pair with the sandbox's test wallet, a send approved there lands, a reload restores, the wallet ends it; the log replays. */
export async function walletConnectJourney(where: HostJourneys): Promise<void> {
  const walletContext = await where.browser.newContext()
  try {
    const wallet = await openWalletPage(walletContext, where.sandbox.urls.walletConnectWallet!)
    await onPage(where, 'full', async (dapp) => {
      await pairWalletConnect(dapp, wallet)
      await sendApprovedInWallet(dapp, wallet, { rpcUrl: where.sandbox.chains.evm[0]!.rpcUrl, receiver: '0x000000000000000000000000000000000000c0DE', amount: '0.01' })
      await reloadRestoresSession(dapp)
      await walletEndsSession(dapp, wallet)
    })
  } finally {
    await walletContext.close()
  }
}

/** Email login through the secure site on its own origin, Account, a send approved in its UI, smart account ⇄ EOA, reload, sign out; the log replays. */
export async function emailLoginJourney(where: HostJourneys): Promise<void> {
  const box = inbox(where.sandbox.mail!, 'host.journey.user.with.a.long.name@example.com')
  await onPage(where, 'full', async (dapp) => {
    await emailLogin(dapp, box)
    await embeddedAccount(dapp, box.email)
    await embeddedSendApproved(dapp, { rpcUrl: where.sandbox.chains.evm[0]!.rpcUrl, receiver: '0x000000000000000000000000000000000000e13A', amount: '0.01' })
    await expectPrivateLogReplays(dapp, box)
    await embeddedAccountTypes(dapp, { rpcUrl: where.sandbox.chains.evm[0]!.rpcUrl })
    await reloadKeepsEmbeddedSession(dapp, where.sandbox.mail!, box.email)
    await embeddedSignOut(dapp, box)
  })
}

/**
 * SPEC.md §3/§4/§6: the embedded wallet's account follows a network
 * switch to the sandbox's second chain, which has no smart-account factory here (host.test.ts starts
 * the sandbox with `smartAccountChainIds` naming the first), and back.
 */
export async function embeddedNetworksJourney(where: HostJourneys): Promise<void> {
  const [smart, plain] = where.sandbox.chains.evm
  const box = inbox(where.sandbox.mail!, 'host.networks@example.com')
  await onPage(where, 'full', (dapp) => embeddedAccountFollowsNetwork(dapp, box, { smart: smart!.chainId, plain: plain!.chainId }))
}

/** With the wallet asking, ETH → USDC, a rejected approval, USDC → ETH after the approval; the log replays. */
export async function swapJourney(where: HostJourneys): Promise<void> {
  const [first] = where.sandbox.chains.evm
  const chain = { rpcUrl: first!.rpcUrl, usdc: first!.tokens.usdc.address }
  await onPage(
    where,
    'full',
    async (dapp) => {
      await connectForSwap(dapp.page)
      await swapEthToUsdc(dapp, chain)
      await rejectApproval(dapp, chain)
      await swapWithApproval(dapp, chain)
      const { log, state } = await dapp.snapshot()
      for (const type of SWAP_EVENTS)
        assert.ok(
          log.some((e) => e.type === type),
          type,
        )
      assertReplays(dapp, log, state)
    },
    { autoApprove: false },
  )
}

/** EVM and Solana sign-in (each on a fresh page), a reload signs in silently; the logs replay without signatures. */
export async function siwxJourney(where: HostJourneys): Promise<void> {
  await onPage(where, 'siwx', async (dapp) => {
    await signInEvm(dapp, { chainId: where.sandbox.chains.evm[0]!.chainId })
    await reloadSignsInSilently(dapp)
  })
  await onPage(where, 'siwx', async (dapp) => {
    await signInSolana(dapp, where.sandbox.chains.solana!.chainId.split(':')[1]!)
    await reloadSignsInSilently(dapp, "s.accounts.solana?.status === 'connected'")
  })
}

/**
 * The default prefetch ('idle') as a host bundles it (Vite, the packed tarball): with no
 * interaction at all, the page fetches the modal's dialog chunk once it is idle and opens nothing;
 * the first click then opens the modal without fetching it again, and the dev wallet connects
 * through it; the log replays.
 */
export async function idlePrefetchJourney(where: HostJourneys): Promise<void> {
  await onPage(where, 'idle', async (dapp) => {
    const { page } = dapp
    // The dialog chunks the page fetched so far, from its own Resource Timing list.
    const dialogFetches = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/ModalDialog-[^/]*\.js$/.test(path)),
      )
    // No pointer, key or focus reaches the page: only the idle prefetch can fetch the dialog.
    await page.waitForFunction(() => document.querySelector('style[data-latch-modal-styles]') !== null, undefined, { timeout: 15_000 })
    const before = await dialogFetches()
    assert.is(before.length, 1, `the dialog chunk was fetched once before any interaction (${before.join(', ')})`)
    assert.is(await page.locator('[data-latch-modal]').count(), 0, 'nothing opened')
    await chooseDevWallet(page)
    // Connected, the modal closes (SPEC.md §2); the button then shows the account.
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
    assert.equal(await dialogFetches(), before, 'the first open fetched no dialog chunk again')
    const { log, state } = await dapp.snapshot()
    assert.ok(state.accounts.eip155?.address, 'the dev wallet connected through the modal')
    assertReplays(dapp, log, state)
  })
}

/** The sandbox's app contract (SandboxCounter) on the first chain, and that chain's RPC. */
function counterOn(where: HostJourneys): { rpcUrl: string; counter: `0x${string}` } {
  const [first] = where.sandbox.chains.evm
  return { rpcUrl: first!.rpcUrl, counter: first!.counter }
}

/** The dev wallet approves by itself (the README's autoApprove): nothing to answer. */
const autoApproved: Approve = () => Promise.resolve()

/** The embedded wallet's approval: ApproveTransaction (the secure site's panel in the modal), approved; the view then goes. */
const approveInSecureSite =
  (dapp: ModalPage): Approve =>
  async () => {
    await dapp.page.waitForSelector('[data-view="ApproveTransaction"]')
    await dapp.page.frameLocator('iframe[data-latch-embedded-frame]').locator('[data-approval]:not([hidden]) [data-approve]').click()
    await dapp.page.waitForSelector('[data-view="ApproveTransaction"]', { state: 'detached' })
  }

/** The page's log: no signature, no raw transaction; it replays to the live state. */
async function logKeepsNoSecretsAndReplays(dapp: ModalPage, secrets: Secrets): Promise<void> {
  const { log, state } = await dapp.snapshot()
  assertLogHoldsNoSecrets(log, secrets)
  // The live state as the export shows it (a WalletConnect pairing URI's key is redacted there).
  const redactor = createLogRedactor()
  for (const event of log) redactor.learn({ event })
  assert.equal(asJson(dapp.replay(log).final), asJson(redactor.state(asJson(state))), 'replay(exported log) = the live state, as exported')
}

/**
 * The README's viem and web3.js modules through the dev wallet (SPEC.md §5–§6): writeContract
 * moves the counter, signTypedData verifies, a two-call sendCalls lands both (not atomic) and its
 * status says so; a declined request is viem's UserRejectedRequestError, eth_sign is refused
 * without a prompt; after a reload the provider works again without a connect prompt; on Solana a
 * transfer + memo is confirmed and signMessage verifies. The log holds no signature or raw
 * transaction and replays.
 */
export async function devWalletCallsJourney(where: HostJourneys): Promise<void> {
  const chain = counterOn(where)
  const secrets = noSecrets()
  await onPage(where, 'app', async (dapp) => {
    await chooseDevWallet(dapp.page)
    await dapp.until(`s.accounts.eip155?.status === 'connected' && !s.open`)
    await viemCallsThroughWallet(dapp, { ...chain, approve: autoApproved, signer: SENDER, atomic: false, secrets })
    await declinedAndRefused(dapp, chain)
    await logKeepsNoSecretsAndReplays(dapp, secrets)

    await dapp.reload()
    await dapp.until(`s.accounts.eip155?.status === 'connected'`)
    await writeContractLands(dapp, { ...chain, approve: autoApproved })
    assert.is((await dapp.state()).open, false, 'no view opened: the provider worked again without a prompt')

    await dapp.connect('dev.latch.wallet', 'solana')
    await solanaCallsLand(dapp, { rpcUrl: where.sandbox.urls.solanaRpc!, approve: autoApproved, secrets })
    await logKeepsNoSecretsAndReplays(dapp, secrets)
  })
}

/** The same three viem calls through WalletConnect: each approved in the sandbox's test wallet page (a bundle is one prompt, sent call by call). */
export async function walletConnectCallsJourney(where: HostJourneys): Promise<void> {
  const chain = counterOn(where)
  const secrets = noSecrets()
  const walletContext = await where.browser.newContext()
  try {
    const wallet = await openWalletPage(walletContext, where.sandbox.urls.walletConnectWallet!)
    await onPage(where, 'app', async (dapp) => {
      await pairWalletConnect(dapp, wallet)
      await dapp.until('!s.open')
      await viemCallsThroughWallet(dapp, { ...chain, approve: () => approvePrompt(wallet), signer: SENDER, atomic: false, secrets })
      await logKeepsNoSecretsAndReplays(dapp, secrets)
    })
  } finally {
    await walletContext.close()
  }
}

/**
 * The same three through the embedded wallet's smart account, each approved in ApproveTransaction
 * (the batch executed atomically in one transaction); then multi-wallet (SPEC.md §4): the dev
 * wallet connected beside it takes the next request, switching back to the embedded wallet gives
 * it the next one — `accountsChanged` once per switch. The log (no email, no signature) replays.
 */
export async function embeddedCallsJourney(where: HostJourneys): Promise<void> {
  const chain = counterOn(where)
  const secrets = noSecrets()
  const box = inbox(where.sandbox.mail!, 'host.calls@example.com')
  await onPage(where, 'app', async (dapp) => {
    await emailLogin(dapp, box)
    if ((await dapp.state()).open) await dapp.page.keyboard.press('Escape')
    await dapp.until('!s.open')
    const smart = (await dapp.state()).accounts.eip155!.address as `0x${string}`
    await viemCallsThroughWallet(dapp, { ...chain, approve: approveInSecureSite(dapp), signer: smart, atomic: true, secrets })

    await switchConnectionMovesProvider(dapp, { ...chain, to: 'dev.latch.wallet', approve: autoApproved, secrets, switch: () => dapp.connect('dev.latch.wallet', 'eip155') })
    const back = await switchConnectionMovesProvider(dapp, { ...chain, to: 'auth', approve: approveInSecureSite(dapp), secrets })
    assert.is(back, smart, 'back on the smart account')
    const { log } = await dapp.snapshot()
    assertLogHoldsNoSecrets(log, secrets)
    await expectPrivateLogReplays(dapp, box)
  })
}
