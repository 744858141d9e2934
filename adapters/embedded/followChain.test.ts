/**
 * SPEC.md §3 Connection (one connection per origin) with the embedded wallet: the secure site keeps
 * one chain for all its frames, so a network switched in one tab is the chain every tab's calls go
 * to. Two tabs' providers, each over its own frame, the second following the first's switch through
 * the origin's BroadcastChannel (Node's own), as `embeddedWallet` wires them.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { followChainOfOtherTabs } from './embeddedWallet.ts'
import type { FrameManager } from './frameManager.ts'
import { embeddedProvider, type EmbeddedProvider } from './provider.ts'

/** A tab: its provider over a frame that records the chain of each call (answers as the secure site does). */
function tab(channel: { chain?: BroadcastChannel }) {
  const calls: string[] = []
  let counter = 0
  const frame = {
    nextId: () => `t${++counter}`,
    async request(type: string, payload: { chainId?: string }) {
      if (type === 'switchNetwork') return { chainId: payload.chainId }
      if (type === 'rpcRequest') return (calls.push(payload.chainId!), { result: '0x1' })
      throw new Error(`unexpected ${type}`)
    },
  } as unknown as FrameManager
  const provider: EmbeddedProvider = embeddedProvider(async () => frame, {
    approvalRequested: () => undefined,
    approvalSettled: () => undefined,
    chainSwitched: (chainId) => channel.chain?.postMessage(chainId),
  })
  channel.chain = followChainOfOtherTabs('https://secure.example', provider)
  return { provider, calls, close: () => channel.chain?.close() }
}

test('behavior: SPEC.md §3 Connection — a chain switched in one tab is the chain the other tab’s next call goes to, with no request to its frame', async () => {
  const [a, b] = [tab({}), tab({})]
  try {
    await a.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    for (let i = 0; i < 100 && (await b.provider.request({ method: 'eth_blockNumber' }), b.calls.at(-1) !== 'eip155:31338'); i++) await new Promise((resolve) => setTimeout(resolve, 5))
    assert.is(b.calls.at(-1), 'eip155:31338')
    await a.provider.request({ method: 'eth_blockNumber' })
    assert.is(a.calls.at(-1), 'eip155:31338', 'the tab that switched too')
  } finally {
    a.close()
    b.close()
  }
})

test('error: a message that names no eip155 chain is not followed', async () => {
  const [a, b] = [tab({}), tab({})]
  const other = new BroadcastChannel('latch/embedded/chain/https://secure.example')
  try {
    await a.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    for (let i = 0; i < 100 && (await b.provider.request({ method: 'eth_blockNumber' }), b.calls.at(-1) !== 'eip155:137'); i++) await new Promise((resolve) => setTimeout(resolve, 5))
    other.postMessage({ chainId: 'eip155:1' })
    other.postMessage('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await new Promise((resolve) => setTimeout(resolve, 20))
    await b.provider.request({ method: 'eth_blockNumber' })
    assert.is(b.calls.at(-1), 'eip155:137')
  } finally {
    other.close()
    a.close()
    b.close()
  }
})

test.run()
