/**
 * What every browser journey drives, wherever the modal lives: the demo (`npm start`), the e2e test
 * pages, or the packed-tarball host app (test/host/). A `ModalPage` reads the modal the
 * page exposes (its state, its exported log), replays that log with the `replay` under test (the
 * repository's core, or the installed package's), and saves screenshots when asked to.
 */
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import type { CaipNetworkId, ModalState, StampedEvent } from '../../core/index.ts'

/** `replay` as `latch` exports it: the repository's core, or the installed package's. */
export type ReplayFn = (log: StampedEvent[]) => { final: ModalState }

export type ModalPage = {
  page: Page
  /** The live state (a structured clone). */
  state(): Promise<ModalState>
  /** The exported event log, as `modal.eventLog()` gives it. */
  eventLog(): Promise<StampedEvent[]>
  /** The exported log and the live state read together (one task on the page: no event between them). */
  snapshot(): Promise<{ log: StampedEvent[]; state: ModalState }>
  /** Waits until `predicate`, JavaScript over `s` (the modal's state), holds on the page. */
  until(predicate: string): Promise<void>
  /** `modal.open(options)` on the page. */
  open(options?: { namespace?: string; view?: string }): Promise<void>
  /** `modal.switchNetwork(id)` on the page (resolves once it settles). */
  switchNetwork(id: CaipNetworkId): Promise<void>
  /** `modal.connect(id, namespace)` on the page (resolves once it settles). */
  connect(id: string, namespace: string): Promise<void>
  /** Reloads the page and waits until the modal is on it again. */
  reload(): Promise<void>
  replay: ReplayFn
  /** Saves a screenshot named `name` (a no-op where the suite keeps none). */
  shot(page: Page, name: string): Promise<unknown>
}

/**
 * A `ModalPage` over `page`, whose modal is the value of `expression` there (`window.latchModal`
 * on the demo and the host app, `window.latch.modal` on the sign-in page).
 */
export function modalPage(page: Page, options: { expression?: string; replay: ReplayFn; shot?: ModalPage['shot'] }): ModalPage {
  const modal = options.expression ?? 'window.latchModal'
  return {
    page,
    state: () => page.evaluate(`${modal}.getState()`) as Promise<ModalState>,
    eventLog: () => page.evaluate(`${modal}.eventLog()`) as Promise<StampedEvent[]>,
    snapshot: () => page.evaluate(`(() => { const m = ${modal}; return { log: m.eventLog(), state: m.getState() } })()`) as Promise<{ log: StampedEvent[]; state: ModalState }>,
    until: async (predicate) => {
      // A reload runs this before the page has defined the modal: not yet, rather than a throw.
      try {
        await page.waitForFunction(`(() => { const m = ${modal}; if (!m) return false; const s = m.getState(); return ${predicate} })()`)
      } catch (error) {
        // What the page held when the wait gave up, so an intermittent failure says where it stood.
        const where = await page
          .evaluate(
            `(() => { const m = ${modal}; const s = m.getState(); return JSON.stringify({ view: s.view, history: s.history, open: s.open, status: s.status, social: s.social, last: m.eventLog().slice(-12).map((e) => e.type) }) })()`,
          )
          .catch(() => 'the page gave no state')
        throw new Error(`${(error as Error).message}\nwaiting for: ${predicate}\nthe page: ${String(where)}`)
      }
    },
    open: (o = {}) => page.evaluate(`${modal}.open(${JSON.stringify(o)})`) as Promise<void>,
    switchNetwork: (id) => page.evaluate(`${modal}.switchNetwork(${JSON.stringify(id)})`) as Promise<void>,
    connect: (id, namespace) => page.evaluate(`${modal}.connect(${JSON.stringify(id)}, ${JSON.stringify(namespace)})`) as Promise<void>,
    reload: async () => {
      await page.reload()
      await page.waitForFunction(`(() => { try { return Boolean(${modal}) } catch { return false } })()`)
    },
    replay: options.replay,
    shot: options.shot ?? (() => Promise.resolve()),
  }
}

/** JSON's view of a value: what an exported file holds (undefined fields dropped). */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** `replay(log).final` equals `live` (both as an exported file holds them). */
export function assertReplays(dapp: ModalPage, log: StampedEvent[], live: ModalState, message = 'replay(exported log) = the live state'): void {
  assert.equal(asJson(dapp.replay(log).final), asJson(live), message)
}

/**
 * A log the page let the user download replays: it is the start of the log as the page holds it
 * a moment later, and that log — taken in the same tick as the state, so no event (a balance
 * arriving) can land between the two reads — replays to the very state.
 */
export async function assertDownloadReplays(dapp: ModalPage, downloaded: StampedEvent[]): Promise<void> {
  const { log, state } = await dapp.snapshot()
  assert.equal(asJson(log.slice(0, downloaded.length)), asJson(downloaded), 'the download is the log as it was')
  assertReplays(dapp, log, state)
}

/**
 * Waits until the modal has stopped moving: no finite CSS animation or transition running on the
 * page (the spinners' infinite ones aside) for three frames in a row. SPEC.md §9's height follows
 * the content over 150 ms, starting a frame or two after a view grows (the ResizeObserver's
 * measure); the dialog is centred, so everything in it slides meanwhile. Playwright's "stable"
 * check can pass in the frames before the transition starts, and a click then lands beside its
 * target (CI once clicked past Review on the Swap view this way).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { __latchCalm?: number }).__latchCalm = 0))
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __latchCalm?: number }
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      w.__latchCalm = moving ? 0 : (w.__latchCalm ?? 0) + 1
      return w.__latchCalm >= 3
    },
    undefined,
    { polling: 'raf' },
  )
}

/** Clicks `selector` once it is there and the modal has stopped moving ({@link settled}). */
export async function clickSettled(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector)
  await settled(page)
  await page.click(selector)
}

/** Waits for the dev wallet's prompt on `page` and approves it. */
export async function approvePrompt(page: Page): Promise<void> {
  await page.waitForSelector('[data-dev-wallet-approve]')
  await page.click('[data-dev-wallet-approve]')
}

/**
 * Waits until no CSS transition runs in the dialog: its height follows a new view's content over
 * 150 ms (SPEC §9), moving every row with it, and a click aimed at a row while it moves can land
 * beside it (seen under a full test run's load, a view after a send).
 */
export async function dialogSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[data-latch-modal]')
    return dialog?.getAnimations({ subtree: true }).every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running')
  })
}

/** Opens the modal with the Connect button, picks the injected dev wallet on Connect. */
export async function chooseDevWallet(page: Page): Promise<void> {
  await page.click('[data-latch-connect-button]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
}

/**
 * From Account: opens Send, picks the token whose option names `symbol`, fills amount and
 * receiver (screenshot `formShot` if given) and opens SendPreview.
 */
export async function previewSend(page: Page, options: { symbol: string; amount: string; receiver: string; formShot?: (page: Page) => Promise<unknown> }): Promise<void> {
  await page.click('[data-action="Send"]')
  await page.waitForSelector('[data-view="Send"]')
  const option = page.locator('[data-send-token] option', { hasText: options.symbol }).first()
  await page.selectOption('[data-send-token]', (await option.getAttribute('value'))!)
  await page.fill('[data-send-amount]', options.amount)
  await page.fill('[data-send-receiver]', options.receiver)
  if (options.formShot) await options.formShot(page)
  await page.click('[data-send-preview]')
  await page.waitForSelector('[data-view="SendPreview"]')
}
