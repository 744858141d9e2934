import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../adapter.ts'
import { createModal, dispatchInternal, type CreateModalOptions } from '../modal.ts'
import { events } from '../events/index.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'

function setUp() {
  const aborted: string[] = []
  const adapter: Adapter = { ...createTestAdapter('eip155'), abortApproval: (id) => void aborted.push(id) }
  const options: CreateModalOptions = {
    projectId: 'p',
    networks: NETWORKS,
    adapters: [adapter],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null } as CreateModalOptions['deps'],
  }
  return { modal: createModal(options), aborted }
}

test('behavior: SPEC.md §6 closing the modal on ApproveTransaction declines the approval in the wallet (the request settles, never hangs)', () => {
  const { modal, aborted } = setUp()
  dispatchInternal(modal, events.embedded.approvalRequested({ requestId: 'frame-7', method: 'eth_sendTransaction' }))
  assert.is(modal.getState().view, 'ApproveTransaction')
  modal.close()
  assert.equal(aborted, ['frame-7'])
  modal.destroy()
})

test('behavior: going back from ApproveTransaction declines it too; other closes and backs decline nothing', () => {
  const { modal, aborted } = setUp()
  modal.open()
  modal.close()
  dispatchInternal(modal, events.embedded.approvalRequested({ requestId: 'frame-8', method: 'personal_sign' }))
  modal.dispatch(events.router.wentBack())
  assert.equal(aborted, ['frame-8'])
  // Settled: a later close has no approval to decline.
  dispatchInternal(modal, events.embedded.approvalSettled({ requestId: 'frame-8', outcome: 'rejected' }))
  modal.close()
  assert.equal(aborted, ['frame-8'])
  modal.destroy()
})

test.run()
