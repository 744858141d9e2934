import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { initialState, type ModalState } from '../reducers/index.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { brokenStateInvariant } from './stateInvariants.ts'

const connected = reduceAll([init(), connectEvm()])
const account = connected.accounts.eip155!

test('default: the initial state and a connected one keep every invariant', () => {
  assert.is(brokenStateInvariant(initialState), undefined)
  assert.is(connected.status, 'connected')
  assert.is(brokenStateInvariant(connected), undefined)
})

test('error: each broken invariant is named', () => {
  const { address: _address, ...noAddress } = account
  const cases: [Partial<ModalState>, string][] = [
    [{ accounts: { eip155: noAddress } }, 'connected without an address'],
    [{ view: 'Networks' }, 'the view is not the top of the history'],
    [{ history: [] }, 'the view history is empty'],
    [{ activeCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'the active network is outside the active namespace'],
    [{ open: true, status: 'disconnected' }, 'the status disagrees with the active account'],
    [{ open: true, loading: true }, 'the loading flag disagrees with the connection and the pending switch'],
    [{ open: false, view: 'Account', history: ['Connect', 'Account'] }, 'the closed modal is not on its root view Connect'],
    [{ themeMode: connected.themeMode === 'dark' ? 'light' : 'dark' }, 'the theme mode is not the resolved theme'],
  ]
  for (const [patch, message] of cases) assert.is(brokenStateInvariant({ ...connected, ...patch } as ModalState), message, message)
})

test.run()
