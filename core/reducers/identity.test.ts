import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { selectNfts } from '../selectors/activity.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const caipAddress = `eip155:1:${address}`

test('behavior: SPEC §3 identity gives the account its profileName and profileImage (any letter case)', () => {
  const state = reduceAll([init(), connectEvm(), events.identity.loaded({ address: address.toLowerCase(), name: 'alice.reown.id', avatar: 'https://img.test/a.png' })])
  assert.is(state.accounts.eip155!.profileName, 'alice.reown.id')
  assert.is(state.accounts.eip155!.profileImage, 'https://img.test/a.png')
  const none = reduceAll([events.identity.loaded({ address })], state)
  assert.is(none.accounts.eip155!.profileName, undefined)
  assert.is(none.accounts.eip155!.profileImage, undefined)
})

test("behavior: another address on the namespace does not keep the previous one's name; a failure clears it", () => {
  const named = reduceAll([init(), connectEvm(), events.identity.loaded({ address, name: 'alice.reown.id' })])
  const other = reduceAll([events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })], named)
  assert.is(other.accounts.eip155!.profileName, undefined)
  const sameAgain = reduceAll([connectEvm(137)], named)
  assert.is(sameAgain.accounts.eip155!.profileName, 'alice.reown.id', 'same address, other network: same name')
  const failed = reduceAll([events.identity.failed({ address, error: { name: 'HttpRequestError', shortMessage: 'x' } })], named)
  assert.is(failed.accounts.eip155!.profileName, undefined)
})

const nft = (tokenId: string, spam = false, chainId = 'eip155:1') => ({
  chainId,
  contract: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  tokenId,
  name: `Latch Pass #${tokenId}`,
  collection: { name: 'Latch Pass', symbol: 'LPASS' },
  preview: { url: `https://img.test/${tokenId}.svg` },
  flags: { is_spam: spam },
})

test('behavior: the NFTs grid keeps the active network and drops spam; failure and stale answers', () => {
  const state = reduceAll([init(), connectEvm(), events.nfts.requested({ caipAddress }), events.nfts.loaded({ caipAddress, nfts: [nft('1'), nft('4', true), nft('2', false, 'eip155:137')] })])
  assert.equal(
    selectNfts(state).nfts.map((n) => n.tokenId),
    ['1'],
  )
  assert.is(selectNfts(state).status, 'success')
  const stale = reduceAll([events.nfts.loaded({ caipAddress: 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', nfts: [] })], state)
  assert.is(stale, state)
  const failed = reduceAll([events.nfts.failed({ caipAddress, error: { name: 'E', shortMessage: 'x' } })], state)
  assert.is(selectNfts(failed).status, 'failure')
  const switched = reduceAll([connectEvm(137)], state)
  assert.is(selectNfts(switched).status, 'idle', "another network's grid is not shown")
})

test.run()
