/**
 * The origin check and the alerts it raises (SPEC.md §7 `/projects/v1/origins`, §8 'Invalid App
 * Configuration' once, 'RATE_LIMITED' / 'SERVER_ERROR'), and the analytics switches.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { validateState } from './state.ts'

const { project, features } = events
const serviceError = (code: string) => ({ name: 'ServiceError', shortMessage: code, code })
const forbidden = { name: 'HttpRequestError', shortMessage: 'HTTP request failed', status: 403 }

test('behavior: SPEC §7 an origin judged allowed and raises no alert', () => {
  const state = reduceAll([init(), project.checked({ origin: 'allowed' })])
  assert.is(state.project?.origin, 'allowed')
  assert.is(state.project?.alertsShown, undefined)
})

test("error: SPEC §8 an origin off the allowlist raises 'Invalid App Configuration' (shown without debug too)", () => {
  const state = reduceAll([init(), project.checked({ origin: 'notAllowed' })])
  assert.is(state.project?.origin, 'notAllowed')
  assert.equal([state.project?.alert, state.project?.alertsShown], ['INVALID_APP_CONFIGURATION', ['INVALID_APP_CONFIGURATION']])
  assert.is(validateState(state), undefined)
})

test("behavior: SPEC §8 'Invalid App Configuration' is shown once: dismissed, a second cause (analytics 403) does not raise it again", () => {
  const state = reduceAll([init({ debug: true }), project.checked({ origin: 'notAllowed' }), project.alertDismissed(), project.checked({ analyticsRefused: true, error: forbidden })])
  assert.equal([state.project?.alert, state.project?.alertsShown], [undefined, ['INVALID_APP_CONFIGURATION']])
})

test('behavior: SPEC §8 an empty allowlist (any failure but 429 and 5xx) is no verdict: no alert', () => {
  const state = reduceAll([init(), project.checked({ origin: 'unverified' })])
  assert.is(state.project?.origin, 'unverified')
  assert.is(state.project?.alertsShown, undefined)
})

test("error: SPEC §8 the origin fetch's 429 is 'RATE_LIMITED', 5xx 'SERVER_ERROR'; their alerts show only with debug", () => {
  for (const code of ['RATE_LIMITED', 'SERVER_ERROR'] as const) {
    const quiet = reduceAll([init(), project.checked({ origin: code, error: serviceError(code) })])
    assert.is(quiet.project?.origin, code)
    assert.is(quiet.project?.alertsShown, undefined, `${code}: no alert without debug`)
    const debug = reduceAll([init({ debug: true }), project.checked({ origin: code, error: serviceError(code) })])
    assert.equal([debug.project?.alert, debug.project?.alertsShown], [code, [code]])
  }
})

test("error: SPEC §8 the analytics service's 403 turns analytics off and raises 'Invalid App Configuration' in debug only", () => {
  const quiet = reduceAll([init(), project.checked({ analyticsRefused: true, error: forbidden })])
  assert.is(quiet.features.analytics, false)
  assert.is(quiet.project?.analyticsRefused, true)
  assert.is(quiet.project?.alertsShown, undefined)
  const debug = reduceAll([init({ debug: true }), project.checked({ analyticsRefused: true, error: forbidden })])
  assert.is(debug.project?.alert, 'INVALID_APP_CONFIGURATION')
})

test('behavior: SPEC §7 /getAnalyticsConfig false turns analytics off; true leaves the host flag in charge', () => {
  assert.is(reduceAll([init(), project.checked({ analyticsConfig: 'disabled' })]).features.analytics, false)
  assert.is(reduceAll([init(), project.checked({ analyticsConfig: 'enabled' })]).features.analytics, true)
  assert.is(reduceAll([init({ features: { analytics: false } }), project.checked({ analyticsConfig: 'enabled' })]).features.analytics, false)
  // A later remote config does not undo the analytics switch.
  const state = reduceAll([init(), project.checked({ analyticsConfig: 'disabled' }), features.remoteConfigLoaded({ features: { swaps: false } })])
  assert.is(state.features.analytics, false)
  assert.is(state.features.swaps, false)
  assert.equal(state.project, { analyticsConfig: 'disabled', remoteConfig: 'loaded' })
})

test('behavior: a failed remote config leaves the host flags in force', () => {
  const state = reduceAll([init({ features: { swaps: false } }), project.checked({ remoteConfig: 'failed', error: serviceError('x') })])
  assert.is(state.features.swaps, false)
  assert.is(state.features.send, true)
  assert.is(state.project?.remoteConfig, 'failed')
})

test.run()
