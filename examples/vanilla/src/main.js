// No framework: the page's own code is this file. latch/elements renders the modal and buttons
// (it brings React along inside; the page never touches it).
import './devWallet.js'
import { defineLatchElements } from 'latch/elements'
import { eip155Adapter } from 'latch/eip155'
import { endpoints, networks } from './config.js'

defineLatchElements()

const wallet = document.getElementById('wallet')
const status = document.getElementById('status')

// What the attributes cannot say: the networks, the adapters and the services.
wallet.options = {
  networks,
  adapters: [eip155Adapter()],
  endpoints,
  metadata: { name: 'Latch example', description: 'Web components', url: window.location.origin, icons: [] },
}

wallet.addEventListener('latch-connect', (event) => {
  status.textContent = `Connected: ${event.detail.address}`
  status.dataset.exampleAddress = event.detail.address
})
wallet.addEventListener('latch-disconnect', () => {
  status.textContent = 'Not connected.'
  delete status.dataset.exampleAddress
})
