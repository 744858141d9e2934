import fc from 'fast-check'
import { test } from 'uvu'
import type { Adapter, ConnectResult } from '../../core/adapter.ts'
import { VirtualClock } from '../fixtures/testHarness.ts'
import { events } from '../../core/events/index.ts'
import { createModal } from '../../core/modal.ts'
import { CONNECT_TIMEOUT_MS } from '../../core/rules/constants.ts'
import type { CaipAddress, CaipNetworkId } from '../../core/types.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { EVM_ADDRESS, NETWORKS, SOLANA_ADDRESS } from '../fixtures/networks.ts'
import { offlineFetch } from '../fixtures/offline.ts'
import { brokenInvariant } from './invariants.ts'
import { dispatchInternal } from '../../core/modal.ts'

type Namespace = 'eip155' | 'solana'
type Pending = { resolve(result: ConnectResult): void; reject(error: Error): void; caipNetworkId: CaipNetworkId | undefined }

/** An adapter whose connect prompts stay open until the property answers them (or never does: a hang). */
function promptAdapter(namespace: Namespace): Adapter & { pending: Pending[] } {
  const pending: Pending[] = []
  return {
    namespace,
    pending,
    connect: ({ caipNetworkId }) => new Promise<ConnectResult>((resolve, reject) => pending.push({ resolve, reject, caipNetworkId })),
    disconnect: async () => {},
    switchNetwork: async () => {},
  }
}

const namespaceArb = fc.constantFrom<Namespace>('eip155', 'solana')
const command = fc.oneof(
  fc.record({ kind: fc.constant('connect' as const), namespace: fc.option(namespaceArb, { nil: undefined }), open: fc.boolean() }),
  fc.record({ kind: fc.constant('approve' as const), namespace: namespaceArb }),
  fc.record({ kind: fc.constant('reject' as const), namespace: namespaceArb }),
  // A hang: nobody answers while time passes (up to past the connect bound).
  fc.record({ kind: fc.constant('hang' as const), ms: fc.integer({ min: 1, max: CONNECT_TIMEOUT_MS + 1000 }) }),
  fc.record({ kind: fc.constant('close' as const) }),
  fc.record({ kind: fc.constant('open' as const), namespace: fc.option(namespaceArb, { nil: undefined }) }),
  fc.record({ kind: fc.constant('disconnect' as const), namespace: fc.option(namespaceArb, { nil: undefined }) }),
)
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never

const microtasks = () => new Promise((resolve) => setImmediate(resolve))
const REJECTED = Object.assign(new Error('User rejected the request.'), { code: 4001 })
const ADDRESSES: Record<Namespace, string> = { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS }

async function run(commands: Command[]): Promise<void> {
  const clock = new VirtualClock()
  const adapters = { eip155: promptAdapter('eip155'), solana: promptAdapter('solana') }
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [adapters.eip155, adapters.solana],
    deps: { scheduler: clock, window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage: createMemoryStorage() },
  })
  dispatchInternal(
    modal,
    events.connectors.discovered({
      connectors: (['eip155', 'solana'] as const).map((chain) => ({ id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, chain })),
    }),
  )
  const promises: { settled: boolean; step: number }[] = []
  const check = (step: number) => {
    const state = modal.getState()
    // brokenInvariant includes this one: the active network belongs to the active namespace.
    const broken = brokenInvariant(state)
    if (broken) throw new Error(`after step ${step} (${JSON.stringify(commands[step])}): ${broken}`)
  }
  for (const [step, c] of commands.entries()) {
    switch (c.kind) {
      case 'connect': {
        if (c.open) modal.open(c.namespace ? { namespace: c.namespace } : {})
        const tracked = { settled: false, step }
        promises.push(tracked)
        const settle = () => void (tracked.settled = true)
        modal.connect('dev.latch.wallet', c.namespace ? { namespace: c.namespace } : undefined).then(settle, settle)
        break
      }
      case 'approve': {
        const prompt = adapters[c.namespace].pending.shift()
        const network = prompt?.caipNetworkId ?? NETWORKS.find((n) => n.chainNamespace === c.namespace)!.caipNetworkId
        prompt?.resolve({ caipAddress: `${network}:${ADDRESSES[c.namespace]}` as CaipAddress })
        break
      }
      case 'reject':
        adapters[c.namespace].pending.shift()?.reject(REJECTED)
        break
      case 'hang':
        clock.advanceBy(c.ms)
        break
      case 'close':
        modal.close()
        break
      case 'open':
        modal.open(c.namespace ? { namespace: c.namespace } : {})
        break
      case 'disconnect':
        void modal.disconnect(c.namespace).catch(() => undefined)
        break
    }
    check(step)
    await microtasks()
    check(step)
  }
  // Every wallet now hangs for good: within the bound, every promise must have settled.
  clock.advanceBy(CONNECT_TIMEOUT_MS)
  await microtasks()
  await microtasks()
  const open = promises.filter((p) => !p.settled)
  if (open.length > 0) throw new Error(`connect() of steps ${open.map((p) => p.step).join(', ')} never settled`)
  check(commands.length)
  modal.destroy()
}

test('property: over random connect / approve / reject / hang / close / open / disconnect on both namespaces, every connect() settles and the active network always belongs to the active namespace', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { maxLength: 30 }), (commands) => run(commands)),
    { numRuns: 150 },
  )
})

test.run()
