/**
 * wagmi's React hooks over the Latch connector in happy-dom (React 19, wagmi 3): what a wagmi app
 * renders — useAccount, useChainId — follows the modal, and useConnect / useSwitchChain /
 * useDisconnect go through it; a remount over the same storages (a reload) renders the restored
 * account without opening the modal (API.md "Other entries", SPEC.md §3 Connection).
 */
import { cleanup, createTestAdapter, createTestModal, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider, useAccount, useChainId, useConnect, useDisconnect, useSwitchChain, createStorage } from 'wagmi'
import { createMemoryStorage, type Modal } from '../../core/index.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { latchWagmiConfig } from './index.ts'

/** Every text the probe rendered, in order. */
const rendered: string[] = []
type Hooks = { connect(): Promise<unknown>; switchChain(chainId: number): Promise<unknown>; disconnect(): Promise<unknown> }

function Probe({ hooks }: { hooks: Partial<Hooks> }) {
  const account = useAccount()
  const chainId = useChainId()
  const { connectAsync, connectors } = useConnect()
  const { switchChainAsync } = useSwitchChain()
  const { disconnectAsync } = useDisconnect()
  hooks.connect = () => connectAsync({ connector: connectors[0]! })
  hooks.switchChain = (id) => switchChainAsync({ chainId: id })
  hooks.disconnect = () => disconnectAsync()
  const text = `${account.status} ${account.address ?? '-'} ${chainId}`
  rendered.push(text)
  return <p data-probe>{text}</p>
}

/** A page: the modal, wagmi's config over it, the probe rendered; storages kept across reloads. */
async function page(kept: { latch: ReturnType<typeof createMemoryStorage>; wagmi: Map<string, string> }) {
  const modal = createTestModal({ adapters: [createTestAdapter('eip155')], deps: { storage: kept.latch } })
  const storage = createStorage({ storage: { getItem: (k) => kept.wagmi.get(k) ?? null, setItem: (k, v) => void kept.wagmi.set(k, v), removeItem: (k) => void kept.wagmi.delete(k) } })
  // EIP-6963 discovery off: mipd dispatches Node's own CustomEvent, which happy-dom's window refuses.
  const config = latchWagmiConfig(modal, { storage, multiInjectedProviderDiscovery: false })
  const hooks: Partial<Hooks> = {}
  // No garbage-collection timers (5 minutes by default): they would keep the test process alive.
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } } })
  const view = await render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Probe hooks={hooks} />
      </QueryClientProvider>
    </WagmiProvider>,
  )
  const shown = () => view.container.querySelector('[data-probe]')?.textContent ?? ''
  return { modal, hooks: hooks as Hooks, shown, view }
}

const latchShown = (modal: Modal) => {
  const account = modal.getState().accounts.eip155
  if (account?.status !== 'connected') return 'disconnected'
  const [, chain, address] = account.caipAddress!.split(':')
  return `connected ${address} ${chain}`
}

test.after.each(cleanup)

test('behavior: the hooks render what the modal has, and useConnect / useSwitchChain / useDisconnect go through it', async () => {
  const p = await page({ latch: createMemoryStorage(), wagmi: new Map() })
  await waitUntil(() => p.shown().startsWith('disconnected'), 'wagmi disconnected')
  let connecting: Promise<unknown> | undefined
  await run(() => void (connecting = p.hooks.connect()))
  await waitUntil(() => p.modal.getState().open, 'the modal open')
  await run(() => p.modal.connect('injected', 'eip155'))
  await run(() => connecting)
  assert.is(p.shown(), `connected ${EVM_ADDRESS} 1`)
  assert.is(p.shown(), latchShown(p.modal))
  await run(() => p.hooks.switchChain(137))
  assert.is(p.modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.is(p.shown(), `connected ${EVM_ADDRESS} 137`)
  await run(() => p.modal.switchNetwork('eip155:1'))
  assert.is(p.shown(), latchShown(p.modal))
  await run(() => p.hooks.disconnect())
  assert.is(p.modal.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
  assert.ok(p.shown().startsWith('disconnected'), p.shown())
})

test('behavior: SPEC.md §3 a reload (remount over the same storages) renders the restored account; the modal never opens', async () => {
  const kept = { latch: createMemoryStorage(), wagmi: new Map<string, string>() }
  const first = await page(kept)
  await run(() => first.modal.connect('injected', 'eip155'))
  await run(() => first.modal.switchNetwork('eip155:137'))
  await waitUntil(() => first.shown() === `connected ${EVM_ADDRESS} 137`, 'wagmi connected')
  await cleanup()
  rendered.length = 0
  const second = await page(kept)
  const opened: boolean[] = []
  second.modal.subscribeState((s) => opened.push(s.open))
  await waitUntil(() => second.shown() === `connected ${EVM_ADDRESS} 137`, 'the restored account rendered')
  assert.is(second.shown(), latchShown(second.modal))
  assert.not.ok(opened.includes(true), 'the modal never opened')
  // No flash of "disconnected": reconnecting until Latch's restore, then the account.
  assert.equal(
    rendered.filter((text) => text.startsWith('disconnected')),
    [],
    rendered.join(' | '),
  )
})

test.run()
