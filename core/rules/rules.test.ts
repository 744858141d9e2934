import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { subtractDecimal } from './decimal.ts'
import { ValidationError } from '../errors/ValidationError.ts'
import { connectMethodOrder } from './connectMethodOrder.ts'
import { defaultAccountType } from './defaultAccountType.ts'
import { isExcludedWallet } from './isExcludedWallet.ts'
import { identicalConnectorKey, isIdenticalConnector } from './isIdenticalConnector.ts'
import fc from 'fast-check'
import { parseCaipAddress, tryParseCaipAddress } from './parseCaipAddress.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'
import { resolveOpenView } from './resolveOpenView.ts'
import { resolveTheme } from './resolveTheme.ts'
import { rootView } from './rootView.ts'
import { switchNetworkView } from './switchNetworkView.ts'
import { truncateAddress } from './truncateAddress.ts'

const on = { email: true, socials: true }

test('behavior: SPEC §2 connect-method order — default email, social, wallet', () => {
  assert.equal(connectMethodOrder({ shownConnectorTypes: ['WALLET_CONNECT', 'AUTH'], ...on }), ['email', 'social', 'wallet'])
})

test('behavior: SPEC §2 connect-method order — wallet first when an injected or announced wallet is shown', () => {
  assert.equal(connectMethodOrder({ shownConnectorTypes: ['INJECTED'], ...on }), ['wallet', 'email', 'social'])
  assert.equal(connectMethodOrder({ shownConnectorTypes: ['ANNOUNCED'], ...on }), ['wallet', 'email', 'social'])
})

test('behavior: SPEC §2 connect-method order — a configured order overrides both', () => {
  assert.equal(connectMethodOrder({ configured: ['social', 'wallet', 'email'], shownConnectorTypes: ['INJECTED'], ...on }), ['social', 'wallet', 'email'])
  assert.equal(connectMethodOrder({ configured: ['social', 'email'], shownConnectorTypes: [], ...on }), ['social', 'email'])
})

test('behavior: SPEC §6 connect methods turned off by features are left out', () => {
  assert.equal(connectMethodOrder({ shownConnectorTypes: [], email: false, socials: true }), ['social', 'wallet'])
  assert.equal(connectMethodOrder({ shownConnectorTypes: ['INJECTED'], email: true, socials: false }), ['wallet', 'email'])
})

test('behavior: SPEC §2 opening rules as a function', () => {
  const base = { connected: false, hasAdapters: true, manualControl: false, isMobile: false }
  assert.is(resolveOpenView({ ...base, requested: 'Networks' }), 'Networks')
  assert.is(resolveOpenView(base), 'Connect')
  assert.is(resolveOpenView({ ...base, connected: true }), 'Account')
  assert.is(resolveOpenView({ ...base, hasAdapters: false }), 'ConnectingWalletConnectBasic')
  assert.is(resolveOpenView({ ...base, hasAdapters: false, isMobile: true }), 'AllWallets')
  assert.is(resolveOpenView({ ...base, manualControl: true, isMobile: true }), 'AllWallets')
})

test('behavior: SPEC §2 root view — Connect; embedded and connected: Account', () => {
  assert.is(rootView({ embedded: false, connected: true }), 'Connect')
  assert.is(rootView({ embedded: true, connected: true }), 'Account')
  assert.is(rootView({ embedded: true, connected: false }), 'Connect')
})

test('behavior: SPEC §2 switch-network view', () => {
  assert.is(switchNetworkView({ connectedNamespaces: ['eip155'], target: 'eip155' }), 'SwitchNetwork')
  assert.is(switchNetworkView({ connectedNamespaces: ['eip155'], target: 'solana' }), 'SwitchActiveChain')
  assert.is(switchNetworkView({ connectedNamespaces: ['eip155', 'solana'], target: 'solana' }), 'SwitchNetwork')
  assert.is(switchNetworkView({ connectedNamespaces: [], target: 'solana' }), undefined)
})

test("error: SPEC §5 a CAIP address needs 3 parts, else 'Invalid CAIP Address'", () => {
  assert.equal(parseCaipAddress('eip155:1:0xabc'), { namespace: 'eip155', chainId: '1', address: '0xabc', caipNetworkId: 'eip155:1' })
  for (const bad of ['eip155:1', 'a:b:c:d', '::', 'eip155::0x1']) {
    assert.throws(
      () => parseCaipAddress(bad),
      (e: unknown) => e instanceof ValidationError && e.shortMessage === 'Invalid CAIP Address',
    )
    assert.is(tryParseCaipAddress(bad), undefined)
  }
})

test('error: SPEC §5 a network id needs 2 parts', () => {
  assert.equal(parseCaipNetworkId('solana:5eykt'), { namespace: 'solana', chainId: '5eykt' })
  assert.throws(
    () => parseCaipNetworkId('eip155'),
    (e: unknown) => e instanceof ValidationError,
  )
  assert.throws(
    () => parseCaipNetworkId('eip155:1:x'),
    (e: unknown) => e instanceof ValidationError,
  )
})

test('behavior: SPEC §5 identical connector = same id, name and chain', () => {
  const a = { id: '1', name: 'A', chain: 'eip155' }
  assert.ok(isIdenticalConnector(a, { ...a }))
  assert.not.ok(isIdenticalConnector(a, { ...a, chain: 'solana' }))
  assert.not.ok(isIdenticalConnector(a, { ...a, name: 'B' }))
})

test('behavior: SPEC §5 two connectors share a de-duplication key exactly when they are identical, whatever their parts hold', () => {
  // Parts made of separators and digits: the length prefixes must keep '1:a' + 'b' apart from '1' + ':ab'.
  const part = fc.string({ unit: fc.constantFrom('1', '2', ':', 'a', '"', ','), maxLength: 5 })
  const connector = fc.record({ id: part, name: part, chain: part })
  fc.assert(
    fc.property(connector, connector, (x, y) => {
      assert.is(identicalConnectorKey(x) === identicalConnectorKey(y), isIdenticalConnector(x, y), JSON.stringify([x, y]))
    }),
    { numRuns: 20_000 },
  )
  assert.is.not(identicalConnectorKey({ id: '1:a', name: 'b', chain: 'c' }), identicalConnectorKey({ id: '1', name: ':ab', chain: 'c' }))
})

test('behavior: SPEC §5 excluded wallets match by rdns or case-insensitive name', () => {
  assert.ok(isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, ['io.metamask']))
  assert.ok(isExcludedWallet({ name: 'MetaMask' }, ['METAMASK']))
  assert.not.ok(isExcludedWallet({ name: 'Rainbow', rdns: 'me.rainbow' }, ['io.metamask']))
})

test('default: SPEC §6 account types — eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
  assert.equal((['eip155', 'solana', 'polkadot', 'bip122'] as const).map(defaultAccountType), ['smartAccount', 'eoa', 'eoa', 'payment'])
})

test('behavior: SPEC §4 theme — requested, else system, default dark', () => {
  assert.is(resolveTheme('light', 'dark'), 'light')
  assert.is(resolveTheme(undefined, 'light'), 'light')
  assert.is(resolveTheme(), 'dark')
})

test('behavior: SPEC §9 addresses truncate to 4 leading and 6 trailing characters', () => {
  assert.is(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), '0xf3…b92266')
  assert.is(truncateAddress('short'), 'short')
})

test('behavior: subtractDecimal is exact in token units, drops trailing zeros and never goes below zero (the native Max)', () => {
  assert.is(subtractDecimal('1.5', '0.000021', 18), '1.499979')
  assert.is(subtractDecimal('10000', '0.000042', 18), '9999.999958')
  assert.is(subtractDecimal('0.1', '0.1', 9), '0')
  assert.is(subtractDecimal('0.000001', '0.000005', 9), '0', 'a balance below the fee gives 0, not a negative amount')
  assert.is(subtractDecimal('2', '0.5', 0), '2', 'fractions beyond the decimals are not units')
  assert.is(subtractDecimal('0.3', '0.1', 18), '0.2', 'no floating point (0.3 - 0.1 in floats is 0.19999999999999998)')
})

test.run()
