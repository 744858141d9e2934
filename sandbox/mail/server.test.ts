import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { startMail, sendMail, SmtpError, extractCode, extractLinks, type MailServer, type MailMessage } from './index.ts'
import { Mailbox } from './mailbox.ts'

let mail: MailServer

test.before(async () => {
  mail = await startMail()
})
test.after(async () => {
  await mail?.stop()
})

const list = async (query: string): Promise<MailMessage[]> => {
  const res = await fetch(`${mail.url}/messages?${query}`)
  assert.is(res.status, 200)
  return ((await res.json()) as { messages: MailMessage[] }).messages
}

test('behavior: a one-time code sent over SMTP with sendMail is read back from GET /messages?to= (from, to, subject, text, receivedAt, code)', async () => {
  const before = Date.now()
  const sent = await sendMail(mail.smtp, {
    from: 'Latch Wallet <wallet@latch.test>',
    to: 'Alice@Example.test',
    subject: 'Your login code',
    text: 'Your code is 042917.\nIt expires in 10 minutes.',
  })
  assert.match(sent.response, /^250/)
  const [message, ...rest] = await list('to=alice@example.test')
  assert.is(rest.length, 0)
  assert.ok(message)
  assert.is(message.from, 'Latch Wallet <wallet@latch.test>')
  assert.equal(message.to, ['alice@example.test'])
  assert.is(message.subject, 'Your login code')
  assert.is(message.text, 'Your code is 042917.\nIt expires in 10 minutes.')
  assert.is(message.code, '042917')
  assert.ok(Date.parse(message.receivedAt) >= before - 1000)
  assert.equal(mail.messages({ to: 'ALICE@example.test' }), [message])
})

test('behavior: ?to= lists only that mailbox (case-insensitive) and after=<id> only later messages', async () => {
  mail.clear()
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: ['bob@example.test', 'carol@example.test'], subject: 'Code 111111', text: 'hi' })
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'bob@example.test', subject: 'Code 222222', text: 'hi' })
  const bob = await list('to=BOB@example.test')
  assert.equal(
    bob.map((m) => m.code),
    ['111111', '222222'],
  )
  assert.equal(
    (await list('to=carol@example.test')).map((m) => m.code),
    ['111111'],
  )
  assert.equal(await list('to=dave@example.test'), [])
  assert.equal(
    (await list(`to=bob@example.test&after=${bob[0]!.id}`)).map((m) => m.code),
    ['222222'],
  )
  assert.is((await list('')).length, 2)
})

test('behavior: non-ASCII subject and text, long lines and a line starting with "." arrive intact', async () => {
  const text = `Bonjour Zoë — 🎉\n.hidden dot line\n${'x'.repeat(300)}\n.`
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'zoe@example.test', subject: 'Votre code : 987654 ✓', text })
  const [message] = await list('to=zoe@example.test')
  assert.is(message!.subject, 'Votre code : 987654 ✓')
  assert.is(message!.text, text)
  assert.is(message!.code, '987654')
})

test('behavior: GET /messages?waitMs= answers as soon as a matching message arrives, and [] when the wait ends without one', async () => {
  const box = new Mailbox()
  const waiting = box.wait({ to: 'eve@example.test' }, 60_000)
  box.deliver({ from: 'x@y.test', to: ['other@example.test'], subject: 'no', text: '', receivedAt: new Date().toISOString() })
  box.deliver({ from: 'x@y.test', to: ['EVE@example.test'], subject: 'Code 333444', text: '', receivedAt: new Date().toISOString() })
  assert.equal(
    (await waiting).map((m) => m.code),
    ['333444'],
  )
  const closing = box.wait({ to: 'nobody@example.test' }, 60_000)
  box.close()
  assert.equal(await closing, [])
  assert.equal(await list('to=nobody@example.test&waitMs=1'), [])
  const pending = mail.waitForMessage({ to: 'frank@example.test' })
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'frank@example.test', subject: 'Code 555666', text: '' })
  assert.is((await pending).code, '555666')
  const held = fetch(`${mail.url}/messages?to=grace@example.test&waitMs=20000`).then((r) => r.json() as Promise<{ messages: MailMessage[] }>)
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'grace@example.test', subject: 'Code 777888', text: '' })
  assert.equal(
    (await held).messages.map((m) => m.code),
    ['777888'],
  )
})

test('behavior: the mailbox page GET / shows each message with its code, newest first', async () => {
  const res = await fetch(`${mail.url}/?to=bob@example.test`)
  assert.is(res.status, 200)
  assert.match(res.headers.get('content-type') ?? '', 'text/html')
  const html = await res.text()
  assert.ok(html.indexOf('222222') < html.indexOf('111111'), 'newest first')
  assert.match(html, 'data-testid="mail-code">222222<')
  assert.not.match(html, '987654')
})

test('behavior: extractCode takes the first standalone 6-digit group of the subject, then of the text', () => {
  assert.is(extractCode('Your code', 'Use 123456 to sign in'), '123456')
  assert.is(extractCode('Code 654321', 'Use 123456'), '654321')
  assert.is(extractCode('Order 1234567', 'ref 12345, 7654321'), null)
  assert.is(extractCode('', 'code:000042!'), '000042')
})

test('behavior: each message lists the http(s) links of its text (a device-approval link), without trailing punctuation', async () => {
  await sendMail(mail.smtp, {
    from: 'wallet@latch.test',
    to: 'ivy@example.test',
    subject: 'New device',
    text: 'Approve this device: http://127.0.0.1:4000/device/approve?token=abc&x=1.\nOr see (https://latch.test/help).',
  })
  const [message] = await list('to=ivy@example.test')
  assert.equal(message!.links, ['http://127.0.0.1:4000/device/approve?token=abc&x=1', 'https://latch.test/help'])
  assert.is(message!.code, null)
  assert.equal(extractLinks('no links here'), [])
})

test('error: a refused recipient (bounce@) rejects sendMail with SmtpError 550 and stores nothing', async () => {
  const count = mail.messages().length
  try {
    await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'bounce@example.test', subject: 'Code 123123', text: '' })
    assert.unreachable('sendMail should fail')
  } catch (error) {
    assert.instance(error, SmtpError)
    assert.is((error as SmtpError).code, 550)
  }
  assert.is(mail.messages().length, count)
})

test('error: CR or LF in a header field is refused before connecting (header injection)', async () => {
  for (const bad of [{ subject: 'Hi\r\nBcc: x@y.test' }, { to: 'a@b.test\nRCPT TO:<c@d.test>' }, { from: 'a@b.test\r\n' }]) {
    try {
      await sendMail({ host: '127.0.0.1', port: 1 }, { from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't', ...bad })
      assert.unreachable('should throw')
    } catch (error) {
      assert.instance(error, SmtpError)
      assert.match((error as Error).message, 'CR or LF')
    }
  }
})

test('error: no server listening, or a server that never greets, rejects with SmtpError code 0', async () => {
  const silent = createServer(() => undefined)
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
  const { port } = silent.address() as AddressInfo
  try {
    await sendMail({ host: '127.0.0.1', port }, { from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't' }, { timeoutMs: 200 })
    assert.unreachable('should time out')
  } catch (error) {
    assert.instance(error, SmtpError)
    assert.is((error as SmtpError).code, 0)
  } finally {
    silent.close()
  }
  await new Promise<void>((resolve) => silent.close(() => resolve()))
  try {
    await sendMail({ host: '127.0.0.1', port }, { from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't' })
    assert.unreachable('should fail to connect')
  } catch (error) {
    assert.instance(error, SmtpError)
    assert.is((error as SmtpError).code, 0)
  }
})

test('error: a malformed after= or waitMs= is a 400 with a JSON message', async () => {
  for (const q of ['after=abc', 'waitMs=-1', 'waitMs=x']) {
    const res = await fetch(`${mail.url}/messages?${q}`)
    assert.is(res.status, 400, q)
    assert.type(((await res.json()) as { message: string }).message, 'string')
  }
})

test('behavior: stop() closes both ports; a second stop() is harmless', async () => {
  const other = await startMail()
  await other.stop()
  await other.stop()
  try {
    await sendMail(other.smtp, { from: 'a@b.test', to: 'c@d.test', subject: 's', text: 't' })
    assert.unreachable('smtp should be closed')
  } catch (error) {
    assert.instance(error, SmtpError)
  }
  await fetch(`${other.url}/messages`).then(
    () => assert.unreachable('http should be closed'),
    () => undefined,
  )
})

test.run()
