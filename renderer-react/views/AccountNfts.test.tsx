import { $, $$, cleanup, click, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { of } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import type { BlockchainApi } from '../../core/clients/blockchainApi.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { silentBlockchainApi } from '../../test/fixtures/silentBlockchainApi.ts'

test.after.each(cleanup)

const caipAddress = `eip155:1:${EVM_ADDRESS}`
const nft = (tokenId: string, name = `Latch Pass #${tokenId}`, spam = false) => ({
  chainId: 'eip155:1',
  contract: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  tokenId,
  name,
  collection: { name: 'Latch Pass', symbol: 'LPASS' },
  preview: { url: `https://img.test/${tokenId}.svg` },
  flags: { is_spam: spam },
})

async function openAccount(options: Parameters<typeof createTestModal>[0] = {}) {
  // A service exists (silent: the test feeds its answers); without one the tabs say 'unavailable'.
  const modal = createTestModal({ ...options, deps: { blockchainApi: silentBlockchainApi(), ...options.deps } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  return modal
}

test('behavior: the NFTs tab: loading skeleton, then a grid of preview, name and collection; spam dropped', async () => {
  const modal = await openAccount()
  await click($('[data-tab="NFTs"]'))
  await run(() => dispatchInternal(modal, events.nfts.requested({ caipAddress })))
  assert.is($('[data-nfts="loading"]').getAttribute('aria-busy'), 'true')
  await run(() => dispatchInternal(modal, events.nfts.loaded({ caipAddress, nfts: [nft('1'), nft('4', 'Claim 5000 USDC', true), nft('2')] })))
  assert.equal(
    $$('[data-nft]').map((n) => [n.querySelector('[data-nft-name]')?.textContent, n.querySelector('[data-nft-collection]')?.textContent, n.querySelector('img')?.getAttribute('src')]),
    [
      ['Latch Pass #1', 'Latch Pass', 'https://img.test/1.svg'],
      ['Latch Pass #2', 'Latch Pass', 'https://img.test/2.svg'],
    ],
  )
})

test('behavior: no NFTs shows the empty state; a failure the error state', async () => {
  const modal = await openAccount()
  await click($('[data-tab="NFTs"]'))
  await run(() => dispatchInternal(modal, events.nfts.loaded({ caipAddress, nfts: [] })))
  assert.is($('[data-nfts="empty"]').textContent, 'No NFTs yet.')
  await run(() => dispatchInternal(modal, events.nfts.failed({ caipAddress, error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed' } })))
  assert.is($('[data-nfts="failure"]').textContent, 'NFTs could not be loaded.')
})

test('behavior: NFT images are images only: a hostile name is text, markup in a preview URL is no element', async () => {
  const modal = await openAccount()
  await click($('[data-tab="NFTs"]'))
  const hostile = '<img src=x onerror=alert(1)>'
  await run(() =>
    dispatchInternal(
      modal,
      events.nfts.loaded({
        caipAddress,
        nfts: [
          { ...nft('1', hostile), preview: { url: 'javascript:alert(1)' } },
          { ...nft('2'), preview: { url: 'data:text/html,<script>alert(1)</script>' } },
        ],
      }),
    ),
  )
  assert.is($('[data-nft-name]').textContent, hostile)
  assert.not.ok(exists('img[src="x"]'))
  assert.not.ok(exists('[data-nft] img'), 'neither a javascript: nor a data:text/html preview becomes an image')
  assert.not.ok(exists('[data-nft] script'))
})

test('behavior: choosing the NFTs tab fetches the grid of the active chain from the blockchain service', async () => {
  const asked: { address: string; chainId: string }[] = []
  const api = {
    getNfts: (args: { address: string; chainId: string }) => {
      asked.push(args)
      return of({ data: [nft('1')] })
    },
    getIdentity: () => of({}),
  } as unknown as BlockchainApi
  await openAccount({ deps: { blockchainApi: api } })
  await click($('[data-tab="NFTs"]'))
  await waitUntil(() => exists('[data-nft]'), 'the grid')
  assert.equal(asked, [{ address: EVM_ADDRESS, chainId: 'eip155:1' }])
})

test('behavior: SPEC §3 profileName and profileImage from the identity call show in the Account header and the AccountButton', async () => {
  const api = { getIdentity: () => of({ name: 'alice.reown.id', avatar: 'https://img.test/alice.png' }) } as unknown as BlockchainApi
  const modal = createTestModal({ deps: { blockchainApi: api } })
  const { AccountButton } = await import('../components/AccountButton.tsx')
  await render(
    <ModalProvider modal={modal}>
      <AccountButton />
    </ModalProvider>,
  )
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await waitUntil(() => modal.getState().accounts.eip155?.profileName !== undefined, 'the identity')
  assert.is($('[data-latch-account-button] [data-label]').textContent, 'alice.reown.id')
  assert.is($('[data-latch-account-button]').getAttribute('aria-label'), 'Account alice.reown.id', 'the accessible name holds the visible one')
  await run(() => modal.open())
  assert.is($('[data-profile-name]').textContent, 'alice.reown.id')
  assert.is($('[data-profile-image]').getAttribute('src'), 'https://img.test/alice.png')
  assert.is($('[data-address]').textContent, '0xf3…b92266')
})

test.run()
