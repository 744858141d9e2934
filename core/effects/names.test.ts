/**
 * Name registration against the real sandbox names service (SPEC.md §4, §7 profile
 * calls, §8): suggestions, a registration the wallet signs (viem's key signs; the service checks
 * the signature with verifyMessage), the name then the identity and reverse lookup of the address.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../adapter.ts'
import { createBlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { anvil, NETWORKS } from '../../test/fixtures/networks.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import { useBlockchainWorld } from '../../test/fixtures/blockchainWorld.ts'
import { identityEpic } from './identity.ts'
import { namesEpic } from './names.ts'
import { receiverIdentityEpic } from './receiverIdentity.ts'

const world = useBlockchainWorld(test, 'names')

type Signer = ReturnType<typeof testAccount>

/** The eip155 adapter of a wallet holding `signer`'s key (or refusing to sign). */
function walletOf(address: string, sign: (message: string) => Promise<string>): Adapter {
  return { ...createTestAdapter('eip155', { address }), signMessage: ({ message }) => sign(message) }
}

function storeFor(user: Signer, options: { sign?: (message: string) => Promise<string>; baseUrl?: string } = {}) {
  const blockchainApi = createBlockchainApi({ projectId: 'test-project', scheduler: asyncScheduler, baseUrl: options.baseUrl ?? world.service.url })
  const adapter = walletOf(user.address, options.sign ?? ((message) => user.signMessage({ message })))
  const store = createStore({ epics: { namesEpic, identityEpic, receiverIdentityEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [adapter], blockchainApi } })
  store.dispatch(init({ networks: [...NETWORKS, anvil] }))
  store.dispatch(events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:31337:${user.address}` }))
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.names.viewRequested())
  return { store, blockchainApi }
}

async function typeName(store: ReturnType<typeof storeFor>['store'], input: string) {
  store.dispatch(events.names.inputChanged({ input }))
  await until(() => store.getState().names?.suggestionsStatus !== 'loading', 'the suggestions')
}

test('behavior: SPEC §4 a name the wallet signed is registered for real, then is the account name, its identity and reverse lookup', async () => {
  const user = testAccount(4)
  const { store, blockchainApi } = storeFor(user)
  await until(() => store.getState().accounts.eip155?.profileName === undefined && store.getState().names !== undefined, 'open')
  await typeName(store, 'Latch-Journey')
  const names = store.getState().names!
  assert.is(names.suggestionsStatus, 'success')
  assert.is(names.problem, undefined, 'free')
  assert.is(names.suggestions[0]?.name, 'latch-journey.reown.id', 'the first suggestion is the name itself')
  store.dispatch(events.names.registerSubmitted({ requestId: 'r1', name: names.input }))
  await until(() => store.getState().names?.status === 'idle', 'the registration settles')
  const state = store.getState()
  assert.is(state.names?.error, undefined, JSON.stringify(state.names?.error))
  assert.is(state.view, 'RegisterAccountNameSuccess')
  assert.is(state.accounts.eip155?.profileName, 'latch-journey.reown.id')
  // The service resolves it: identity (not the stale 5-min cache), reverse lookup, lookup.
  let identity: string | null | undefined
  blockchainApi.getIdentity({ address: user.address }).subscribe((i) => (identity = i.name))
  await until(() => identity !== undefined, 'identity')
  assert.is(identity, 'latch-journey.reown.id')
  store.dispatch(events.modal.openRequested())
  await until(() => store.getState().accounts.eip155?.profileName === 'latch-journey.reown.id', 'the identity epic keeps the name')
})

test("error: SPEC §8 a name another address holds: 'Error registering name {name}' with the service's words, and taken", async () => {
  const owner = testAccount(5)
  const first = storeFor(owner).store
  await typeName(first, 'takenname')
  first.dispatch(events.names.registerSubmitted({ requestId: 'a', name: 'takenname' }))
  await until(() => first.getState().names?.status === 'idle', 'first registration')
  assert.is(first.getState().names?.registered, 'takenname.reown.id')

  const other = testAccount(6)
  const { store } = storeFor(other)
  await typeName(store, 'takenname')
  assert.is(store.getState().names?.problem, 'nameTaken', 'the suggestions say so before any signing')
  assert.ok(
    store.getState().names?.suggestions.some((s) => !s.registered),
    'free alternatives are offered',
  )
  // Typed past the suggestions (the list is stale): the service refuses with 409.
  store.dispatch(events.names.inputChanged({ input: 'takenname.wcn.id' }))
  await until(() => store.getState().names?.suggestionsStatus !== 'loading', 'legacy zone suggestions')
  assert.is(store.getState().names?.problem, undefined, 'free under the legacy .wcn.id zone')
})

test('error: a name registered by another address after the check: the service says 409, the view says taken', async () => {
  const { store } = storeFor(testAccount(6))
  await typeName(store, 'racename')
  assert.is(store.getState().names?.problem, undefined, 'free when checked')
  const rival = storeFor(testAccount(5)).store
  await typeName(rival, 'racename')
  rival.dispatch(events.names.registerSubmitted({ requestId: 'rival', name: 'racename' }))
  await until(() => rival.getState().names?.registered !== undefined, 'the rival registers first')
  store.dispatch(events.names.registerSubmitted({ requestId: 'late', name: 'racename' }))
  await until(() => store.getState().names?.status === 'idle', 'refused')
  const names = store.getState().names!
  assert.is(names.problem, 'nameTaken')
  assert.is(names.error?.code, 'errorRegisteringName')
  assert.match(names.error?.message ?? '', /already registered/, "the service's own words (SPEC.md §8)")
})

test("error: SPEC §8 a signature of another key is refused by the service (401): 'Error registering name {name}', no name", async () => {
  const user = testAccount(7)
  const forger = testAccount(8)
  const { store } = storeFor(user, { sign: (message) => forger.signMessage({ message }) })
  await typeName(store, 'forgedname')
  store.dispatch(events.names.registerSubmitted({ requestId: 'f', name: 'forgedname' }))
  await until(() => store.getState().names?.status === 'idle', 'refused')
  const state = store.getState()
  assert.is(state.view, 'RegisterAccountName')
  assert.is(state.names?.error?.code, 'errorRegisteringName')
  assert.is(state.names?.error?.name, 'forgedname.reown.id')
  assert.match(state.names?.error?.message ?? '', /Signature does not match/)
  assert.is(state.accounts.eip155?.profileName, undefined)
})

test("error: SPEC §8 the wallet refuses to sign: 'Error registering name {name}' (Latch's text), back on the register view", async () => {
  const user = testAccount(7)
  const { store } = storeFor(user, { sign: () => Promise.reject(Object.assign(new Error('User rejected the request'), { code: 4001 })) })
  await typeName(store, 'rejectedname')
  store.dispatch(events.names.registerSubmitted({ requestId: 'x', name: 'rejectedname' }))
  await until(() => store.getState().names?.status === 'idle', 'refused')
  assert.equal(store.getState().names?.error, { code: 'errorRegisteringName', name: 'rejectedname.reown.id' })
  assert.is(store.getState().view, 'RegisterAccountName')
})

test("error: SPEC §8 a malformed suggestions answer is 'Error fetching name suggestions'", async () => {
  const { createServer } = await import('node:http')
  const bad = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ suggestions: 'not a list' }))
  })
  await new Promise<void>((resolve) => bad.listen(0, '127.0.0.1', resolve))
  const port = (bad.address() as { port: number }).port
  try {
    const { store } = storeFor(testAccount(7), { baseUrl: `http://127.0.0.1:${port}` })
    await typeName(store, 'anyname')
    assert.is(store.getState().names?.suggestionsStatus, 'failure')
    assert.is(store.getState().names?.suggestionsError?.code, 'errorFetchingNameSuggestions')
  } finally {
    bad.close()
  }
})

test("behavior: send receivers: a registered name's owner address shows its name; the typed name resolves to the address; an unknown one is 'Error resolving name'", async () => {
  const owner = testAccount(5) // registered takenname.reown.id above
  const { store } = storeFor(testAccount(6))
  store.dispatch(events.send.receiverChanged({ receiver: owner.address }))
  await until(() => store.getState().send.receiverProfileName !== undefined, 'the receiver identity')
  assert.is(store.getState().send.receiverProfileName, 'takenname.reown.id')
  store.dispatch(events.send.receiverChanged({ receiver: 'TakenName.reown.id' }))
  await until(() => store.getState().send.receiverAddress !== undefined, 'the name resolves')
  assert.is(store.getState().send.receiverAddress?.toLowerCase(), owner.address.toLowerCase())
  assert.is(store.getState().send.receiverProfileName, 'takenname.reown.id')
  store.dispatch(events.send.receiverChanged({ receiver: 'nobody-here.reown.id' }))
  await until(() => store.getState().send.receiverError !== undefined, 'unknown name')
  assert.is(store.getState().send.receiverError?.code, 'errorResolvingName')
  assert.is(store.getState().send.receiverAddress, undefined)
})

test.run()
