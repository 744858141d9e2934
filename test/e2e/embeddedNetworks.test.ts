/**
 * The embedded wallet's acting account per network, in Chromium on the demo (SPEC.md §3 smart
 * account enabled networks, §4 the account type rule, §6 smartAccount by default): a sandbox where
 * only anvil 31337 has the smart-account factory. Logged in by email, the wallet is its smart
 * account on 31337; switched to 31338 (no smart account there) the account is the EOA, the address
 * the secure site acts with there, with its balance, and Account offers no switch to a smart
 * account; back on 31337 the smart account again, with its switch. The
 * log replays to the same state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openDemo, type DemoSession } from './helpers.ts'
import { emailLogin, expectPrivateLogReplays, inbox, type Inbox } from '../journeys/embedded.ts'

let demo: DemoSession
let box: Inbox
const EMAIL = 'networks.user@example.com'

test.before(async () => {
  demo = await openDemo({ smartAccountChainIds: [31337] })
  demo.page.setDefaultTimeout(30_000)
  box = inbox(demo.served.sandbox!.mail!, EMAIL)
})

test.after(async () => {
  await demo?.close()
})

/** The modal closed, then opened from the connect button: Account. */
async function openAccount(): Promise<void> {
  const { page, dapp } = demo
  if ((await dapp.state()).open) await page.keyboard.press('Escape')
  await dapp.until('!s.open')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-copy-address]')
}

/** Picks `chainId` in the network list (the network button, modal closed); waits until the modal is on it. */
async function switchTo(chainId: number): Promise<void> {
  const { page, dapp } = demo
  if ((await dapp.state()).open) await page.keyboard.press('Escape')
  await dapp.until('!s.open')
  await page.click('[data-latch-network-button]')
  await page.click(`[data-latch-modal] [data-network-id="eip155:${chainId}"]`)
  await dapp.until(`s.activeCaipNetworkId === 'eip155:${chainId}' && s.pendingNetworkSwitch === undefined`)
}

test('behavior: SPEC §3/§4 a network without smart accounts shows the EOA the secure site acts with there; back on a network with them, the smart account', async () => {
  const { dapp } = demo
  await emailLogin(dapp, box)
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.activeCaipNetworkId === 'eip155:31337'`)
  const account = (await dapp.state()).accounts.eip155!
  const smart = account.user?.accounts.find((a) => a.type === 'smartAccount')?.address
  const eoa = account.user?.accounts.find((a) => a.type === 'eoa')?.address
  assert.ok(smart && eoa, 'both accounts listed on 31337')
  assert.is(account.address, smart, 'SPEC §6: the smart account where the network has one')
  assert.equal((await dapp.state()).embedded?.smartAccountNetworks, ['eip155:31337'], 'SPEC §3: the secure site names 31337 alone')

  await switchTo(31338)
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(eoa)} && s.accounts.eip155?.caipAddress === 'eip155:31338:${eoa}'`)
  const there = (await dapp.state()).accounts.eip155!
  assert.equal(there.user?.accounts.map((a) => a.type), ['eoa'], 'no smart account offered on 31338')
  await dapp.until(`s.accounts.eip155?.balancesStatus === 'success'`)
  await openAccount()
  // SPEC §4: smartAccount can be chosen only where the network supports it: no switch offered here.
  assert.is(await dapp.page.locator('[data-view="Account"] [data-account-type-switch]').count(), 0)

  await switchTo(31337)
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(smart)} && s.accounts.eip155?.caipAddress === 'eip155:31337:${smart}'`)
  await openAccount()
  await dapp.page.waitForSelector('[data-view="Account"] [data-account-type="smartAccount"] [data-account-type-switch="eoa"]')
  await expectPrivateLogReplays(dapp, box)
})

test.run()
