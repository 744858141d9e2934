import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AdapterContext } from '../adapter.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { events } from '../events/index.ts'
import { createModal } from '../modal.ts'
import { createMemoryStorage } from '../storage.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'

function setupModal() {
  const contexts: AdapterContext[] = []
  let torn = 0
  const adapter = {
    ...createTestAdapter('eip155'),
    setup(context: AdapterContext) {
      contexts.push(context)
      context.emit(events.connectors.discovered({ connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }] }))
      return () => void torn++
    },
  }
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [adapter],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage: createMemoryStorage() },
  })
  return { modal, contexts, teardowns: () => torn }
}

test('behavior: adapters start once the configuration is recorded, with their namespace networks', () => {
  const { modal, contexts } = setupModal()
  assert.is(contexts.length, 1)
  assert.equal(
    contexts[0]!.networks.map((n) => n.caipNetworkId),
    ['eip155:1', 'eip155:137'],
  )
  assert.equal(
    modal.getState().connectors.map((c) => c.id),
    ['io.metamask'],
    'emit became an event',
  )
})

test("error: context.rpc refuses an unconfigured network with 'Network not found'", () => {
  const { contexts } = setupModal()
  assert.type(contexts[0]!.rpc('eip155:1').request, 'function')
  assert.throws(
    () => contexts[0]!.rpc('eip155:10'),
    (e: unknown) => e instanceof ConnectionError && e.shortMessage === 'Network not found',
  )
})

test('behavior: destroy runs the adapters teardown', () => {
  const { modal, teardowns } = setupModal()
  modal.destroy()
  assert.is(teardowns(), 1)
})

test.run()
