/**
 * `npx tsx scripts/screenshots.ts`: the README's two pictures of the modal, taken from the demo as
 * `npm start` runs it (sandbox, dev wallet) in Chromium: Connect in the dark theme, and Account,
 * connected, in the light one. Only the dialog is captured.
 */
import { openDemo } from '../test/e2e/helpers.ts'

const root = new URL('..', import.meta.url).pathname

async function main(): Promise<void> {
  const demo = await openDemo()
  try {
    const { page } = demo
    const dialog = page.locator('[data-latch-modal]')
    await page.click('[data-latch-connect-button]')
    await page.waitForSelector('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
    await page.waitForTimeout(600) // the open animation and the wallet icons
    await dialog.screenshot({ path: `${root}docs/images/connect-dark.png`, animations: 'disabled' })
    await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
    await demo.approve()
    // Connecting closes the modal; the button then opens Account.
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
    await page.click('[data-latch-connect-button]')
    await page.waitForSelector('[data-view="Account"] [data-native-balance]')
    await page.evaluate(() => (window as unknown as { latchModal: { setThemeMode(mode: 'light'): void } }).latchModal.setThemeMode('light'))
    await page.waitForTimeout(1500) // balances and the theme's transition
    await dialog.screenshot({ path: `${root}docs/images/account-light.png`, animations: 'disabled' })
    console.log('docs/images/connect-dark.png, docs/images/account-light.png')
  } finally {
    await demo.close()
  }
}

void main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
