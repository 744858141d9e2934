import { createModal } from 'latch'
import { eip155Adapter } from 'latch/eip155'
import { latchWagmiConfig } from 'latch/wagmi'
import { endpoints, networks } from './config'

export const modal = createModal({
  projectId: 'latch-example-wagmi',
  networks,
  adapters: [eip155Adapter()],
  endpoints,
  metadata: { name: 'Latch example', description: 'wagmi', url: window.location.origin, icons: [] },
})

// wagmi's chains, transports and connector, from the modal: its one connector is Latch's.
export const wagmiConfig = latchWagmiConfig(modal)
