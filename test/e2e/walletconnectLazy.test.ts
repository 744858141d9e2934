/**
 * WalletConnect lazy-loading proofs in Chromium, on a code-split host page served file by file with every request
 * logged (scripts/benchWalletConnect.ts): a page that loads and opens the modal without choosing
 * WalletConnect never requests the chunk holding @walletconnect/universal-provider; choosing it
 * does, the QR paints, the sandbox's test wallet approves and the Account button shows. Prints the
 * journey's times (the bench's figures come from `npm run bench`).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser } from 'playwright-core'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { serveWalletConnectPage, walletConnectJourney, type WalletConnectPage } from '../../scripts/benchWalletConnect.ts'
import { launchBrowser } from './helpers.ts'

let sandbox: Sandbox
let served: WalletConnectPage
let browser: Browser

test.before(async () => {
  sandbox = await startSandbox({ chainIds: [31337], solana: false, walletApi: false })
  served = await serveWalletConnectPage(sandbox)
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  await served?.close()
  await sandbox?.stop()
})

test('behavior: a page that never chooses WalletConnect never requests its chunk (request log); choosing it fetches the chunk, paints the QR, and the approved session shows the account', async () => {
  const journey = await walletConnectJourney(browser, served, sandbox.urls.walletConnectWallet!)
  console.log(
    `walletconnect chunk ${served.providerChunk}: ${(served.providerChunkBytes.gzip / 1024).toFixed(1)} KB gzip; choose → QR ${journey.chooseToQrMs} ms, approval → Account ${journey.approvalToAccountMs} ms`,
  )
  assert.is(journey.chunkOnLoad, false, 'not requested by the page load')
  assert.is(journey.chunkOnOpen, false, 'not requested by opening the modal')
  assert.is(journey.chunkOnChoose, true, 'requested once WalletConnect is chosen')
  assert.is(journey.address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})

test.run()
