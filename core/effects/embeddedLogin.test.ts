/**
 * The email-login epic (SPEC.md §4 email → device → OTP → connected; §8 'No auth
 * connector found', throttle; §3 keys persisted), through the real modal with an auth adapter
 * whose steps the test answers.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS, EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter, AuthControl } from '../adapter.ts'
import { FrameRequestError } from '../errors/FrameRequestError.ts'
import { events } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { createMemoryStorage } from '../storage.ts'
import { EMBEDDED_STORAGE_KEYS } from './embeddedLogin.ts'

type Calls = string[]

function authAdapter(calls: Calls, overrides: Partial<AuthControl> = {}): Adapter {
  const auth: AuthControl = {
    connectorId: 'auth',
    connectEmail: async (email) => (calls.push(`email:${email}`), { action: 'VERIFY_DEVICE' }),
    connectDevice: async (email) => void calls.push(`device:${email}`),
    connectOtp: async (email, otp) => void calls.push(`otp:${email}:${otp}`),
    authName: () => 'a@b.c',
    ...overrides,
  }
  return {
    namespace: 'eip155',
    connect: async () => {
      throw new Error('not routed')
    },
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    auth,
  }
}

function setup(extra: Adapter[], storage = createMemoryStorage()) {
  const evm = createTestAdapter('eip155')
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [evm, ...extra],
    deps: { scheduler: new VirtualClock(), window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] }))
  modal.open()
  return { modal, storage }
}

test('behavior: SPEC §4 email → device approval → code → the AUTH connector connects; §3 email and login time saved', async () => {
  const calls: Calls = []
  const { modal, storage } = setup([authAdapter(calls)])
  modal.dispatch(events.ui.emailSubmitted({ email: 'a@b.c' }))
  await until(() => modal.getState().view === 'EmailVerifyOtp', 'the device was approved, the code is asked for')
  assert.equal(calls, ['email:a@b.c', 'device:a@b.c'])
  assert.is(await storage.get(EMBEDDED_STORAGE_KEYS.email), 'a@b.c')
  assert.type(await storage.get(EMBEDDED_STORAGE_KEYS.lastEmailLoginAt), 'number')
  modal.dispatch(events.embedded.otpSubmitted({ email: 'a@b.c', otp: '123456' }))
  await until(() => modal.getState().accounts.eip155?.status === 'connected', 'connected')
  assert.equal(calls.slice(2), ['otp:a@b.c:123456'])
  assert.is(modal.getState().accounts.eip155?.connectorId, 'auth')
  assert.is(modal.getState().accounts.eip155?.address, EVM_ADDRESS)
  assert.is(modal.getState().accounts.eip155?.authName, 'a@b.c')
  modal.destroy()
})

test('behavior: SPEC §3 "smart account enabled networks" — saved when the secure site names them, restored after a reload; an AUTH account is offered its smart account only there (§4)', async () => {
  const SMART = '0x90F79bf6EB2c4f870365E785982E1f161e8e4D71'
  const first = setup([authAdapter([])])
  dispatchInternal(first.modal, events.embedded.smartAccountNetworksReported({ networks: ['eip155:1'] }))
  await until(async () => JSON.stringify(await first.storage.get(EMBEDDED_STORAGE_KEYS.smartAccountNetworks)) === '["eip155:1"]', 'saved')
  first.modal.destroy()

  const second = setup([authAdapter([])], first.storage)
  await until(() => second.modal.getState().embedded?.smartAccountNetworks?.[0] === 'eip155:1', 'restored')
  const accounts = [
    { address: EVM_ADDRESS, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ]
  const connect = (caipNetworkId: string) =>
    dispatchInternal(second.modal, events.connection.connected({ connectorId: 'auth', namespace: 'eip155', caipAddress: `${caipNetworkId}:${EVM_ADDRESS}`, accounts }))
  connect('eip155:137')
  second.modal.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(second.modal.getState().accounts.eip155?.address, EVM_ADDRESS, 'Polygon is not among the networks: no smart account there')
  connect('eip155:1')
  second.modal.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => second.modal.getState().accounts.eip155?.address === SMART, 'switched where the network has smart accounts')
  second.modal.destroy()
})

test("error: SPEC §8 the secure site's throttle answers 'Please try again after N seconds' with the seconds", async () => {
  const calls: Calls = []
  const { modal } = setup([authAdapter(calls, { connectEmail: async () => Promise.reject(new FrameRequestError('Please try again after 12 seconds', { code: 'THROTTLED', retryAfter: 12 })) })])
  modal.dispatch(events.ui.emailSubmitted({ email: 'a@b.c' }))
  await until(() => modal.getState().embedded?.step === 'email', 'the login ended')
  assert.equal(modal.getState().embedded?.problem, { code: 'throttled', retryAfter: 12 })
  modal.destroy()
})

test("error: SPEC §8 a wrong code is 'invalidOtp'; nothing connects", async () => {
  const calls: Calls = []
  const { modal } = setup([
    authAdapter(calls, {
      connectEmail: async () => ({ action: 'VERIFY_OTP' }),
      connectOtp: async () => Promise.reject(new FrameRequestError('Invalid code', { code: 'INVALID_OTP' })),
    }),
  ])
  modal.dispatch(events.ui.emailSubmitted({ email: 'a@b.c' }))
  await until(() => modal.getState().view === 'EmailVerifyOtp', 'the code is asked for')
  modal.dispatch(events.embedded.otpSubmitted({ email: 'a@b.c', otp: '000000' }))
  await until(() => modal.getState().embedded?.problem !== undefined, 'the code was refused')
  assert.equal(modal.getState().embedded?.problem, { code: 'invalidOtp' })
  assert.is.not(modal.getState().accounts.eip155?.status, 'connected')
  modal.destroy()
})

test("error: without an auth adapter but with the email preview, SPEC §8 'No auth connector found'", async () => {
  const storage = createMemoryStorage()
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155')],
    previewFlows: ['email'],
    deps: { scheduler: new VirtualClock(), window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage },
  })
  modal.open()
  modal.dispatch(events.ui.emailSubmitted({ email: 'a@b.c' }))
  assert.equal(modal.getState().embedded?.problem, { code: 'noAuthConnector' })
  assert.is(modal.getState().embedded?.step, 'email')
  modal.destroy()
})

test.run()
