import { createModal } from 'latch'
import { eip155Adapter } from 'latch/eip155'
import { endpoints, networks } from './config'

export const modal = createModal({
  projectId: 'latch-example-headless',
  networks,
  adapters: [eip155Adapter()],
  endpoints,
  metadata: { name: 'Latch example', description: 'Your own connect UI', url: window.location.origin, icons: [] },
})
