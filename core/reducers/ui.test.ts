import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { DEFAULT_FEATURES } from '../rules/features.ts'

const { snackbar, theme, modal } = events

test('behavior: SPEC §4 a snack shows at once when none is open', () => {
  const state = reduceAll([init(), snackbar.requested({ message: 'Copied', variant: 'success' })])
  assert.equal(state.snackbar, { id: 2, message: 'Copied', variant: 'success' })
})

test('behavior: SPEC §4 a new snack replaces an open one after 150 ms (hide now, show on replacementElapsed)', () => {
  const hidden = reduceAll([init(), snackbar.requested({ message: 'first', variant: 'info' }), snackbar.requested({ message: 'second', variant: 'error' })])
  assert.is(hidden.snackbar, undefined)
  assert.equal(hidden.snackbarNext, { message: 'second', variant: 'error' })
  const shown = reduceAll([snackbar.replacementElapsed()], hidden)
  assert.is(shown.snackbar?.message, 'second')
  assert.is(shown.snackbarNext, undefined)
})

test('behavior: SPEC §4 auto-hide hides only the message it was timed for', () => {
  const state = reduceAll([init(), snackbar.requested({ message: 'a', variant: 'info' })])
  const id = state.snackbar!.id
  assert.is(reduceAll([snackbar.autoHideElapsed({ id: id + 99 })], state).snackbar?.message, 'a')
  assert.is(reduceAll([snackbar.autoHideElapsed({ id })], state).snackbar, undefined)
  assert.is(reduceAll([snackbar.dismissed()], state).snackbar, undefined)
})

test('behavior: SPEC §4 shake flag set and cleared', () => {
  const shaking = reduceAll([init(), modal.shakeRequested()])
  assert.is(shaking.shake, true)
  assert.is(reduceAll([modal.shakeEnded()], shaking).shake, false)
})

test('default: SPEC §4 theme defaults to dark', () => {
  assert.is(reduceAll([init()]).themeMode, 'dark')
})

test('behavior: SPEC §4 theme follows the system preference when none was requested', () => {
  const light = reduceAll([init(), theme.systemPreferenceChanged({ mode: 'light' })])
  assert.is(light.themeMode, 'light')
  assert.is(reduceAll([theme.systemPreferenceChanged({ mode: 'dark' })], light).themeMode, 'dark')
})

test('behavior: SPEC §4 a requested theme wins over the system preference', () => {
  const state = reduceAll([init({ themeMode: 'light' }), theme.systemPreferenceChanged({ mode: 'dark' })])
  assert.is(state.themeMode, 'light')
  assert.is(reduceAll([theme.modeRequested({ mode: 'dark' })], state).themeMode, 'dark')
})

test('default: SPEC §6 feature flags and their defaults', () => {
  const state = reduceAll([init()])
  assert.equal(state.features, DEFAULT_FEATURES)
  assert.is(state.features.multiWallet, false)
  assert.equal(state.features.socials, ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
})

test('behavior: SPEC §6 host flags override defaults; a remote-config event merges flag by flag (off wins)', () => {
  const local = reduceAll([init({ features: { swaps: false, socials: ['google'] } })])
  assert.is(local.features.swaps, false)
  assert.equal(local.features.socials, ['google'])
  const remote = reduceAll([events.features.remoteConfigLoaded({ features: { swaps: true, multiWallet: true, socials: false } })], local)
  assert.is(remote.features.swaps, false, 'the host kept swaps off its page')
  assert.is(remote.features.multiWallet, true)
  assert.is(remote.features.socials, false)
})

test('behavior: remote config arriving before initialisation still wins', () => {
  const state = reduceAll([events.features.remoteConfigLoaded({ features: { send: false } }), init({ features: { send: true } })])
  assert.is(state.features.send, false)
})

test('error: unknown socials in config are dropped, a non-list keeps the default', () => {
  const state = reduceAll([init({ features: { socials: ['google', 'myspace'] } })])
  assert.equal(state.features.socials, ['google'])
  assert.equal(reduceAll([init({ features: { socials: 'all' } })]).features.socials, DEFAULT_FEATURES.socials)
})

test.run()
