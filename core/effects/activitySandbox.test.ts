/**
 * Activity, NFTs and identity against the real sandbox: anvil, the blockchain service's
 * indexer, the real blockchain-service client and the epics on the store. What happens on chain is
 * what the tabs show.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createWalletClient, http, parseEther } from 'viem'
import { createBlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { selectActivity, selectNfts } from '../selectors/activity.ts'
import { transferSign } from '../rules/activity.ts'
import { init } from '../../test/fixtures/config.ts'
import { anvil, NETWORKS } from '../../test/fixtures/networks.ts'
import { until } from '../../test/fixtures/until.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import { mintNft } from '../../sandbox/evm/mintNft.ts'
import { sandboxChain } from '../../sandbox/evm/viemChain.ts'
import { useBlockchainWorld } from '../../test/fixtures/blockchainWorld.ts'
import { activityEpic } from './activity.ts'
import { identityEpic } from './identity.ts'
import { nftsEpic } from './nfts.ts'

const world = useBlockchainWorld(test, 'activity')

const user = testAccount(2)
const caipAddress = `eip155:31337:${user.address}`

function storeFor() {
  const blockchainApi = createBlockchainApi({ projectId: 'test-project', scheduler: asyncScheduler, baseUrl: world.service.url })
  const store = createStore({ epics: { activityEpic, nftsEpic, identityEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [], blockchainApi } })
  store.dispatch(init({ networks: [...NETWORKS, anvil] }))
  store.dispatch(events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress }))
  return store
}
const rows = (store: ReturnType<typeof storeFor>) =>
  selectActivity(store.getState())
    .groups.flatMap((g) => g.transactions)
    .map(
      (tx) =>
        `${tx.metadata.operationType} ${tx.transfers.map((t) => `${transferSign(tx.metadata.operationType, t.direction)}${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`).join(', ')}`,
    )

test('behavior: a real mint, spam airdrop, token transfer and ETH send show in Activity with their signs; the NFT in the grid', async () => {
  const chain = world.evm.chains[0]!
  await mintNft(chain, { to: user.address, name: 'Journey Pass' })
  await mintNft(chain, { to: user.address, name: 'Free money airdrop', spam: true })
  const store = storeFor()
  store.dispatch(events.router.accountTabSelected({ tab: 'Activity' }))
  await until(() => selectActivity(store.getState()).status === 'success', 'the first page')
  const list = rows(store)
  assert.is(list[0], 'mint +1 Journey Pass', 'newest first; the spam-only airdrop is dropped')
  assert.ok(list.includes('mint +10000 USDC') && list.includes('mint +1000 LATCH'), `the seeded token mints (ERC-20 transfers):\n${list.join('\n')}`)
  assert.not.ok(list.some((r) => r.includes('Free money')))

  // A send the wallet made (here viem with the account's key): pending at once, then listed once.
  const wallet = createWalletClient({ account: user, chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
  store.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', decimals: 18, balance: '100' } }))
  store.dispatch(events.send.amountChanged({ amount: '0.5' }))
  store.dispatch(events.send.receiverChanged({ receiver: testAccount(3).address }))
  store.dispatch(events.send.submitted({ requestId: 'send-1' }))
  const hash = await wallet.sendTransaction({ to: testAccount(3).address, value: parseEther('0.5') })
  store.dispatch(events.send.succeeded({ requestId: 'send-1', hash }))
  assert.is(selectActivity(store.getState()).pending[0]?.metadata.hash, hash)
  await until(() => selectActivity(store.getState()).pending.length === 0, 'the history lists the send')
  const after = rows(store)
  assert.is(after[0], 'send -0.5 ETH')
  assert.is(after.filter((r) => r === 'send -0.5 ETH').length, 1, 'no duplicate once the indexer caught up')

  store.dispatch(events.router.accountTabSelected({ tab: 'NFTs' }))
  await until(() => selectNfts(store.getState()).status === 'success', 'the NFTs')
  assert.equal(
    selectNfts(store.getState()).nfts.map((n) => [n.name, n.collection.name]),
    [['Journey Pass', 'Latch Pass']],
  )
  store.destroy()
})

test('behavior: SPEC §7 cursor paging through the whole history of account 0 reaches the last page', async () => {
  const store = storeFor()
  store.dispatch(events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:31337:${testAccount(9).address}` }))
  store.dispatch(events.router.accountTabSelected({ tab: 'Activity' }))
  await until(() => selectActivity(store.getState()).status === 'success', 'the first page')
  let pages = 1
  while (selectActivity(store.getState()).hasMore) {
    const before = store.getState().activity!.transactions.length
    store.dispatch(events.activity.moreRequested())
    await until(() => store.getState().activity!.transactions.length > before || !selectActivity(store.getState()).hasMore, 'the next page')
    pages++
  }
  const ids = store.getState().activity!.transactions.map((t) => t.id)
  assert.ok(pages >= 4, `the operator's ~36 deploy transactions span several pages (${pages})`)
  assert.is(new Set(ids).size, ids.length, 'pages do not overlap')
  store.destroy()
})

test("error: SPEC §8 a failing service gives 'Failed to fetch transactions' and an empty list", async () => {
  const blockchainApi = createBlockchainApi({ projectId: 'status-500', scheduler: asyncScheduler, baseUrl: world.service.url })
  const store = createStore({ epics: { activityEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [], blockchainApi } })
  store.dispatch(init({ networks: [...NETWORKS, anvil] }))
  store.dispatch(events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress }))
  store.dispatch(events.router.accountTabSelected({ tab: 'Activity' }))
  await until(() => store.getState().activity?.status === 'failure', 'the failure', 30_000)
  assert.is(store.getState().snackbar?.message, 'Failed to fetch transactions')
  store.destroy()
})

test.run()
