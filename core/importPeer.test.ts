import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { PeerDependencyMissingError } from './errors/PeerDependencyMissingError.ts'
import { LatchError } from './errors/LatchError.ts'
import { importPeer, isMissingModule } from './importPeer.ts'

const peer = { packageName: '@latch-test/not-installed', entry: 'latch/solana', install: '@latch-test/not-installed@1' }

test('error: a missing optional peer names the package and the entry that needs it', async () => {
  // A real dynamic import of a package that is not installed: Node's own ERR_MODULE_NOT_FOUND.
  const error = await importPeer(() => import(peer.packageName), peer).then(
    () => assert.unreachable('imported a package that is not installed'),
    (e: unknown) => e,
  )
  assert.instance(error, PeerDependencyMissingError)
  assert.instance(error, LatchError)
  const missing = error as PeerDependencyMissingError
  assert.is(missing.name, 'PeerDependencyMissingError')
  assert.is(missing.shortMessage, 'latch/solana needs @latch-test/not-installed: npm i @latch-test/not-installed@1')
  assert.is(missing.packageName, '@latch-test/not-installed')
  assert.is(missing.entry, 'latch/solana')
  assert.is((missing.cause as { code?: string }).code, 'ERR_MODULE_NOT_FOUND')
})

test('behavior: an installed peer loads unchanged', async () => {
  const loaded = await importPeer(() => import('uvu/assert'), { packageName: 'uvu', entry: 'latch/test' })
  assert.is(loaded.is, assert.is)
})

test('behavior: a failure inside an installed peer is not reported as a missing one', async () => {
  const thrown = new Error('boom while initialising')
  const error = await importPeer(() => Promise.reject(thrown), peer).catch((e: unknown) => e)
  assert.is(error, thrown)
  // A missing module inside the peer (one of its own dependencies) is not the peer missing.
  const inner = Object.assign(new Error("Cannot find package 'bn.js' imported from /x/web3.js"), { code: 'ERR_MODULE_NOT_FOUND' })
  assert.not.ok(isMissingModule(inner, '@solana/web3.js'))
  assert.ok(isMissingModule(new Error('Could not resolve "@solana/web3.js"'), '@solana/web3.js'))
})

test.run()
