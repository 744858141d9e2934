/**
 * Routing of the views' intents (SPEC.md §2 views, §6 feature flags, §9 send
 * namespaces): the reducer decides where a click leads, and refuses what the flags forbid.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'

const { modal, ui } = events
type Features = Parameters<typeof events.app.initialized>[0]['config']['features']
const openOn = (features: Features = {}, ...rest: ReturnType<typeof connectEvm>[]) => reduceAll([init({ features }), ...rest, modal.openRequested()])

test('behavior: SPEC §2, §6 ui/sendClicked opens Send when `send` is on and an eip155 or solana account is connected', () => {
  assert.equal(reduceAll([ui.sendClicked()], openOn({}, connectEvm())).history, ['Account', 'Send'])
  assert.equal(reduceAll([ui.sendClicked()], openOn({}, connectSolana())).history, ['Account', 'Send'])
})

test('behavior: SPEC §6 ui/sendClicked does nothing with features.send off', () => {
  const before = openOn({ send: false }, connectEvm())
  assert.is(reduceAll([ui.sendClicked()], before), before)
})

test('behavior: SPEC §9 ui/sendClicked does nothing on a namespace Send does not support, or disconnected', () => {
  const polkadot = reduceAll([
    init({
      adapters: ['polkadot'],
      networks: [
        { id: 'x', caipNetworkId: 'polkadot:x', chainNamespace: 'polkadot', name: 'P', nativeCurrency: { name: 'D', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: ['http://p'] } } },
      ],
    }),
    events.connection.connected({ connectorId: 'p', namespace: 'polkadot', caipAddress: 'polkadot:x:5Grw' }),
    modal.openRequested(),
  ])
  assert.is(reduceAll([ui.sendClicked()], polkadot).view, polkadot.view)
  assert.is(reduceAll([ui.sendClicked()], openOn()).view, 'Connect')
})

test('behavior: SPEC §6 ui/receiveClicked opens Receive only with `receive` on', () => {
  assert.is(reduceAll([ui.receiveClicked()], openOn({}, connectEvm())).view, 'Receive')
  assert.is(reduceAll([ui.receiveClicked()], openOn({ receive: false }, connectEvm())).view, 'Account')
})

test('behavior: SPEC §6 ui/walletsClicked opens ProfileWallets only with multiWallet on', () => {
  assert.is(reduceAll([ui.walletsClicked()], openOn({ multiWallet: true }, connectEvm())).view, 'ProfileWallets')
  assert.is(reduceAll([ui.walletsClicked()], openOn({ multiWallet: false }, connectEvm())).view, 'Account')
})

test('behavior: SPEC §2 ui/networksClicked, ui/helpClicked, ui/addWalletClicked push Networks, WhatIsAWallet, Connect', () => {
  assert.is(reduceAll([ui.networksClicked()], openOn({}, connectEvm())).view, 'Networks')
  assert.is(reduceAll([ui.helpClicked()], openOn()).view, 'WhatIsAWallet')
  assert.is(reduceAll([ui.addWalletClicked()], openOn({ multiWallet: true }, connectEvm())).view, 'Connect')
})

test('behavior: SPEC §2 a closed modal is not navigated by a click intent', () => {
  const closed = reduceAll([init(), connectEvm()])
  assert.is(reduceAll([ui.networksClicked(), ui.sendClicked(), ui.helpClicked()], closed).open, false)
  assert.equal(reduceAll([ui.networksClicked()], closed).history, closed.history)
})

test('behavior: SPEC §6 ui/allWalletsClicked opens AllWallets only with `allWallets` on', () => {
  assert.is(reduceAll([ui.allWalletsClicked()], openOn()).view, 'AllWallets')
  assert.is(reduceAll([ui.allWalletsClicked()], openOn({ allWallets: false })).view, 'Connect')
})

const wcConnector = (chain: 'eip155' | 'solana') => ({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain })

test('behavior: SPEC §2: ui/walletChosen opens ConnectingWalletConnect for that wallet through the WALLET_CONNECT connector', () => {
  const withWc = reduceAll([init(), events.connectors.discovered({ connectors: [wcConnector('eip155'), wcConnector('solana')] }), modal.openRequested()])
  const chosen = reduceAll([ui.walletChosen({ walletId: 'rainbow' })], withWc)
  assert.is(chosen.view, 'ConnectingWalletConnect')
  assert.equal(chosen.viewData, { walletId: 'rainbow', connectorId: 'walletConnect', namespace: 'eip155' })
  // Opened for Solana: the pairing is that namespace's.
  const forSolana = reduceAll([
    init(),
    events.connectors.discovered({ connectors: [wcConnector('eip155'), wcConnector('solana')] }),
    modal.openRequested({ namespace: 'solana' }),
    ui.walletChosen({ walletId: 'phantom' }),
  ])
  assert.equal(forSolana.viewData, { walletId: 'phantom', connectorId: 'walletConnect', namespace: 'solana' })
})

test('behavior: SPEC §2: ui/walletChosen without a WALLET_CONNECT connector keeps Downloads (no "not available" panel)', () => {
  const chosen = reduceAll([ui.walletChosen({ walletId: 'rainbow' })], openOn())
  assert.is(chosen.view, 'Downloads')
  assert.equal(chosen.viewData, { walletId: 'rainbow' })
  // Opened for a namespace WalletConnect does not serve here: Downloads too.
  const solanaOnly = reduceAll([init(), events.connectors.discovered({ connectors: [wcConnector('eip155')] }), modal.openRequested({ namespace: 'solana' }), ui.walletChosen({ walletId: 'phantom' })])
  assert.is(solanaOnly.view, 'Downloads')
})

test('behavior: the pairing started for a listed wallet keeps that wallet in its view (connection/connectRequested)', () => {
  const withWc = reduceAll([init(), events.connectors.discovered({ connectors: [wcConnector('eip155')] }), modal.openRequested(), ui.walletChosen({ walletId: 'rainbow' })])
  const started = reduceAll([events.connection.connectRequested({ requestId: 'r', connectorId: 'walletConnect', namespace: 'eip155' })], withWc)
  assert.equal(started.history, ['Connect', 'ConnectingWalletConnect'])
  assert.equal(started.viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'rainbow' })
  // The WalletConnect row (no wallet chosen) shows the plain pairing.
  const row = reduceAll([
    init(),
    events.connectors.discovered({ connectors: [wcConnector('eip155')] }),
    modal.openRequested(),
    events.connection.connectRequested({ requestId: 'r', connectorId: 'walletConnect', namespace: 'eip155' }),
  ])
  assert.equal(row.viewData, { connectorId: 'walletConnect', namespace: 'eip155' })
})

test('behavior: SPEC §6 ui/emailSubmitted and ui/socialChosen route only to offered methods', () => {
  assert.is(reduceAll([ui.emailSubmitted()], openOn()).view, 'Connect')
  const preview = reduceAll([init({ previewFlows: ['email', 'social'], features: { socials: ['google'] } }), modal.openRequested()])
  assert.is(reduceAll([ui.emailSubmitted()], preview).view, 'EmailLogin')
  const social = reduceAll([ui.socialChosen({ provider: 'google' })], preview)
  assert.is(social.view, 'ConnectingSocial')
  assert.equal(social.viewData, { provider: 'google' })
  assert.is(reduceAll([ui.socialChosen({ provider: 'github' })], preview).view, 'Connect')
  const emailOff = reduceAll([init({ previewFlows: ['email'], features: { email: false } }), modal.openRequested(), ui.emailSubmitted()])
  assert.is(emailOff.view, 'Connect')
})

test('behavior: SPEC §2 SwitchActiveChain ui/networkChosen opens Connect for that network namespace and network', () => {
  const state = reduceAll([ui.networkChosen({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })], openOn({}, connectEvm()))
  assert.is(state.view, 'Connect')
  assert.is(state.openNamespace, 'solana')
  assert.is(state.openNetwork, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  const unknown = openOn({}, connectEvm())
  assert.is(reduceAll([ui.networkChosen({ caipNetworkId: 'eip155:999' })], unknown).view, 'Account')
})

test.run()
