import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from './events/index.ts'
import { createModal, missingEndpointsWarning } from './modal.ts'
import { NETWORKS } from '../test/fixtures/networks.ts'
import { dispatchInternal } from './modal.ts'

/** Runs `body` with console.warn recorded. */
async function withWarnings(body: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '))
  try {
    await body()
  } finally {
    console.warn = original
  }
  return warnings
}

/** Lets lazy chunks and promise chains settle (no timer involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

test('behavior: without endpoints no service is called, and one console warning says how to add one', async () => {
  const requested: string[] = []
  const warnings = await withWarnings(async () => {
    const modal = createModal({
      projectId: 'p1',
      networks: NETWORKS,
      deps: { window: undefined, fetch: (input) => (requested.push(String(input)), Promise.reject(new Error('offline'))) },
    })
    modal.open()
    dispatchInternal(modal, events.router.navigated({ view: 'AllWallets' }))
    await settle()
    assert.is(modal.getState().wallets.recommended.status, 'idle', 'no wallet-list request was even started')
    modal.destroy()
  })
  assert.equal(requested, [])
  assert.is(warnings.length, 1)
  assert.match(warnings[0]!, 'no endpoints.walletApi: the wallet list shows installed and announced wallets only')
  assert.match(warnings[0]!, "createModal({ endpoints: { walletApi: 'https://…'")
})

test('behavior: with every endpoint named there is no warning', async () => {
  const warnings = await withWarnings(async () => {
    const modal = createModal({
      projectId: 'p1',
      networks: NETWORKS,
      endpoints: { walletApi: 'http://127.0.0.1:1', blockchainApi: 'http://127.0.0.1:2' },
      deps: { window: undefined, fetch: () => Promise.reject(new Error('offline')) },
    })
    modal.destroy()
  })
  assert.equal(warnings, [])
  assert.is(missingEndpointsWarning({ deps: { walletApi: null, blockchainApi: null } }), undefined, 'injected clients count as named')
  assert.match(missingEndpointsWarning({ endpoints: { walletApi: 'http://x' } })!, 'no endpoints.blockchainApi: no balances')
})

test.run()
