/**
 * A plain HTML host (hosts without React): the page's markup holds the custom elements,
 * and this one module — no React, no JSX in the host's own code — defines them and hands
 * `<latch-modal>` the options an attribute cannot carry (networks, adapters). A simulated eip155
 * adapter and a few discovered wallets, no services.
 */
import { createModal, type Adapter, type Modal } from '../../../core/index.ts'
import { events } from '../../../core/coreEntry.ts'
import { defineLatchElements, type LatchModalElement } from '../../../renderer-react/elements/index.ts'
import { NETWORKS } from '../../fixtures/networks.ts'
import { demoWallets } from '../../../scripts/demo/wallets.ts'
import { dispatchInternal } from '../../../core/modal.ts'

const simulated: Adapter = {
  namespace: 'eip155',
  connect: async ({ caipNetworkId }) => ({ caipAddress: `${caipNetworkId ?? 'eip155:1'}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` }),
  disconnect: () => Promise.resolve(),
  switchNetwork: () => Promise.resolve(),
}

/** What the page recorded of the element's DOM events, for the test to read. */
const seen: { type: string; detail: unknown }[] = []
for (const type of ['latch-ready', 'latch-open', 'latch-close', 'latch-connect', 'latch-disconnect', 'latch-network'])
  document.addEventListener(type, (event) => seen.push({ type, detail: type === 'latch-ready' ? {} : (event as CustomEvent).detail }))
document.addEventListener('latch-ready', (event) => {
  const { modal } = (event as CustomEvent<{ modal: Modal }>).detail
  dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
})
;(window as unknown as { latchSeen: typeof seen }).latchSeen = seen
;(window as unknown as { latchCreateModal: typeof createModal }).latchCreateModal = createModal

defineLatchElements()
const element = document.getElementById('wallet') as LatchModalElement
element.options = { networks: NETWORKS, adapters: [simulated], deps: { walletApi: null, blockchainApi: null } }
