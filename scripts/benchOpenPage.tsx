/**
 * The host page of the open-time bench (scripts/bench-open.ts): React 19, a ConnectButton under
 * ModalProvider, a modal on the sandbox's services (wallet list, blockchain service, analytics:
 * their base URLs come from the page's `window.latchBenchEndpoints`), and a simulated eip155
 * adapter that announces a few wallets (an adapter is what makes SPEC.md §2 open on Connect; a real
 * one would bring viem, which a button-only page does not measure) — nothing beyond 127.0.0.1.
 */
import { createRoot } from 'react-dom/client'
import { createModal, type Adapter, type EventOfType } from '../core/index.ts'
import { ConnectButton, ModalProvider } from '../renderer-react/index.ts'
import { mainnet, polygon } from '../test/fixtures/networks.ts'
import { armOpenProbe } from './benchOpenProbe.ts'
import { demoWallets } from './demo/wallets.ts'

const simulated: Adapter = {
  namespace: 'eip155',
  // Wallets as an injected-wallet adapter announces them, so the Connect view lists a few rows.
  setup: ({ emit }) => {
    // The event as data (an adapter outside the package writes it so): the page imports `latch` and
    // `latch/react` alone, whichever bundler builds it (scripts/benchOpenVite.ts).
    const found: EventOfType<'connectors/discovered'> = { type: 'connectors/discovered', connectors: demoWallets }
    emit(found)
    return () => undefined
  },
  connect: async ({ caipNetworkId }) => ({ caipAddress: `${caipNetworkId ?? 'eip155:1'}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` }),
  disconnect: () => Promise.resolve(),
  switchNetwork: () => Promise.resolve(),
}

/** What scripts/bench-open.ts puts in the page before this script runs, and calls in it. */
export type BenchWindow = {
  /** The sandbox's services; absent (test/e2e/lazy.test.ts), the page runs with services off. */
  latchBenchEndpoints?: { walletApi: string; blockchainApi: string; analytics: string }
  latchBench: { armOpenProbe: typeof armOpenProbe; pending?: ReturnType<typeof armOpenProbe> }
}
const bench = window as unknown as BenchWindow

const modal = createModal({
  projectId: 'bench',
  networks: [mainnet, polygon],
  adapters: [simulated],
  ...(bench.latchBenchEndpoints ? { endpoints: bench.latchBenchEndpoints } : { deps: { walletApi: null, blockchainApi: null } }),
})

bench.latchBench = { armOpenProbe }

const app = document.getElementById('app')
if (!app) throw new Error('#app missing')
// `?prefetch=interaction` (or `idle`): that mode; absent, the provider's default, as a host writes it.
const asked = new URLSearchParams(location.search).get('prefetch')
const prefetch = asked === 'interaction' || asked === 'idle' ? asked : undefined
createRoot(app).render(
  <ModalProvider modal={modal} {...(prefetch ? { prefetch } : {})}>
    <main style={{ padding: 24 }}>
      <ConnectButton />
    </main>
  </ModalProvider>,
)
