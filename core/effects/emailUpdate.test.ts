/**
 * UpdateEmailWallet's steps (SPEC.md §2, §4 update email with primary and secondary OTP)
 * through the real modal, with an auth adapter the test drives: the new email, the current
 * address's code, the new address's code; a wrong code keeps its step; the log replays redacted.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS, EVM_ADDRESS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter, AuthControl } from '../adapter.ts'
import { FrameRequestError } from '../errors/FrameRequestError.ts'
import { events, type StampedEvent } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'
import { selectCanUpdateEmail } from '../selectors/canUpdateEmail.ts'

const OLD = 'old@latch.test'
const NEW = 'new@latch.test'

function setup(overrides: Partial<AuthControl> = {}) {
  const calls: string[] = []
  const auth: AuthControl = {
    connectorId: 'auth',
    connectEmail: async () => ({ action: 'VERIFY_OTP' }),
    connectDevice: async () => undefined,
    connectOtp: async () => undefined,
    authName: () => OLD,
    updateEmail: async (email) => void calls.push(`update ${email}`),
    updateEmailPrimaryOtp: async (otp) => {
      calls.push(`primary ${otp}`)
      if (otp !== '111111') throw new FrameRequestError('Invalid code', { code: 'INVALID_OTP' })
    },
    updateEmailSecondaryOtp: async (otp) => (calls.push(`secondary ${otp}`), { email: NEW }),
    ...overrides,
  }
  const adapter: Adapter = { namespace: 'eip155', connect: async () => Promise.reject(new Error('not routed')), disconnect: async () => undefined, switchNetwork: async () => undefined, auth }
  const modal = createModal({ projectId: 'p', networks: NETWORKS, adapters: [adapter], deps: { scheduler: new VirtualClock(), fetch: offlineFetch, walletApi: null, blockchainApi: null } })
  dispatchInternal(modal, events.embedded.storageRestored({ email: OLD }))
  dispatchInternal(modal, events.connection.connected({ connectorId: 'auth', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}`, authName: OLD }))
  // The same login's Solana account (SPEC.md §3): the update names it too.
  dispatchInternal(
    modal,
    events.connection.connected({ connectorId: 'auth', namespace: 'solana', caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`, authName: OLD, joined: true }),
  )
  modal.open()
  return { modal, calls }
}

test("behavior: SPEC §4 update email — new email, the current address's code, the new address's code; the AUTH account names the new email; the log replays with both addresses and codes redacted", async () => {
  const { modal, calls } = setup()
  assert.ok(selectCanUpdateEmail(modal.getState()))
  modal.dispatch(events.embedded.emailChangeRequested())
  assert.is(modal.getState().view, 'UpdateEmailWallet')
  modal.dispatch(events.embedded.newEmailSubmitted({ email: NEW }))
  await until(() => modal.getState().embedded?.update?.step === 'primary', 'the current address has its code')
  modal.dispatch(events.embedded.emailChangeCodeSubmitted({ otp: '000000' }))
  await until(() => modal.getState().embedded?.update?.problem !== undefined, 'a wrong code is refused')
  assert.equal(modal.getState().embedded?.update?.problem, { code: 'invalidOtp' })
  assert.is(modal.getState().embedded?.update?.step, 'primary', 'the step is kept')
  modal.dispatch(events.embedded.emailChangeCodeSubmitted({ otp: '111111' }))
  await until(() => modal.getState().embedded?.update?.step === 'secondary', 'the new address has its code')
  modal.dispatch(events.embedded.emailChangeCodeSubmitted({ otp: '222222' }))
  await until(() => modal.getState().embedded?.update?.step === 'done', 'done')
  assert.equal(calls, [`update ${NEW}`, 'primary 000000', 'primary 111111', 'secondary 222222'])
  assert.is(modal.getState().accounts.eip155?.authName, NEW)
  assert.is(modal.getState().accounts.solana?.authName, NEW, 'the joined Solana account names it too')
  assert.is(modal.getState().embedded?.email, NEW)
  const log = modal.eventLog() as StampedEvent[]
  const text = JSON.stringify(log)
  for (const secret of [OLD, NEW, '000000', '111111', '222222']) assert.not.ok(text.includes(secret), `${secret} is not in the log`)
  const tokens = [...new Set(text.match(/\[personal:[0-9a-f]+\]/g))]
  assert.is(tokens.length, 2, 'each address its own keyed token')
  assert.is(replay(log).final.accounts.eip155?.authName, tokens.at(-1))
  modal.destroy()
})

test('error: a wallet without the update (an older secure site) fails with a clear message; a social login is not offered it', async () => {
  const { modal } = setup({ updateEmail: undefined })
  modal.dispatch(events.embedded.emailChangeRequested())
  modal.dispatch(events.embedded.newEmailSubmitted({ email: NEW }))
  await until(() => modal.getState().embedded?.update?.problem !== undefined, 'failed')
  assert.equal(modal.getState().embedded?.update, { step: 'email', problem: { code: 'failed', message: 'No auth connector found' }, email: NEW })
  modal.destroy()
  const social = setup()
  dispatchInternal(social.modal, events.connection.connected({ connectorId: 'auth', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}`, authName: 'octocat' }))
  assert.not.ok(selectCanUpdateEmail(social.modal.getState()))
  social.modal.dispatch(events.embedded.emailChangeRequested())
  assert.is.not(social.modal.getState().view, 'UpdateEmailWallet')
  social.modal.destroy()
})

test.run()
