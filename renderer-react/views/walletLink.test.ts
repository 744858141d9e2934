import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { walletLink } from '../../core/rules/walletLink.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

test('behavior: SPEC §2 a native scheme link is scheme://wc?uri= with the URI encoded once', () => {
  assert.is(walletLink('rainbow://', URI, false), `rainbow://wc?uri=${encodeURIComponent(URI)}`)
  assert.is(walletLink('rainbow:', URI, false), `rainbow://wc?uri=${encodeURIComponent(URI)}`)
  assert.is(walletLink('metamask://app/', URI, false), `metamask://wc?uri=${encodeURIComponent(URI)}`)
})

test('behavior: SPEC §2 a universal link is https://…/wc?uri=', () => {
  assert.is(walletLink('https://rnbwapp.com', URI, false), `https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`)
  assert.is(walletLink('https://rnbwapp.com/', URI, false), `https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`)
  assert.is(walletLink('https://metamask.app.link/', URI, false), `https://metamask.app.link/wc?uri=${encodeURIComponent(URI)}`)
})

test('behavior: SPEC §2 inside Telegram the URI is encoded twice (its webview decodes once)', () => {
  assert.is(walletLink('rainbow://', URI, true), `rainbow://wc?uri=${encodeURIComponent(encodeURIComponent(URI))}`)
  assert.is(walletLink('https://rnbwapp.com', URI, true), `https://rnbwapp.com/wc?uri=${encodeURIComponent(encodeURIComponent(URI))}`)
})

test('error: a wallet-list link that runs code or has no scheme gives no link', () => {
  for (const base of ['javascript:alert(1)//', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'rnbwapp.com', '', 'https://']) {
    assert.is(walletLink(base, URI, false), undefined, base)
  }
})

test.run()
