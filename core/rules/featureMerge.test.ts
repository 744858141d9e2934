/**
 * SPEC.md §6 feature flags, host vs project: which side wins for which flag
 * (`FEATURE_MERGE` in core/rules/features.ts), and the remote config's wire format.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_FEATURES, FEATURE_MERGE, resolveFeatures } from './features.ts'
import { remoteFeaturesPatch } from './remoteFeatures.ts'
import { isOriginAllowed } from './isOriginAllowed.ts'

const offWins = Object.entries(FEATURE_MERGE)
  .filter(([, rule]) => rule === 'offWins')
  .map(([key]) => key)

test('default: every §6 flag has a merge rule; without either side the defaults stand', () => {
  assert.equal(Object.keys(FEATURE_MERGE).sort(), Object.keys(DEFAULT_FEATURES).sort())
  assert.equal(resolveFeatures({}, {}), DEFAULT_FEATURES)
})

test('behavior: off wins for availability flags — the host keeps a feature off its page even when the project enables it', () => {
  for (const key of offWins.filter((k) => k !== 'socials')) {
    assert.is(resolveFeatures({ [key]: false }, { [key]: true })[key as 'send'], false, `${key}: host off, remote on`)
    assert.is(resolveFeatures({ [key]: true }, { [key]: false })[key as 'send'], false, `${key}: host on, remote off`)
    assert.is(resolveFeatures({ [key]: true }, { [key]: true })[key as 'send'], true, `${key}: both on`)
  }
})

test('behavior: SPEC §6 multiWallet (off by default) is turned on by the remote flag, or by the host, unless the other side says off', () => {
  assert.is(resolveFeatures({}, { multiWallet: true }).multiWallet, true)
  assert.is(resolveFeatures({ multiWallet: true }, {}).multiWallet, true)
  assert.is(resolveFeatures({ multiWallet: true }, { multiWallet: false }).multiWallet, false)
  assert.is(resolveFeatures({}, {}).multiWallet, false)
})

test('behavior: SPEC §1 analytics on by default; off by the host flag or by the project', () => {
  assert.is(resolveFeatures({}, {}).analytics, true)
  assert.is(resolveFeatures({ analytics: false }, {}).analytics, false)
  assert.is(resolveFeatures({}, { analytics: false }).analytics, false)
})

test('behavior: socials are the providers both sides name, in the host order; false on either side turns them off', () => {
  assert.equal(resolveFeatures({ socials: ['x', 'google', 'apple'] }, { socials: ['google', 'x'] }).socials, ['x', 'google'])
  assert.equal(resolveFeatures({}, { socials: ['discord'] }).socials, ['discord'])
  assert.is(resolveFeatures({ socials: ['google'] }, { socials: false }).socials, false)
  assert.is(resolveFeatures({ socials: false }, { socials: ['google'] }).socials, false)
})

test('behavior: the project decides reownBranding when its config names it; the host only when it does not', () => {
  assert.is(resolveFeatures({ reownBranding: true }, { reownBranding: false }).reownBranding, false)
  assert.is(resolveFeatures({ reownBranding: false }, { reownBranding: true }).reownBranding, true)
  assert.is(resolveFeatures({ reownBranding: false }, {}).reownBranding, false)
})

test('behavior: the host decides its page layout (legalCheckbox, collapseWallets); the remote value only fills an unset flag', () => {
  assert.is(resolveFeatures({ legalCheckbox: false }, { legalCheckbox: true }).legalCheckbox, false)
  assert.is(resolveFeatures({}, { legalCheckbox: true }).legalCheckbox, true)
  assert.is(resolveFeatures({ collapseWallets: true }, { collapseWallets: false }).collapseWallets, true)
})

test('behavior: SPEC §7 /appkit/v1/config features map to §6 flags (social_login carries email and the socials)', () => {
  const patch = remoteFeaturesPatch([
    { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x'] },
    { id: 'swap', isEnabled: false, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
    { id: 'multi_wallet', isEnabled: true, config: null },
    { id: 'payments', isEnabled: false, config: null },
    { id: 'something_new', isEnabled: true, config: null },
  ])
  assert.equal(patch, { email: true, socials: ['google', 'x'], swaps: false, onramp: true, activity: true, reownBranding: false, multiWallet: true, pay: false })
  assert.equal(remoteFeaturesPatch([{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }]), { email: false, socials: false })
  assert.equal(remoteFeaturesPatch([{ id: 'social_login', isEnabled: true, config: ['google'] }]), { email: false, socials: ['google'] })
  assert.equal(remoteFeaturesPatch([]), {}, 'a feature the config does not list is left to the host')
})

test('behavior: origins match exactly, or with * for one host label or any port', () => {
  const list = ['https://app.example', 'https://*.dapp.example', 'http://127.0.0.1:*']
  assert.ok(isOriginAllowed('https://app.example', list))
  assert.ok(isOriginAllowed('HTTPS://App.Example/', list))
  assert.ok(isOriginAllowed('https://beta.dapp.example', list))
  assert.ok(isOriginAllowed('http://127.0.0.1:5173', list))
  assert.not.ok(isOriginAllowed('https://a.b.dapp.example', list), 'one label only')
  assert.not.ok(isOriginAllowed('https://dapp.example.evil.test', list))
  assert.not.ok(isOriginAllowed('http://app.example', list), 'the scheme counts')
  assert.not.ok(isOriginAllowed('https://app.example:8443', list), 'a port counts unless starred')
  assert.not.ok(isOriginAllowed('https://appxexample', ['https://app.example']), 'a dot is a dot')
})

test.run()
