import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http, parseEther } from 'viem'
import { testAccount } from '../evm/accounts.ts'
import { artifacts } from '../evm/artifacts.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { mintNft } from '../evm/mintNft.ts'
import { sandboxChain } from '../evm/viemChain.ts'
import { startBlockchainApi, type BlockchainApi } from './server.ts'
import type { HistoryResponse, NftsResponse } from './types.ts'

let evm: EvmChains
let api: BlockchainApi
let dir: string
const P = 'projectId=test-project'

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-nfts-'))
  evm = await startEvmChains([31337])
  api = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
})
test.after(async () => {
  await api?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function get<T>(path: string): Promise<{ status: number; body: T & { message?: string } }> {
  const res = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${P}`)
  return { status: res.status, body: (await res.json()) as T & { message?: string } }
}
const chain = () => evm.chains[0]!
const wallet = (index: number) => createWalletClient({ account: testAccount(index), chain: sandboxChain(chain().chainId, chain().rpcUrl), transport: http(chain().rpcUrl) })
const names = (r: NftsResponse) => r.data.map((n) => `${n.name}${n.flags.is_spam ? ' (spam)' : ''}`)

test('default: GET /v1/account/{address}/nfts lists the seeded Latch Passes of account 0, spam flagged, with collection and preview', async () => {
  const { status, body } = await get<NftsResponse>(`/v1/account/${testAccount(0).address}/nfts?chainId=eip155:31337`)
  assert.is(status, 200)
  assert.equal(names(body), ['Latch Pass #1', 'Latch Pass #2', 'Claim 5000 USDC at latch-airdrop.example (spam)'])
  const first = body.data[0]!
  assert.equal(first.collection, { name: 'Latch Pass', symbol: 'LPASS' })
  assert.is(first.chainId, 'eip155:31337')
  assert.is(first.tokenId, '1')
  assert.is(first.preview.url, `${api.url}/nft/31337/${chain().nft.address.toLowerCase()}/1.svg`)
  const image = await fetch(first.preview.url)
  assert.is(image.headers.get('content-type'), 'image/svg+xml')
  assert.is(body.next, null)
})

test('behavior: mintNft gives a real token: listed in the NFTs and as a mint in the history (a sandbox helper for the NFTs tab)', async () => {
  const to = testAccount(3).address
  const { tokenId, hash } = await mintNft(chain(), { to, name: 'Journey Pass' })
  assert.is(tokenId, 6n, 'the first id after the five seeded items')
  const nfts = (await get<NftsResponse>(`/v1/account/${to}/nfts`)).body
  assert.equal(names(nfts), ['Journey Pass'])
  const history = (await get<HistoryResponse>(`/v1/account/${to}/history?chainId=eip155:31337`)).body
  const mint = history.data.find((t) => t.metadata.hash === hash)!
  assert.is(mint.metadata.operationType, 'mint')
  assert.is(mint.transfers[0]!.nft_info?.name, 'Journey Pass')
  assert.is(mint.transfers[0]!.direction, 'in')
  const second = await mintNft(chain(), { to, spam: true })
  assert.is(second.tokenId, 7n)
  assert.equal(names((await get<NftsResponse>(`/v1/account/${to}/nfts`)).body), ['Journey Pass', 'Latch Pass #7 (spam)'])
})

test('behavior: a transferred NFT moves to its new owner; an ETH send is a send for one and a receive for the other', async () => {
  const from = testAccount(1)
  const to = testAccount(4).address
  await wallet(1).writeContract({ address: chain().nft.address, abi: artifacts.SandboxNFT.abi, functionName: 'transferFrom', args: [from.address, to, 3n] })
  assert.equal(names((await get<NftsResponse>(`/v1/account/${from.address}/nfts`)).body), ['You won! Visit free-mint.example (spam)'])
  assert.equal(names((await get<NftsResponse>(`/v1/account/${to}/nfts`)).body), ['Latch Pass #3'])
  const hash = await wallet(1).sendTransaction({ to, value: parseEther('0.25') })
  const sent = (await get<HistoryResponse>(`/v1/account/${from.address}/history`)).body.data.find((t) => t.metadata.hash === hash)!
  const received = (await get<HistoryResponse>(`/v1/account/${to}/history`)).body.data.find((t) => t.metadata.hash === hash)!
  assert.equal([sent.metadata.operationType, sent.transfers[0]!.direction, sent.transfers[0]!.quantity.numeric], ['send', 'out', '0.25'])
  assert.equal([received.metadata.operationType, received.transfers[0]!.direction], ['receive', 'in'])
})

test('error: nfts of a malformed address is a 400; an unknown chain is a 400', async () => {
  assert.is((await get(`/v1/account/0x123/nfts`)).status, 400)
  assert.is((await get(`/v1/account/${testAccount(0).address}/nfts?chainId=eip155:1`)).status, 400)
})

test.run()
