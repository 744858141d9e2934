import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SOCIAL_PROVIDERS } from '../types.ts'
import { inTelegram, socialsFor, telegramPlatform, TELEGRAM_HIDDEN_SOCIALS } from './telegram.ts'

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
}
const telegram = (userAgent: string, maxTouchPoints = 0) => ({ TelegramWebviewProxy: {}, navigator: { userAgent, maxTouchPoints } })

test('default: SPEC §5 outside Telegram no platform and no social provider is filtered', () => {
  assert.is(telegramPlatform({ navigator: { userAgent: UA.iphone } }), undefined)
  assert.is(telegramPlatform(undefined), undefined)
  assert.equal(socialsFor(SOCIAL_PROVIDERS, undefined), [...SOCIAL_PROVIDERS])
})

test('behavior: SPEC §5 Telegram is its webview proxy (mobile apps) or its Web App object (every client)', () => {
  assert.ok(inTelegram({ TelegramWebviewProxy: {} }))
  assert.ok(inTelegram({ Telegram: { WebApp: {} } }))
  assert.not.ok(inTelegram({ Telegram: {} }))
  assert.is(telegramPlatform({ Telegram: { WebApp: {} }, navigator: { userAgent: UA.linux } }), 'other')
})

test('behavior: SPEC §5 the platform from the user agent; an iPad reporting a Mac with a touch screen is iOS', () => {
  assert.is(telegramPlatform(telegram(UA.iphone)), 'ios')
  assert.is(telegramPlatform(telegram(UA.android)), 'android')
  assert.is(telegramPlatform(telegram(UA.mac)), 'mac')
  assert.is(telegramPlatform(telegram(UA.mac, 5)), 'ios')
})

test('behavior: SPEC §5 in Telegram google is filtered on iOS, x on Mac, facebook and x on Android; the order stays', () => {
  assert.equal(socialsFor(SOCIAL_PROVIDERS, 'ios'), ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  assert.equal(socialsFor(SOCIAL_PROVIDERS, 'mac'), ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  assert.equal(socialsFor(SOCIAL_PROVIDERS, 'android'), ['google', 'farcaster', 'discord', 'apple', 'github'])
  assert.equal(socialsFor(SOCIAL_PROVIDERS, 'other'), [...SOCIAL_PROVIDERS])
  assert.equal(TELEGRAM_HIDDEN_SOCIALS.android, ['facebook', 'x'])
})

test.run()
