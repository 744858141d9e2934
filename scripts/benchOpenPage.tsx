/**
 * The host page of the open-time bench (scripts/bench-open.ts): React 19, a ConnectButton under
 * ModalProvider, and a modal with services off and a simulated eip155 adapter (an adapter is what
 * makes SPEC.md §2 open on Connect) — nothing here reaches beyond 127.0.0.1.
 */
import { createRoot } from 'react-dom/client'
import { createModal, events, type Adapter } from '../core/index.ts'
import { ConnectButton, ModalProvider } from '../renderer-react/index.ts'
import { mainnet, polygon } from '../test/fixtures/networks.ts'
import { armOpenProbe } from './benchOpenProbe.ts'
import { demoWallets } from './demo/wallets.ts'

const simulated: Adapter = {
  namespace: 'eip155',
  connect: async ({ caipNetworkId }) => ({ caipAddress: `${caipNetworkId ?? 'eip155:1'}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` }),
  disconnect: () => Promise.resolve(),
  switchNetwork: () => Promise.resolve(),
}

const modal = createModal({
  projectId: 'bench',
  networks: [mainnet, polygon],
  adapters: [simulated],
  deps: { walletApi: null, blockchainApi: null },
})
// Wallets as an adapter would announce them, so the Connect view lists a few rows.
modal.dispatch(events.connectors.discovered({ connectors: demoWallets }))

/** What scripts/bench-open.ts calls in the page. */
export type BenchWindow = { latchBench: { armOpenProbe: typeof armOpenProbe; pending?: ReturnType<typeof armOpenProbe> } }
;(window as unknown as BenchWindow).latchBench = { armOpenProbe }

const app = document.getElementById('app')
if (!app) throw new Error('#app missing')
createRoot(app).render(
  <ModalProvider modal={modal}>
    <main style={{ padding: 24 }}>
      <ConnectButton />
    </main>
  </ModalProvider>,
)
