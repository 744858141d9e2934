/**
 * The sign-in journey steps, shared by the SIWX e2e page test and the packed-tarball host
 * test: connect the injected dev wallet through the modal, SIWXSignMessage, the wallet signs, the
 * session is kept, a reload signs in silently; each exported log replays to the live state and
 * holds no signature.
 */
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { ModalState } from '../../core/index.ts'
import { createLogRedactor } from '../../core/events/log.ts'
import { asJson, type ModalPage } from './modalPage.ts'

const DEV = 'dev.latch.wallet'

/** Opens the modal (for a namespace) and picks the dev wallet on Connect. */
export async function connectThroughModal(dapp: ModalPage, namespace: 'eip155' | 'solana'): Promise<void> {
  await dapp.open({ namespace })
  await dapp.page.click(`[data-view="Connect"] [data-wallet-id="${DEV}"]`)
}

/** Presses Sign on SIWXSignMessage. */
export async function signOnView(page: Page): Promise<void> {
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-sign]')
  await page.click('[data-siwx-sign]')
}

export const signaturesOf = (s: ModalState): string[] => Object.values(s.siwx?.sessions ?? {}).map((session) => session.signature)

/** The exported log replays to the live state (as the export shows it) and holds none of the signatures. */
export async function expectLogReplaysWithoutSignatures(dapp: ModalPage, signatures: string[], options: { email?: string } = {}): Promise<void> {
  const { log, state: live } = await dapp.snapshot()
  const text = JSON.stringify(log)
  for (const signature of signatures) assert.not.ok(text.includes(signature), `the exported log holds a signature (${signature.slice(0, 12)}…)`)
  if (options.email) assert.not.ok(text.includes(options.email), 'the email is a keyed token in the log')
  // The state as the export shows it: a redactor that learnt the log's published ids first (a
  // wallet-list id of 64 hex is kept, as the export keeps it), then the signatures redacted.
  const redactor = createLogRedactor()
  for (const event of log) redactor.learn({ event })
  const final = asJson(dapp.replay(log).final)
  // An embedded wallet's email is a keyed token in the log, which a keyless redactor
  // cannot make: both sides are redacted alike, every other field compared as it is.
  const replayed = options.email ? redactor.state(final as ModalState) : final
  assert.equal(asJson(replayed), asJson(redactor.state(asJson(live))), 'replay(exported log) = the live state')
}

/**
 * EVM: connect → SIWXSignMessage (EIP-4361 for the dev wallet's account 0 on the first chain) →
 * Sign → signed in, the modal closed, the session's signature verified → the log replays.
 */
export async function signInEvm(dapp: ModalPage, options: { statement?: string; chainId: number }): Promise<void> {
  const { page } = dapp
  await connectThroughModal(dapp, 'eip155')
  await page.waitForSelector('[data-view="SIWXSignMessage"]')
  const message = (await page.locator('[data-siwx-message]').textContent()) ?? ''
  // EIP-4361: without a statement, the address is followed by two empty lines.
  const statement = options.statement ? `${options.statement}\\n\\n` : '\\n'
  assert.match(message, new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Ethereum account:\\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\\n\\n${statement}URI: `))
  assert.match(message, new RegExp(`\\nChain ID: ${options.chainId}\\nNonce: [0-9a-f]{32}\\nIssued At: `))
  await dapp.shot(page, 'siwx-evm-sign.png')
  await signOnView(page)
  await dapp.until("s.siwx?.status === 'signedIn' && !s.open")
  const signed = await dapp.state()
  const caip = signed.accounts.eip155!.caipAddress!
  assert.match(signed.siwx!.sessions[caip]!.signature, /^0x[0-9a-f]{130}$/)
  await expectLogReplaysWithoutSignatures(dapp, signaturesOf(signed))
}

/** Solana: connect → sign (CAIP-122, ed25519) on the network `chainRef` → signed in → the log replays. */
export async function signInSolana(dapp: ModalPage, chainRef: string): Promise<void> {
  const { page } = dapp
  await connectThroughModal(dapp, 'solana')
  await page.waitForSelector('[data-view="SIWXSignMessage"]')
  const message = (await page.locator('[data-siwx-message]').textContent()) ?? ''
  assert.match(message, / wants you to sign in with your Solana account:\n[1-9A-HJ-NP-Za-km-z]{32,44}\n\n/)
  assert.match(message, new RegExp(`\\nChain ID: ${chainRef}\\n`))
  await signOnView(page)
  await dapp.until("s.siwx?.status === 'signedIn' && !s.open")
  await expectLogReplaysWithoutSignatures(dapp, signaturesOf(await dapp.state()))
}

/** A reload finds the session: signed in with no view opened and no new message; the log replays. */
export async function reloadSignsInSilently(dapp: ModalPage, connected = "s.status === 'connected'", options: { email?: string } = {}): Promise<void> {
  await dapp.reload()
  await dapp.until(`${connected} && s.siwx?.status === 'signedIn'`)
  const after = await dapp.state()
  assert.is(after.open, false, 'no view opened')
  const log = await dapp.eventLog()
  assert.ok(log.some((e) => e.type === 'siwx/sessionRestored'))
  assert.not.ok(
    log.some((e) => e.type === 'siwx/messageCreated'),
    `no new message after the reload: ${JSON.stringify(log.filter((e) => e.type.startsWith('siwx/') || e.type.startsWith('connection/') || e.type.startsWith('networks/')).map((e) => [e.type, (e as { namespace?: string }).namespace ?? (e as { caipNetworkId?: string }).caipNetworkId ?? (e as { caipAddress?: string }).caipAddress?.slice(0, 20)]))}`,
  )
  await expectLogReplaysWithoutSignatures(dapp, signaturesOf(after), options)
}
