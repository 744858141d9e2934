import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { walletConnectorId } from '../rules/walletConnectorId.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { connectTarget } from './connectTarget.ts'

const { discovered } = events.connectors

test('parameters: connector ids — the rdns, else a slug of the name, never the display name', () => {
  assert.is(walletConnectorId({ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' }), 'dev.latch.wallet')
  assert.is(walletConnectorId({ name: 'Solflare' }), 'solflare')
  assert.is(walletConnectorId({ name: '  Backpack Wallet! ' }), 'backpack-wallet')
  assert.is(walletConnectorId({ name: 'Odd', rdns: 'not an rdns' }), 'odd', 'a malformed rdns is not an id')
  assert.is(walletConnectorId({ name: '★' }), 'wallet')
})

test('behavior: connectTarget — a wallet only on solana connects there; a name-twin under another id is used on the namespace asked', () => {
  const state = reduceAll([
    init(),
    discovered({
      connectors: [
        { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
        // A Wallet Standard twin reported before the EIP-6963 announcement: its id is a slug.
        { id: 'metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'solana' },
        { id: 'solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana' },
      ],
    }),
  ])
  assert.equal(connectTarget(state, 'io.metamask'), { namespace: 'eip155', connectorId: 'io.metamask' })
  assert.equal(connectTarget(state, 'io.metamask', 'solana'), { namespace: 'solana', connectorId: 'metamask' })
  assert.equal(connectTarget(state, 'solflare'), { namespace: 'solana', connectorId: 'solflare' })
  assert.equal(connectTarget(state, 'not.discovered'), { namespace: 'eip155', connectorId: 'not.discovered' }, 'unknown yet: the active namespace')
  const opened = reduceAll([events.modal.openRequested({ namespace: 'solana' })], state)
  assert.equal(connectTarget(opened, 'not.discovered'), { namespace: 'solana', connectorId: 'not.discovered' })
})

test.run()
