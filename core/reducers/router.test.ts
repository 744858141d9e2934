import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'

const { modal, router } = events

test('behavior: SPEC §2 opening — a requested view is used if given', () => {
  const state = reduceAll([init(), modal.openRequested({ view: 'Networks' })])
  assert.is(state.open, true)
  assert.equal(state.history, ['Networks'])
  assert.is(state.view, 'Networks')
})

test('behavior: SPEC §2 opening — a requested view wins even with no adapters', () => {
  const state = reduceAll([init({ adapters: [] }), modal.openRequested({ view: 'Networks' })])
  assert.is(state.view, 'Networks')
})

test('behavior: SPEC §2 opening — Account when an address is connected, else Connect', () => {
  assert.is(reduceAll([init(), modal.openRequested()]).view, 'Connect')
  assert.is(reduceAll([init(), connectEvm(), modal.openRequested()]).view, 'Account')
})

test('behavior: SPEC §2 opening — open({ namespace }) looks at that namespace only', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested({ namespace: 'solana' })])
  assert.is(state.view, 'Connect')
  assert.is(state.openNamespace, 'solana')
})

test('behavior: SPEC §2 opening — no adapters: AllWallets on mobile, else ConnectingWalletConnectBasic', () => {
  assert.is(reduceAll([init({ adapters: [], isMobile: true }), modal.openRequested()]).view, 'AllWallets')
  assert.is(reduceAll([init({ adapters: [] }), modal.openRequested()]).view, 'ConnectingWalletConnectBasic')
})

test('behavior: SPEC §2 opening — manual control: AllWallets on mobile, else ConnectingWalletConnectBasic', () => {
  assert.is(reduceAll([init({ manualControl: true, isMobile: true }), modal.openRequested()]).view, 'AllWallets')
  assert.is(reduceAll([init({ manualControl: true }), modal.openRequested()]).view, 'ConnectingWalletConnectBasic')
})

test('behavior: SPEC §2 closing resets the stack to Connect', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested(), router.navigated({ view: 'Networks' }), modal.closeRequested()])
  assert.is(state.open, false)
  assert.equal(state.history, ['Connect'])
  assert.is(state.view, 'Connect')
})

test('behavior: SPEC §2 closing in embedded mode shows Account when connected, else Connect', () => {
  const connected = reduceAll([init({ embedded: true }), connectEvm(), modal.openRequested(), modal.closeRequested()])
  assert.equal(connected.history, ['Account'])
  const disconnected = reduceAll([init({ embedded: true }), modal.openRequested(), modal.closeRequested()])
  assert.equal(disconnected.history, ['Connect'])
})

test('behavior: SPEC §2 a closed embedded modal follows the connection (its root view)', () => {
  const state = reduceAll([init({ embedded: true }), connectEvm()])
  assert.equal(state.history, ['Account'])
  const after = reduceAll([events.connection.disconnected({ namespace: 'eip155' })], state)
  assert.equal(after.history, ['Connect'])
})

test('behavior: SPEC §2 going back pops one view', () => {
  const state = reduceAll([init(), modal.openRequested(), router.navigated({ view: 'AllWallets' }), router.navigated({ view: 'ConnectingExternal' }), router.wentBack()])
  assert.equal(state.history, ['Connect', 'AllWallets'])
  assert.is(state.view, 'AllWallets')
  assert.is(state.open, true)
})

test('behavior: SPEC §2 going back at the root of the stack closes the modal', () => {
  const state = reduceAll([init(), modal.openRequested(), router.wentBack()])
  assert.is(state.open, false)
  assert.equal(state.history, ['Connect'])
})

test('behavior: SPEC §2 when connected, going back to Connect lands on Account', () => {
  const state = reduceAll([init(), modal.openRequested({ view: 'Connect' }), router.navigated({ view: 'AllWallets' }), connectEvm(), router.wentBack()])
  assert.equal(state.history, ['Account'])
  assert.is(state.view, 'Account')
})

test('behavior: SPEC §2 transition direction — next on navigation, prev on back', () => {
  const forward = reduceAll([init(), modal.openRequested(), router.navigated({ view: 'AllWallets' })])
  assert.is(forward.transition, 'next')
  const back = reduceAll([router.wentBack()], forward)
  assert.is(back.transition, 'prev')
})

test('behavior: navigation modes — replace swaps the top, reset starts a new stack', () => {
  const base = reduceAll([init(), modal.openRequested(), router.navigated({ view: 'AllWallets' })])
  assert.equal(reduceAll([router.navigated({ view: 'ConnectingExternal', mode: 'replace' })], base).history, ['Connect', 'ConnectingExternal'])
  assert.equal(reduceAll([router.navigated({ view: 'Account', mode: 'reset' })], base).history, ['Account'])
})

test('behavior: pushing the current view again does not stack it twice', () => {
  const state = reduceAll([init(), modal.openRequested(), router.navigated({ view: 'Connect' })])
  assert.equal(state.history, ['Connect'])
})

test('behavior: a closed modal ignores navigation (it rests on its root view)', () => {
  const state = reduceAll([init(), router.navigated({ view: 'Networks' })])
  assert.equal(state.history, ['Connect'])
  assert.is(state.open, false)
})

test('behavior: view data travels with the view it opened and is dropped on back', () => {
  const state = reduceAll([init(), modal.openRequested(), router.navigated({ view: 'Networks', data: { from: 'header' } })])
  assert.equal(state.viewData, { from: 'header' })
  assert.is(reduceAll([router.wentBack()], state).viewData, undefined)
})

test('behavior: SPEC §2 account tabs — Tokens by default, NFTs and Activity selectable', () => {
  assert.is(reduceAll([init()]).accountTab, 'Tokens')
  assert.is(reduceAll([init(), router.accountTabSelected({ tab: 'Activity' })]).accountTab, 'Activity')
})

test('behavior: SPEC §2 opening while connected on two namespaces uses the active one', () => {
  const state = reduceAll([init(), connectEvm(), connectSolana(), modal.openRequested()])
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.view, 'Account')
})

test.run()
