/**
 * `latch/wagmi` against a real modal (plain Node, the test eip155 adapter): wagmi's account and
 * chain equal Latch's after every connect, network switch, connection switch, disconnect and
 * reload, whichever side asked (API.md "Other entries": Latch is the source of truth).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { connect, createStorage, disconnect, getAccount, reconnect, switchChain, type Config } from '@wagmi/core'
import { createModal, dispatchInternal, type CreateModalOptions, type Modal } from '../../core/modal.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { events } from '../../core/events/index.ts'
import { NETWORKS, EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { createTestAdapter, type TestAdapter } from '../../test/fixtures/testAdapter.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { latchWagmiConfig } from './index.ts'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** One page: a modal and a wagmi config over the same two storages a reload keeps. */
type Page = { modal: Modal; config: Config; adapter: TestAdapter }
type Storages = { latch: ReturnType<typeof createMemoryStorage>; wagmi: Map<string, string> }
const storages = (): Storages => ({ latch: createMemoryStorage(), wagmi: new Map() })

function page(kept: Storages): Page {
  const adapter = createTestAdapter('eip155')
  const options: CreateModalOptions = {
    projectId: 'p1',
    networks: NETWORKS,
    adapters: [adapter],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage: kept.latch } as CreateModalOptions['deps'],
  }
  const modal = createModal(options)
  const config = latchWagmiConfig(modal, {
    storage: createStorage({
      storage: { getItem: (k) => kept.wagmi.get(k) ?? null, setItem: (k, v) => void kept.wagmi.set(k, v), removeItem: (k) => void kept.wagmi.delete(k) },
    }),
  })
  return { modal, config, adapter }
}

/** Latch's eip155 connection as wagmi should see it. */
function latchView(modal: Modal) {
  const state = modal.getState()
  const account = state.accounts.eip155
  if (account?.status !== 'connected' || !account.caipAddress) return { status: 'disconnected' as const }
  const [, chain, address] = account.caipAddress.split(':')
  return { status: 'connected' as const, address: address!.toLowerCase(), chainId: Number(chain) }
}

function wagmiView(config: Config) {
  const account = getAccount(config)
  if (account.status !== 'connected') return { status: account.status }
  return { status: 'connected' as const, address: account.address.toLowerCase(), chainId: account.chainId }
}

function agree(p: Page, step: string) {
  assert.equal(wagmiView(p.config), latchView(p.modal), step)
}

async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!ready()) throw new Error(`timed out waiting for ${what}`)
}

test("behavior: wagmi's connect opens the modal and resolves once the user connects there; account and chain are Latch's", async () => {
  const p = page(storages())
  const connecting = connect(p.config, { connector: p.config.connectors[0]! })
  await until(() => p.modal.getState().open, 'the modal open')
  assert.is(getAccount(p.config).status, 'connecting')
  await p.modal.connect('injected', 'eip155')
  const result = await connecting
  assert.equal(result.accounts, [EVM_ADDRESS])
  assert.is(result.chainId, 1)
  agree(p, 'after connect')
  assert.is(getAccount(p.config).address, EVM_ADDRESS)
  p.modal.destroy()
})

test("behavior: SPEC.md §8 closing the modal rejects wagmi's connect as a user rejection; wagmi stays disconnected", async () => {
  const p = page(storages())
  const connecting = connect(p.config, { connector: p.config.connectors[0]! }).then(
    () => undefined,
    (error: Error) => error,
  )
  await until(() => p.modal.getState().open, 'the modal open')
  p.modal.close()
  const error = await connecting
  assert.is(error?.name, 'UserRejectedRequestError')
  agree(p, 'after the modal closed')
  assert.is(getAccount(p.config).status, 'disconnected')
  p.modal.destroy()
})

test('behavior: what the modal does reaches wagmi — connect in the modal, network switch, connection switch, disconnect', async () => {
  const p = page(storages())
  await p.modal.connect('injected', 'eip155')
  agree(p, 'connected in the modal')
  assert.is(getAccount(p.config).status, 'connected')
  await p.modal.switchNetwork('eip155:137')
  agree(p, 'network switched in the modal')
  assert.is(getAccount(p.config).chainId, 137)
  dispatchInternal(p.modal, events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:137:${OTHER}` }))
  agree(p, 'another account')
  assert.is(getAccount(p.config).address, OTHER)
  await p.modal.disconnect('eip155')
  agree(p, 'disconnected in the modal')
  assert.is(getAccount(p.config).status, 'disconnected')
  p.modal.destroy()
})

test("behavior: SPEC.md §4 wagmi's switchChain and disconnect go through the modal", async () => {
  const p = page(storages())
  const connecting = connect(p.config, { connector: p.config.connectors[0]! })
  await until(() => p.modal.getState().open, 'the modal open')
  await p.modal.connect('injected', 'eip155')
  await connecting
  const chain = await switchChain(p.config, { chainId: 137 })
  assert.is(chain.id, 137)
  assert.equal(p.adapter.calls.switchNetwork, ['eip155:137'])
  assert.is(p.modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.ok(p.modal.eventLog().some((e) => e.type === 'networks/switchRequested'))
  agree(p, 'after switchChain')
  await disconnect(p.config)
  assert.is(p.adapter.calls.disconnect, 1)
  assert.is(p.modal.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
  agree(p, 'after disconnect')
  p.modal.destroy()
})

test('behavior: SPEC.md §3 a reload reconnects wagmi to the connection Latch restored, silently (the modal never opens)', async () => {
  const kept = storages()
  const first = page(kept)
  await first.modal.connect('injected', 'eip155')
  await first.modal.switchNetwork('eip155:137')
  agree(first, 'before the reload')
  first.modal.destroy()
  const second = page(kept)
  const opened: boolean[] = []
  second.modal.subscribeState((s) => opened.push(s.open))
  await reconnect(second.config)
  agree(second, 'after the reload')
  assert.is(getAccount(second.config).status, 'connected')
  assert.is(getAccount(second.config).chainId, 137)
  assert.equal(second.adapter.calls.reconnect, ['injected'])
  assert.not.ok(opened.includes(true), 'the modal never opened')
  second.modal.destroy()
  // Disconnected before the reload: wagmi stays disconnected, without waiting or opening.
  const third = page(storages())
  await reconnect(third.config)
  assert.is(getAccount(third.config).status, 'disconnected')
  assert.not.ok(third.modal.getState().open)
  third.modal.destroy()
})

test('property: over random connect / switch / disconnect / reload sequences from either side, wagmi agrees with Latch after each step', async () => {
  type Step =
    | { kind: 'connectWagmi' }
    | { kind: 'connectModal' }
    | { kind: 'switchModal'; chain: 1 | 137 }
    | { kind: 'switchWagmi'; chain: 1 | 137 }
    | { kind: 'account'; other: boolean }
    | { kind: 'disconnectModal' }
    | { kind: 'disconnectWagmi' }
    | { kind: 'reload' }
  const chain = fc.constantFrom(1 as const, 137 as const)
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'connectWagmi' as const }),
    fc.constant({ kind: 'connectModal' as const }),
    chain.map((c) => ({ kind: 'switchModal' as const, chain: c })),
    chain.map((c) => ({ kind: 'switchWagmi' as const, chain: c })),
    fc.boolean().map((other) => ({ kind: 'account' as const, other })),
    fc.constant({ kind: 'disconnectModal' as const }),
    fc.constant({ kind: 'disconnectWagmi' as const }),
    fc.constant({ kind: 'reload' as const }),
  )
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      const kept = storages()
      let p = page(kept)
      await reconnect(p.config)
      try {
        for (const s of steps) {
          const connected = latchView(p.modal).status === 'connected'
          switch (s.kind) {
            case 'connectWagmi': {
              const pending = connect(p.config, { connector: p.config.connectors[0]! }).catch(() => undefined)
              if (!connected) {
                await until(() => p.modal.getState().open, 'the modal open')
                await p.modal.connect('injected', 'eip155')
              }
              await pending
              break
            }
            case 'connectModal':
              await p.modal.connect('injected', 'eip155')
              break
            case 'switchModal':
              await p.modal.switchNetwork(`eip155:${s.chain}`)
              break
            case 'switchWagmi':
              if (connected) await switchChain(p.config, { chainId: s.chain })
              break
            case 'account':
              if (connected) {
                const chainId = latchView(p.modal).chainId
                dispatchInternal(p.modal, events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:${chainId}:${s.other ? OTHER : EVM_ADDRESS}` }))
              }
              break
            case 'disconnectModal':
              await p.modal.disconnect('eip155')
              break
            case 'disconnectWagmi':
              await disconnect(p.config)
              break
            case 'reload':
              p.modal.destroy()
              p = page(kept)
              await reconnect(p.config)
              break
          }
          assert.equal(wagmiView(p.config), latchView(p.modal), `after ${JSON.stringify(s)} in ${JSON.stringify(steps)}`)
        }
      } finally {
        p.modal.destroy()
      }
    }),
    { numRuns: 60 },
  )
})

test.run()
