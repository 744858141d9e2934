/**
 * The email-login journey steps, shared by the demo's e2e test and the packed-tarball host
 * test: the email on Connect, a new device approved from the mailed link, the mailed code, the
 * embedded wallet (keys on the secure site, its own origin) connected; Account with the email and
 * a balance; a send approved in ApproveTransaction (the secure site's UI in the modal) lands on
 * anvil; the log holds neither the code nor the email and replays to the same final state.
 */
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import type { ModalState, StampedEvent } from '../../core/index.ts'
import type { MailMessage, MailServer } from '../../sandbox/mail/index.ts'
import { assertReplays, previewSend, type ModalPage } from './modalPage.ts'

/** SPEC.md §5: an email label is cut to 30 characters with an ellipsis. */
const emailLabel = (email: string): string => (email.length > 30 ? `${email.slice(0, 30)}…` : email)

/** One mailbox reader per journey: each mail after the last one read. */
export type Inbox = { email: string; next(): Promise<MailMessage>; codes: string[] }

export function inbox(mail: MailServer, email: string): Inbox {
  let lastMailId = 0
  const codes: string[] = []
  return {
    email,
    codes,
    async next() {
      const message = await mail.waitForMessage({ to: email, after: lastMailId }, 20_000)
      lastMailId = message.id
      if (message.code) codes.push(message.code)
      return message
    },
  }
}

/** The log and the state read together, and the state with the email as the log's keyed token. */
export async function logAndRedactedState(dapp: ModalPage, email: string): Promise<{ log: StampedEvent[]; redactedState: ModalState }> {
  const { log, state: live } = await dapp.snapshot()
  return { log, redactedState: withEmailAsLogToken(log, live, email) }
}

/** `state` with `email` written as the log writes it: its keyed personal token. */
export function withEmailAsLogToken(log: readonly StampedEvent[], state: ModalState, email: string): ModalState {
  // The latest personal token: after an email update, the new address's (the old one's comes first).
  const token =
    JSON.stringify(log)
      .match(/\[personal:[0-9a-f]+\]/g)
      ?.at(-1) ?? '[redacted]'
  return JSON.parse(JSON.stringify(state).split(email).join(token)) as ModalState
}

/** The exported log has neither the email nor any mailed code, and replays to the live state. */
export async function expectPrivateLogReplays(dapp: ModalPage, box: Inbox): Promise<void> {
  const { log, redactedState } = await logAndRedactedState(dapp, box.email)
  const text = JSON.stringify(log)
  assert.not.ok(text.includes(box.email), 'the email is a keyed token in the log')
  for (const code of box.codes) assert.not.ok(text.includes(code), 'the code never appears')
  assertReplays(dapp, log, redactedState)
}

/** Connect's email row → EmailVerifyDevice → the mailed approval link → EmailVerifyOtp → the mailed code → connected. */
export async function emailLogin(dapp: ModalPage, box: Inbox, measured: Record<string, number> = {}): Promise<void> {
  const { page } = dapp
  const input = '[data-connect-method="email"] input[type="email"]'
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector(input)
  await page.fill(input, box.email)
  const submitted = Date.now()
  await page.press(input, 'Enter')
  await page.waitForSelector('[data-view="EmailVerifyDevice"]')
  measured.continueToDeviceViewMs = Date.now() - submitted
  // SPEC.md §5: the email label is cut to 30 characters with an ellipsis.
  assert.ok((await page.locator('[data-view="EmailVerifyDevice"] [data-email-label]').first().innerText()).includes(emailLabel(box.email)))
  await dapp.shot(page, 'embedded-device-approval.png')
  const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec((await box.next()).text)?.[1]
  assert.ok(link, 'the approval mail carries the link')
  assert.is((await fetch(link!)).status, 200)
  await page.waitForSelector('[data-view="EmailVerifyOtp"]')
  const { code } = await box.next()
  assert.match(code ?? '', /^\d{6}$/)
  await page.fill('[data-view="EmailVerifyOtp"] input[name="otp"]', code!)
  const entered = Date.now()
  await page.click('[data-otp-submit]')
  // A page whose Solana adapter lists the AUTH connector joins it too (SPEC §3): settled before reading on.
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth' && s.accounts.solana?.status !== 'connecting'`)
  measured.otpToConnectedMs = Date.now() - entered
  const s = await dapp.state()
  assert.is(s.accounts.eip155?.authName, box.email)
  assert.match(s.accounts.eip155?.address ?? '', /^0x[0-9a-fA-F]{40}$/)
}

/** Account (opened again if the login closed the modal) shows the email, a funded ETH balance and Sign out. */
export async function embeddedAccount(dapp: ModalPage, email: string): Promise<void> {
  const { page } = dapp
  if ((await dapp.state()).view !== 'Account' || !(await dapp.state()).open) {
    await page.keyboard.press('Escape')
    await page.click('[data-latch-connect-button]')
  }
  await page.waitForSelector('[data-view="Account"] [data-auth-name]')
  assert.is(await page.locator('[data-auth-name]').first().innerText(), emailLabel(email))
  await dapp.until(`(s.accounts.eip155?.tokenBalance ?? []).some((t) => t.symbol === 'ETH' && Number(t.quantity.numeric) >= 9.9)`)
  // SPEC §6: a new embedded wallet is its smart account, not deployed yet (§3 smartAccountDeployed).
  const fresh = (await dapp.state()).accounts.eip155
  assert.is(fresh?.address, fresh?.user?.accounts.find((a) => a.type === 'smartAccount')?.address)
  assert.is(fresh?.smartAccountDeployed, false)
  assert.is((await page.locator('[data-disconnect]').first().innerText()).trim(), 'Sign out')
  await dapp.shot(page, 'embedded-account.png')
}

/** From Account: a send (eth_sendTransaction) opens ApproveTransaction; approved in the secure site's UI, it lands on `rpcUrl`'s chain. */
export async function embeddedSendApproved(dapp: ModalPage, options: { rpcUrl: string; receiver: Address; amount: string; measured?: Record<string, number> }): Promise<void> {
  const { page } = dapp
  const rpc = createPublicClient({ transport: http(options.rpcUrl) })
  const before = await rpc.getBalance({ address: options.receiver })
  await previewSend(page, { symbol: 'ETH', amount: options.amount, receiver: options.receiver })
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-approve]').waitFor()
  await dapp.shot(page, 'embedded-approve-transaction.png')
  const approved = Date.now()
  await frame.locator('[data-approve]').click()
  await dapp.until(`s.send.lastHash !== undefined`)
  if (options.measured) options.measured.approveToHashMs = Date.now() - approved
  assert.is((await rpc.getBalance({ address: options.receiver })) - before, parseEther(options.amount))
  const s = await dapp.state()
  assert.is.not(s.view, 'ApproveTransaction')
  assert.is(s.embedded?.approval, undefined)
}

/** A reload keeps the embedded session without a new mail; the frame holds the token, the host page never. */
export async function reloadKeepsEmbeddedSession(dapp: ModalPage, mail: MailServer, email: string): Promise<void> {
  const mailsBefore = mail.messages({ to: email }).length
  await dapp.reload()
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth'`)
  assert.is((await dapp.state()).accounts.eip155?.authName, email)
  assert.is(mail.messages({ to: email }).length, mailsBefore, 'no new mail')
  const hostStorage = await dapp.page.evaluate(() => JSON.stringify({ ...localStorage }))
  assert.not.match(hostStorage, 'latch-secure/token')
}

/** Account → Sign out: the session ends on both origins (the frame's token gone); the log replays. */
export async function embeddedSignOut(dapp: ModalPage, box: Inbox): Promise<void> {
  const { page } = dapp
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-disconnect]')
  await dapp.until(`s.accounts.eip155?.address === undefined && s.accounts.solana?.address === undefined`)
  const frameToken = await page
    .frameLocator('iframe[data-latch-embedded-frame]')
    .locator('body')
    .evaluate(() => localStorage.getItem('latch-secure/token'))
  assert.is(frameToken, null)
  await expectPrivateLogReplays(dapp, box)
}

/**
 * SPEC.md §3/§4/§6 account types: the embedded wallet is its smart account by default (deployed by
 * the first send), lists its EOA beside it, and Account switches to the EOA and back; the choice
 * survives a reload, on the modal and in the secure site alike.
 */
export async function embeddedAccountTypes(dapp: ModalPage, options: { rpcUrl: string }): Promise<void> {
  const { page } = dapp
  const rpc = createPublicClient({ transport: http(options.rpcUrl) })
  const account = (await dapp.state()).accounts.eip155!
  const smart = account.user?.accounts.find((a) => a.type === 'smartAccount')?.address
  const eoa = account.user?.accounts.find((a) => a.type === 'eoa')?.address
  assert.ok(smart && eoa, 'both accounts listed')
  assert.is(account.address, smart, 'SPEC §6: eip155 defaults to the smart account')
  assert.is.not(await rpc.getCode({ address: smart as Address }), undefined, 'the first send deployed it')
  assert.is(account.smartAccountDeployed, true, 'SPEC §3 smartAccountDeployed: the send made it so')
  if ((await dapp.state()).view !== 'Account' || !(await dapp.state()).open) await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-account-type="smartAccount"]')
  await page.click('[data-account-type-switch="eoa"]')
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(eoa)} && s.accounts.eip155?.preferredAccountType === 'eoa'`)
  await page.waitForSelector('[data-view="Account"] [data-account-type="eoa"]')
  await dapp.until(`(s.accounts.eip155?.tokenBalance ?? []).some((t) => t.symbol === 'ETH' && Number(t.quantity.numeric) > 9)`)
  await dapp.reload()
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.address === ${JSON.stringify(eoa)}`)
  assert.is((await dapp.state()).accounts.eip155?.smartAccountDeployed, true, 'the secure site says so after the reload')
  // SPEC §3 "smart account enabled networks": named by the secure site, kept in the host's storage.
  assert.ok(((await dapp.state()).embedded?.smartAccountNetworks ?? []).includes(`eip155:${await rpc.getChainId()}`))
  const restored = (await dapp.eventLog()).find((e) => e.type === 'embedded/storageRestored') as { smartAccountNetworks?: string[] } | undefined
  assert.ok(restored?.smartAccountNetworks?.length, 'read back from storage at the start of the reloaded page')
  await page.click('[data-latch-connect-button]')
  await page.click('[data-account-type-switch="smartAccount"]')
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(smart)} && s.accounts.eip155?.preferredAccountType === 'smartAccount'`)
  await page.waitForSelector('[data-view="Account"] [data-account-type="smartAccount"]')
}

/** Escape closes the modal if it is open; waits until it is closed. */
async function closed(dapp: ModalPage): Promise<void> {
  if ((await dapp.state()).open) await dapp.page.keyboard.press('Escape')
  await dapp.until('!s.open')
}

/** The modal closed, then opened from the connect button: Account. */
async function openAccount(dapp: ModalPage): Promise<void> {
  await closed(dapp)
  await dapp.page.click('[data-latch-connect-button]')
  await dapp.page.waitForSelector('[data-view="Account"] [data-copy-address]')
}

/** Picks `chainId` in the network list (from the network button); waits until the modal is on it. */
async function switchNetworkTo(dapp: ModalPage, chainId: number): Promise<void> {
  await closed(dapp)
  await dapp.page.click('[data-latch-network-button]')
  await dapp.page.click(`[data-latch-modal] [data-network-id="eip155:${chainId}"]`)
  await dapp.until(`s.activeCaipNetworkId === 'eip155:${chainId}' && s.pendingNetworkSwitch === undefined`)
}

/**
 * SPEC.md §3/§4/§6, the acting account per network: logged in by email on `smart` (a chain with the
 * smart-account factory), the wallet is its smart account; on `plain` (none there) the EOA the
 * secure site acts with, typed eoa alone, its balance loaded, no switch offered in Account; back on
 * `smart`, the smart account with its switch. The log replays.
 */
export async function embeddedAccountFollowsNetwork(dapp: ModalPage, box: Inbox, chains: { smart: number; plain: number }): Promise<void> {
  await emailLogin(dapp, box)
  await dapp.until(`s.accounts.eip155?.status === 'connected'`)
  if ((await dapp.state()).activeCaipNetworkId !== `eip155:${chains.smart}`) await switchNetworkTo(dapp, chains.smart)
  const account = (await dapp.state()).accounts.eip155!
  const smart = account.user?.accounts.find((a) => a.type === 'smartAccount')?.address
  const eoa = account.user?.accounts.find((a) => a.type === 'eoa')?.address
  assert.ok(smart && eoa, `both accounts listed on ${chains.smart}`)
  assert.is(account.address, smart, 'SPEC §6: the smart account where the network has one')
  assert.equal((await dapp.state()).embedded?.smartAccountNetworks, [`eip155:${chains.smart}`], 'SPEC §3: the secure site names that chain alone')

  await switchNetworkTo(dapp, chains.plain)
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(eoa)} && s.accounts.eip155?.caipAddress === 'eip155:${chains.plain}:${eoa}'`)
  assert.equal(
    (await dapp.state()).accounts.eip155?.user?.accounts.map((a) => a.type),
    ['eoa'],
    `no smart account offered on ${chains.plain}`,
  )
  await dapp.until(`s.accounts.eip155?.balancesStatus === 'success'`)
  await openAccount(dapp)
  // SPEC §4: smartAccount can be chosen only where the network supports it: no switch offered here.
  assert.is(await dapp.page.locator('[data-view="Account"] [data-account-type-switch]').count(), 0)

  await switchNetworkTo(dapp, chains.smart)
  await dapp.until(`s.accounts.eip155?.address === ${JSON.stringify(smart)} && s.accounts.eip155?.caipAddress === 'eip155:${chains.smart}:${smart}'`)
  await openAccount(dapp)
  await dapp.page.waitForSelector('[data-view="Account"] [data-account-type="smartAccount"] [data-account-type-switch="eoa"]')
  await expectPrivateLogReplays(dapp, box)
}
