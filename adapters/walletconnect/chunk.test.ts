/**
 * WalletConnect bundle proofs: in a code-split host page that configures `walletConnect()` beside the
 * eip155 adapter, @walletconnect/universal-provider sits behind a dynamic import only — a page that
 * never takes a WalletConnect path never loads it. Prints the lazy chunk's size. The goal
 * (≤ 150 KB gzip) is met: 384.7 KB gzip as first built (CommonJS builds of @walletconnect/*, all of
 * ox, every @scure/bip39 wordlist, es-toolkit's compat index), 129.1 KB after the cut of
 * scripts/walletConnectSlim.ts (ESM builds, an `ox` stand-in).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildHostPage, chunkBytes, reachableChunks, type HostBuild } from '../../scripts/buildHostPage.ts'

let build: HostBuild
const PAGE = `
import { createModal } from '../../core/index.ts'
import { eip155Adapter } from '../eip155/index.ts'
import { walletConnect } from './index.ts'
const networks = [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } }] as const
const wc = walletConnect({ projectId: 'p', metadata: { name: 'n', description: '', url: 'https://x', icons: [] }, networks: [...networks] })
createModal({ projectId: 'p', networks: [...networks], adapters: [eip155Adapter({ connectors: [wc.eip155] }), wc] })
`

test.before(async () => {
  build = await buildHostPage({ contents: PAGE, resolveDir: new URL('.', import.meta.url).pathname })
})

const holdsProvider = (key: string) => Object.keys(build.outputs[key]!.inputs).some((input) => input.includes('node_modules/@walletconnect/universal-provider/'))

test('behavior: a page that never opens WalletConnect never loads universal-provider (dynamic import only)', () => {
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  assert.not.ok(initial.some(holdsProvider), 'no statically loaded chunk holds universal-provider')
  assert.ok(total.some(holdsProvider), 'a lazy chunk does')
})

test('behavior: the WalletConnect lazy chunks stay within the goal of 150 KB gzip (129.1 KB measured)', () => {
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const lazy = total.filter((key) => !initial.includes(key) && (holdsProvider(key) || reachableChunks(build.outputs, key).initial.some(holdsProvider)))
  const wcOnly = new Set(lazy.flatMap((key) => reachableChunks(build.outputs, key).initial).filter((key) => !initial.includes(key)))
  const size = chunkBytes(build.files, [...wcOnly])
  console.log(`walletconnect lazy chunks: ${wcOnly.size} files, ${(size.minified / 1024).toFixed(1)} KB min, ${(size.gzip / 1024).toFixed(1)} KB gzip`)
  assert.ok(size.gzip <= 150 * 1024, `${(size.gzip / 1024).toFixed(1)} KB gzip`)
})

test.run()
