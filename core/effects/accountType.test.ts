/**
 * The account type (SPEC.md §3 preferredAccountType and `user`, §4 eoa ⇄ smartAccount only
 * where the wallet offers the other account, §6 defaults): the rule, the switch through the
 * wallet, the saved preference restored at the next connection, and no control for an EOA wallet.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../adapter.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { replayFinal } from '../replay.ts'
import { accountTypeSwitchTarget, currentAccountType } from '../rules/accountTypeChoice.ts'
import { defaultAccountType } from '../rules/defaultAccountType.ts'
import { init } from '../../test/fixtures/config.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { ACCOUNT_TYPES_KEY, accountTypeEpic } from './accountType.ts'

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const both = [
  { address: EOA, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

function page(storage: KeyValueStorage, adapter: Adapter = createTestAdapter('eip155')) {
  const store = createStore({ epics: { accountTypeEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [adapter], storage } })
  store.dispatch(init())
  return store
}
const connectBoth = () => events.connection.connected({ connectorId: 'smart.wallet', namespace: 'eip155', caipAddress: `eip155:1:${EOA}`, accounts: both })

test('default: SPEC §6 account type defaults per chain: eip155 smartAccount, solana and polkadot eoa, bip122 payment', () => {
  assert.equal(
    ['eip155', 'solana', 'polkadot', 'bip122'].map((ns) => defaultAccountType(ns as 'eip155')),
    ['smartAccount', 'eoa', 'eoa', 'payment'],
  )
})

test('behavior: SPEC §4 smartAccount only from an eoa where the wallet offers one; back to eoa from a smartAccount; none for an injected EOA', () => {
  assert.is(accountTypeSwitchTarget({ address: EOA, user: { accounts: both } }), 'smartAccount')
  assert.is(accountTypeSwitchTarget({ address: SMART, user: { accounts: both } }), 'eoa')
  assert.is(accountTypeSwitchTarget({ address: EOA, user: { accounts: [both[0]!] } }), undefined, 'the network has no smart account for it')
  assert.is(accountTypeSwitchTarget({ address: EOA }), undefined, 'an injected wallet names no types: an EOA, no control')
  assert.is(currentAccountType({ address: EOA }), 'eoa')
})

test('behavior: switching to the smart account uses it, saves the preference; the next connection restores it; the log replays', async () => {
  const storage = createMemoryStorage()
  const first = page(storage)
  first.dispatch(connectBoth())
  first.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => first.getState().accounts.eip155?.address === SMART, 'switched')
  assert.is(first.getState().accounts.eip155?.preferredAccountType, 'smartAccount')
  assert.is(first.getState().accounts.eip155?.caipAddress, `eip155:1:${SMART}`)
  assert.equal(await storage.get(ACCOUNT_TYPES_KEY), { eip155: 'smartAccount' })

  const second = page(storage)
  second.dispatch(connectBoth())
  await until(() => second.getState().accounts.eip155?.address === SMART, 'the saved preference is applied')
  assert.equal(JSON.parse(JSON.stringify(replayFinal(second.log.export()))), JSON.parse(JSON.stringify(second.getState())))

  second.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'eoa' }))
  await until(() => second.getState().accounts.eip155?.address === EOA, 'back to the EOA')
  assert.equal(await storage.get(ACCOUNT_TYPES_KEY), { eip155: 'eoa' })
})

test('parameters: a wallet with setPreferredAccountType is asked; its refusal is a snack and the account stays', async () => {
  const asked: string[] = []
  const wallet: Adapter = {
    ...createTestAdapter('eip155'),
    setPreferredAccountType: async ({ type, caipNetworkId }) => {
      asked.push(`${type} ${caipNetworkId}`)
      if (asked.length > 1) throw Object.assign(new Error('User rejected the request'), { code: 4001 })
      return { caipAddress: `${caipNetworkId}:${SMART}` }
    },
  }
  const store = page(createMemoryStorage(), wallet)
  store.dispatch(connectBoth())
  store.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => store.getState().accounts.eip155?.address === SMART, 'switched by the wallet')
  assert.equal(asked, ['smartAccount eip155:1'])
  store.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'eoa' }))
  await until(() => store.getState().snackbar !== undefined, 'refused')
  assert.is(store.getState().snackbar?.error?.code, 'userRejected')
  assert.is(store.getState().accounts.eip155?.address, SMART)
})

test('parameters: a wallet whose switch answers undefined (the connected connector has none of its own) is switched by its listed account', async () => {
  const wallet: Adapter = { ...createTestAdapter('eip155'), setPreferredAccountType: async () => undefined }
  const store = page(createMemoryStorage(), wallet)
  store.dispatch(connectBoth())
  store.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => store.getState().accounts.eip155?.address === SMART, 'the listed smart account')
})

test('behavior: SPEC §3 a saved preference is told to a wallet with a switch of its own before the modal shows that account (it acts as what is shown); its refusal is a snack and the account stays', async () => {
  const storage = createMemoryStorage()
  await storage.set(ACCOUNT_TYPES_KEY, { eip155: 'smartAccount' })
  const asked: string[] = []
  let refuse = false
  const wallet: Adapter = {
    ...createTestAdapter('eip155'),
    setPreferredAccountType: async ({ type, caipNetworkId }) => {
      asked.push(`${type} ${caipNetworkId}`)
      if (refuse) throw Object.assign(new Error('User rejected the request'), { code: 4001 })
      return { caipAddress: `${caipNetworkId}:${SMART}` }
    },
  }
  const store = page(storage, wallet)
  store.dispatch(connectBoth())
  await until(() => store.getState().accounts.eip155?.address === SMART, 'restored')
  assert.equal(asked, ['smartAccount eip155:1'])
  assert.equal(JSON.parse(JSON.stringify(replayFinal(store.log.export()))), JSON.parse(JSON.stringify(store.getState())))

  refuse = true
  const other = page(storage, wallet)
  other.dispatch(connectBoth())
  await until(() => other.getState().snackbar !== undefined, 'refused')
  assert.is(other.getState().accounts.eip155?.address, EOA, 'the modal keeps showing the account the wallet acts as')
  assert.equal(asked.length, 2)
})

test('error: an EOA-only wallet asked for a smart account: nothing happens (the control is absent anyway)', async () => {
  const store = page(createMemoryStorage())
  store.dispatch(events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EOA}` }))
  store.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => store.log.export().some((e) => e.type === 'accounts/typeSwitchRequested'), 'asked')
  await new Promise((resolve) => setImmediate(resolve))
  assert.is(store.getState().accounts.eip155?.address, EOA)
  assert.not.ok(store.log.export().some((e) => e.type === 'accounts/typeSwitched' || e.type === 'accounts/typeSwitchFailed'))
})

test.run()
