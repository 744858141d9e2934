/**
 * The smoke page: a host page with a ConnectButton, a modal with a simulated eip155 adapter (so the
 * opening rules of SPEC.md §2 land on Connect) and a few discovered wallets.
 */
import { createRoot } from 'react-dom/client'
import { createModal, type Adapter, type Modal } from '../../../core/index.ts'
import { events } from '../../../core/coreEntry.ts'
import { ConnectButton, ModalProvider, NetworkButton } from '../../../renderer-react/index.ts'
import { NETWORKS } from '../../fixtures/networks.ts'
import { demoWallets } from '../../../scripts/demo/wallets.ts'
import { dispatchInternal } from '../../../core/modal.ts'

const simulated: Adapter = {
  namespace: 'eip155',
  connect: async ({ caipNetworkId }) => ({ caipAddress: `${caipNetworkId ?? 'eip155:1'}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` }),
  disconnect: () => Promise.resolve(),
  switchNetwork: () => Promise.resolve(),
}

// No services: the smoke page must never call out (the hosted ones are unreachable here).
const modal = createModal({ projectId: 'smoke', networks: NETWORKS, adapters: [simulated], deps: { walletApi: null, blockchainApi: null } })
dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
;(window as unknown as { latchModal: Modal }).latchModal = modal

const app = document.getElementById('app')
if (!app) throw new Error('#app missing')
createRoot(app).render(
  <ModalProvider modal={modal}>
    <header className="host-bar">
      <strong>Acme Swap</strong>
      <nav>
        <NetworkButton />
        <ConnectButton />
      </nav>
    </header>
  </ModalProvider>,
)
