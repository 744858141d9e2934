/**
 * SPEC.md §3 Connection, a session survives any reload, for the embedded wallet: an email login
 * (the secure site, its own origin; the code from the sandbox mailbox) and a reload in the very
 * task the connection is dispatched in, 20 times; every time the next page is connected again
 * without a new code. One demo and one browser serve every round.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'
import { inbox } from '../journeys/embedded.ts'
import { reloadRounds, ROUNDS, type Outcome } from '../journeys/reloadRounds.ts'

let demo: DemoSession
let page: Page
let steps: ReturnType<typeof reloadRounds>

test.before(async () => {
  demo = await openDemo()
  page = demo.page
  page.setDefaultTimeout(20_000)
  steps = reloadRounds(page, (name) => screenshot(page, name))
})

test.after(async () => {
  await demo?.close()
})

/**
 * SPEC.md §8 allows one email login per 30 s, and the time of the last one survives a reload: the
 * rounds forget it (IndexedDB and the journal) and reload, rather than wait 30 s each.
 */
async function forgetLastEmailLogin(): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        localStorage.removeItem('latch/journal')
        const open = indexedDB.open('latch')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          tx.objectStore('keyval').delete(key)
          tx.oncomplete = () => (open.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      }),
    'latch/embedded/lastEmailLoginAt',
  )
  await page.reload()
  await page.waitForFunction(() => 'latchModal' in window)
}

test('behavior: SPEC.md §3 embedded wallet (email login on the secure site): reload as the login connects, 20 of 20 restored with no new code', async () => {
  const mail = demo.served.sandbox!.mail!
  const input = '[data-connect-method="email"] input[type="email"]'
  const outcomes: Outcome[] = []
  for (let round = 0; round < ROUNDS; round++) {
    outcomes.push(
      await steps.attempt(async () => {
        // One address per round: the login service also allows one code per address per 30 s.
        const box = inbox(mail, `reload.round${round + 1}@example.com`)
        if ((await steps.accountOn('eip155'))?.status === 'connected') await steps.disconnect('eip155')
        if (round > 0) await forgetLastEmailLogin()
        await page.click('[data-latch-connect-button]')
        await page.fill(input, box.email)
        await page.press(input, 'Enter')
        const view = await page.waitForSelector('[data-view="EmailVerifyDevice"], [data-view="EmailVerifyOtp"]')
        if ((await view.getAttribute('data-view')) === 'EmailVerifyDevice') {
          // A new device (the first round): approved from the mailed link.
          const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec((await box.next()).text)?.[1]
          assert.is((await fetch(link!)).status, 200)
          await page.waitForSelector('[data-view="EmailVerifyOtp"]')
        }
        const { code } = await box.next()
        await page.fill('[data-view="EmailVerifyOtp"] input[name="otp"]', code!)
        // The login has no connect() promise: the page reloads in the task the connection is dispatched in.
        await page.evaluate(() => {
          const modal = (window as unknown as { latchModal: { subscribeEvents(f: (e: { type: string; connectorId?: string }) => void): () => void } }).latchModal
          modal.subscribeEvents((e) => {
            if (e.type === 'connection/connected' && e.connectorId === 'auth') location.reload()
          })
        })
        const mails = mail.messages({ to: box.email }).length
        // Its own wait: forgetting the last login reloaded once already.
        const reloaded = page.waitForEvent('load', { timeout: 20_000 })
        await page.click('[data-otp-submit]')
        await reloaded
        const outcome = await steps.restoredOn('eip155', 'auth', '[data-view="EmailVerifyOtp"]')
        const newMail = mail.messages({ to: box.email }).length !== mails
        // The embedded wallet comes back through its frame's own session, not the silent reconnect of injected wallets.
        const restored = outcome.account?.status === 'connected' && outcome.account.connectorId === 'auth' && outcome.prompts === 0 && !newMail
        return { ...outcome, restored, ...(restored ? { why: undefined } : { why: `${outcome.why ?? ''} new mail ${newMail}` }) }
      }),
    )
  }
  steps.expectAllRestored('embedded', outcomes)
})

test.run()
