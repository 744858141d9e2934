import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startLoginServices } from './index.ts'
import { sendMail } from '../mail/index.ts'

test('default: startLoginServices brings the mail server, the OAuth provider and the Farcaster relay up on 127.0.0.1 free ports, and stop() closes them', async () => {
  const login = await startLoginServices()
  try {
    assert.match(login.mail!.url, /^http:\/\/127\.0\.0\.1:\d+$/)
    assert.match(login.oauth!.issuer, /^http:\/\/127\.0\.0\.1:\d+$/)
    await sendMail(login.mail!.smtp, { from: 'a@latch.test', to: 'b@latch.test', subject: 'Code 123456', text: '' })
    assert.is((await login.mail!.waitForMessage({ to: 'b@latch.test' })).code, '123456')
    assert.is(((await (await fetch(login.oauth!.endpoints.discovery)).json()) as { issuer: string }).issuer, login.oauth!.issuer)
    const channel = await fetch(`${login.farcaster!.url}/v1/channel`, { method: 'POST', body: JSON.stringify({ siweUri: 'http://127.0.0.1/', domain: '127.0.0.1' }) })
    assert.is(channel.status, 201)
  } finally {
    await login.stop()
    await login.stop()
  }
  await fetch(login.oauth!.endpoints.discovery).then(
    () => assert.unreachable('closed'),
    () => undefined,
  )
})

test('behavior: a service turned off is not started', async () => {
  const login = await startLoginServices({ mail: false, oauth: false, farcaster: false })
  assert.equal(Object.keys(login), ['stop'])
  await login.stop()
})

test.run()
