/**
 * The embedded wallet's acting account per network, in Chromium on the demo (SPEC.md §3 smart
 * account enabled networks, §4 the account type rule, §6 smartAccount by default), on a sandbox
 * where only anvil 31337 has the smart-account factory: the steps are test/journeys/embedded.ts
 * (`embeddedAccountFollowsNetwork`), which the packed-tarball host test runs too.
 */
import { test } from 'uvu'
import { openDemo, type DemoSession } from './helpers.ts'
import { embeddedAccountFollowsNetwork, inbox } from '../journeys/embedded.ts'

let demo: DemoSession

test.before(async () => {
  demo = await openDemo({ smartAccountChainIds: [31337] })
  demo.page.setDefaultTimeout(30_000)
})

test.after(async () => {
  await demo?.close()
})

test('behavior: SPEC §3/§4 a network without smart accounts shows the EOA the secure site acts with there; back on a network with them, the smart account', async () => {
  await embeddedAccountFollowsNetwork(demo.dapp, inbox(demo.served.sandbox!.mail!, 'networks.user@example.com'), { smart: 31337, plain: 31338 })
})

test.run()
