import { $, $$, cleanup, click, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CONNECT_FLOWS, type ConnectorInfo } from '../../core/index.ts'
import { events, replay } from '../../core/coreEntry.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { LEGAL_CONSENT_KEY } from '../../core/effects/legalConsent.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import type { CreateModalOptions } from '../../core/modalOptions.ts'

test.after.each(cleanup)

const metamask: ConnectorInfo = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }

async function openConnect(options: Partial<CreateModalOptions> = {}) {
  const modal = createTestModal({ previewFlows: [...CONNECT_FLOWS], ...options })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [metamask] })))
  await run(() => modal.open())
  await waitUntil(() => exists('[data-view="Connect"]'), 'Connect')
  return modal
}

/** Every control a connect method offers on Connect (buttons and the email field). */
/**
 * Disabled by the fieldset around Connect's methods (what a browser's `:disabled` follows; happy-dom
 * does not, so the Chromium suite test/e2e/flags.test.ts checks `:disabled` and the tab order).
 */
const blockedByFieldset = (el: HTMLElement) => (el.closest('fieldset.latch-methods') as HTMLFieldSetElement | null)?.disabled === true
const methodControls = () => $$('[data-view="Connect"] [data-connect-method] button, [data-view="Connect"] [data-connect-method] input')

test('behavior: SPEC §6 legalCheckbox — every connect method is disabled (greyed, out of the tab order) until the consent is ticked', async () => {
  const modal = await openConnect({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://dapp.test/terms', privacyPolicyUrl: 'https://dapp.test/privacy' })
  const box = $('[data-legal-consent] input[type="checkbox"]') as HTMLInputElement
  assert.is(box.checked, false)
  assert.is($('[data-legal-consent]').textContent, 'I agree to the Terms of Service and Privacy Policy')
  const links = $$('[data-legal-consent] a').map((a) => a.getAttribute('href'))
  assert.equal(links, ['https://dapp.test/terms', 'https://dapp.test/privacy'])
  assert.ok(methodControls().length >= 3)
  // A disabled fieldset takes its controls out of the tab order and greys them (styles: .latch-methods:disabled).
  assert.ok(($('.latch-methods') as HTMLFieldSetElement).disabled)
  assert.ok(methodControls().every(blockedByFieldset), 'every method disabled')

  await click(box)
  assert.is(modal.getState().legalAccepted, true)
  assert.not.ok(($('.latch-methods') as HTMLFieldSetElement).disabled)
  assert.not.ok(methodControls().some(blockedByFieldset), 'every method enabled once ticked')
  // The log replays to the same consent (SPEC §6: a fact, not a side state).
  assert.is(replay(modal.eventLog()).final.legalAccepted, true)
})

test('behavior: SPEC §6 legalCheckbox — the choice is remembered for the origin (the modal storage), and read back as a fact', async () => {
  const storage = createMemoryStorage()
  const first = await openConnect({ features: { legalCheckbox: true }, deps: { storage } })
  await click($('[data-legal-consent] input'))
  assert.is(first.getState().legalAccepted, true)
  await run(() => storage.flush?.())
  assert.is(await storage.get(LEGAL_CONSENT_KEY), true)
  await cleanup()

  const second = await openConnect({ features: { legalCheckbox: true }, deps: { storage } })
  await waitUntil(() => second.getState().legalAccepted === true, 'the saved consent read back')
  assert.ok(second.eventLog().some((e) => e.type === 'legal/consentRestored'))
  assert.not.ok(($('.latch-methods') as HTMLFieldSetElement).disabled)
  assert.is(replay(second.eventLog()).final.legalAccepted, true)
})

test('default: SPEC §6 legalCheckbox off — no consent, methods enabled', async () => {
  await openConnect()
  assert.not.ok(exists('[data-legal-consent]'))
  assert.not.ok(methodControls().some(blockedByFieldset))
})

test('behavior: SPEC §6 collapseWallets — email and socials with one "Continue with a wallet" row that opens the wallet list; back returns', async () => {
  const modal = await openConnect({ features: { collapseWallets: true } })
  assert.ok(exists('[data-connect-method="email"]'))
  assert.ok(exists('[data-connect-method="social"]'))
  assert.not.ok(exists('[data-wallet-id="io.metamask"]'), 'the wallet list is folded')
  assert.is($('[data-wallet-list]').textContent, 'Continue with a wallet')
  await click($('[data-wallet-list]'))
  assert.equal(
    $$('[data-view="Connect"] [data-connect-method]').map((el) => el.getAttribute('data-connect-method')),
    ['wallet'],
  )
  assert.ok(exists('[data-wallet-id="io.metamask"]'), 'the wallet list opened')
  assert.equal(modal.getState().history, ['Connect', 'Connect'])
  assert.equal(replay(modal.eventLog()).final.history, ['Connect', 'Connect'])
  await run(() => modal.dispatch(events.router.wentBack()))
  assert.ok(exists('[data-wallet-list]'))
})

test('behavior: SPEC §6 collapseWallets with legalCheckbox — the wallet row is blocked too, and the reducer refuses it', async () => {
  const modal = await openConnect({ features: { collapseWallets: true, legalCheckbox: true } })
  assert.ok(blockedByFieldset($('[data-wallet-list]')))
  await run(() => modal.dispatch(events.ui.walletListClicked()))
  assert.equal(modal.getState().history, ['Connect'])
})

test('default: SPEC §6 collapseWallets off — the wallets are listed on Connect', async () => {
  await openConnect()
  assert.not.ok(exists('[data-wallet-list]'))
  assert.ok(exists('[data-wallet-id="io.metamask"]'))
})

test('behavior: SPEC §6 reownBranding — "UX by Latch" under Connect by default; the flag off hides it', async () => {
  await openConnect()
  assert.is($('[data-view="Connect"] [data-branding]').textContent, 'UX by Latch')
  await cleanup()
  await openConnect({ features: { reownBranding: false } })
  assert.not.ok(exists('[data-branding]'))
})

test('behavior: SPEC §6 reownBranding — the remote config decides over the host', async () => {
  const modal = await openConnect({ features: { reownBranding: true } })
  await run(() => dispatchInternal(modal, events.features.remoteConfigLoaded({ features: { reownBranding: false } })))
  assert.not.ok(exists('[data-branding]'))
})

test.run()
