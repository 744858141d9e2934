import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openWalletApp, type Session } from './client.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const session = (redirect?: { native?: string; universal?: string }) =>
  ({ peer: { metadata: { name: 'W', description: '', url: 'https://w.example', icons: [], ...(redirect ? { redirect } : {}) } } }) as unknown as Session
function page(userAgent: string) {
  const opened: string[] = []
  return { opened, win: { navigator: { userAgent }, open: (url: string, target: string) => void opened.push(`${url} ${target}`) } }
}

test("behavior: on a phone a request to approve opens the wallet's app from its session metadata (native link first)", () => {
  const { opened, win } = page(PHONE)
  assert.ok(openWalletApp(session({ native: 'latchwallet://', universal: 'https://w.example/app' }), win))
  assert.ok(openWalletApp(session({ universal: 'https://w.example/app' }), win))
  assert.equal(opened, ['latchwallet:// _self', 'https://w.example/app _self'])
})

test('behavior: on a desktop nothing opens (the wallet is on the phone already); a wallet without a link opens nothing', () => {
  const desktop = page(DESKTOP)
  assert.not.ok(openWalletApp(session({ native: 'latchwallet://' }), desktop.win))
  const phone = page(PHONE)
  assert.not.ok(openWalletApp(session(), phone.win))
  assert.equal([...desktop.opened, ...phone.opened], [])
})

test("error: a wallet's script or data link is never opened", () => {
  const { opened, win } = page(PHONE)
  for (const native of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'not a link']) assert.not.ok(openWalletApp(session({ native }), win), native)
  assert.equal(opened, [])
})

test.run()
