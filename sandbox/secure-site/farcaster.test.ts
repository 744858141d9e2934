/** Farcaster sign-in on the secure site, against the real sandbox relay: a channel URL for the QR, the approval read back with its signature checked, expiry and unknown channels refused. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startFarcasterRelay, type FarcasterRelay } from '../farcaster/index.ts'
import { FarcasterLogins } from './farcaster.ts'
import { AuthError } from './auth.ts'

let relay: FarcasterRelay
test.before(async () => {
  relay = await startFarcasterRelay()
})
test.after(async () => {
  await relay?.stop()
})

/** The error `run` throws (uvu has no `rejects`). */
async function refusal(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a refusal')
}

const tokenOf = (url: string) => new URL(url).searchParams.get('channelToken')!

test('behavior: SPEC §4 Farcaster — start gives the relay URL (QR and link) and an opaque id; finish waits, then returns the approved fid and username', async () => {
  const logins = new FarcasterLogins(relay.url)
  const { url, channel } = await logins.start('http://127.0.0.1:9')
  assert.ok(url.startsWith(`${relay.url}/siwf?channelToken=`), url)
  assert.not.ok(url.includes(channel), 'the id the frame holds is not the channel token')
  assert.is(await logins.finish(channel, 300), undefined, 'still pending: the frame asks again')
  await relay.approve(tokenOf(url), { username: 'carol', fid: 31337 })
  assert.equal(await logins.finish(channel, 2_000), { fid: 31337, username: 'carol' })
  const reused = await refusal(() => logins.finish(channel, 300))
  assert.ok(reused instanceof AuthError && /Unknown Farcaster channel/.test(reused.message), 'a channel is used once')
})

test("error: an expired channel and an unknown id are refused (the modal says 'Failed to connect to farcaster'); no relay configured, start is refused", async () => {
  const logins = new FarcasterLogins(relay.url)
  const { url, channel } = await logins.start('http://127.0.0.1:9')
  relay.expire(tokenOf(url))
  assert.match((await refusal(() => logins.finish(channel, 1_000))).message, /expired/)
  assert.match((await refusal(() => logins.finish('forged', 300))).message, /Unknown Farcaster channel/)
  assert.match((await refusal(() => new FarcasterLogins(undefined).start('http://127.0.0.1:9'))).message, /not configured/)
})

test.run()
