/**
 * The reload rounds of SPEC.md §3 (a session survives any reload), shared by the browser tests
 * test/e2e/reloadSessions.test.ts and test/e2e/reloadEmbedded.test.ts: the live modal read through
 * `window.latchModal`, one round's outcome (restored with no prompt, or why not), and the verdict.
 */
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'

/** Rounds per connector kind (20 by default); LATCH_RELOAD_ROUNDS lowers it while debugging. */
export const ROUNDS = Number(process.env.LATCH_RELOAD_ROUNDS ?? 20)

export type Account = { status?: string; connectorId?: string; caipAddress?: string }
export type Outcome = { restored: boolean; prompts: number; reconnected: boolean; account: Account | undefined; why?: string }

/** The steps of a round on `page`; `shot` saves a screenshot of a failed round and returns its path. */
export function reloadRounds(page: Page, shot: (name: string) => Promise<string>) {
  let failedRounds = 0

  /** The live modal's account on `namespace` (window.latchModal: the demo's deferred modal). */
  const accountOn = (namespace: string) =>
    page.evaluate((ns) => (window as unknown as { latchModal: { getState(): { accounts: Record<string, Account> } } }).latchModal.getState().accounts[ns], namespace)

  /** Starts `connect()` in the page, which reloads in the task the promise resolves in. */
  async function connectThenReload(connectorId: string, namespace: string): Promise<void> {
    await page.evaluate(
      ([id, ns]) => {
        const modal = (window as unknown as { latchModal: { connect(id: string, ns: string): Promise<void> } }).latchModal
        void modal.connect(id!, ns!).then(() => location.reload())
      },
      [connectorId, namespace] as const,
    )
  }

  /** After the reload: the account back without a prompt (a silent reconnect), or why not. */
  async function restoredOn(namespace: string, connectorId: string, prompt = '[data-dev-wallet-prompt]'): Promise<Outcome> {
    await page.waitForFunction(() => 'latchModal' in window)
    const settled = await page
      .waitForFunction(
        (ns) => {
          const s = (window as unknown as { latchModal: { getState(): { accounts: Record<string, { status?: string }> } } }).latchModal.getState()
          const status = s.accounts[ns]?.status
          return status === 'connected' ? 'connected' : false
        },
        namespace,
        { timeout: 8_000 },
      )
      .then(() => true)
      .catch(() => false)
    const account = await accountOn(namespace)
    const prompts = await page.locator(prompt).count()
    const log = await page.evaluate(() => (window as unknown as { latchModal: { eventLog(): { type: string }[] } }).latchModal.eventLog().map((e) => e.type))
    const reconnected = log.includes('connection/reconnectRequested') && !log.includes('connection/connectRequested')
    const restored = settled && account?.connectorId === connectorId && prompts === 0 && reconnected
    return { restored, prompts, reconnected, account, ...(restored ? {} : { why: `settled ${settled}, account ${JSON.stringify(account)}, prompts ${prompts}, log ${log.join(',')}` }) }
  }

  /** Disconnects `namespace` (the dev wallet forgets the site), so the next connect() prompts again. */
  async function disconnect(namespace: string): Promise<void> {
    await page.evaluate((ns) => (window as unknown as { latchModal: { disconnect(ns: string): Promise<void> } }).latchModal.disconnect(ns), namespace)
  }

  /** One round; a step that throws (a prompt that never came) is a round not restored, reported with the rest. */
  async function attempt(round: (reloaded: () => Promise<unknown>) => Promise<Outcome>): Promise<Outcome> {
    const load = page.waitForEvent('load', { timeout: 20_000 })
    load.catch(() => undefined)
    try {
      await page.waitForFunction(() => 'latchModal' in window)
      return await round(() => load)
    } catch (error) {
      const path = await shot(`reload-round-failed-${++failedRounds}.png`).catch(() => 'no screenshot')
      // The next round starts from a fresh page.
      await page.reload().catch(() => undefined)
      const message = (error as Error).message
        .split('\n')
        .filter((l) => l && !l.startsWith('='))
        .slice(0, 3)
        .join(' / ')
      return { restored: false, prompts: 0, reconnected: false, account: undefined, why: `${message} (${path})` }
    }
  }

  function expectAllRestored(kind: string, outcomes: Outcome[]) {
    const failed = outcomes.map((o, i) => (o.restored ? undefined : `round ${i + 1}: ${o.why}`)).filter(Boolean)
    assert.is(outcomes.length, ROUNDS)
    assert.is(failed.length, 0, `${kind}: ${ROUNDS - failed.length} of ${ROUNDS} restored\n${failed.join('\n')}`)
  }

  return { accountOn, connectThenReload, restoredOn, disconnect, attempt, expectAllRestored }
}
