import { createModal } from 'latch'
import { solanaAdapter } from 'latch/solana'
import { LatchWalletAdapter } from 'latch/solana-wallet-adapter'
import { endpoints, networks } from './config'

export const modal = createModal({
  projectId: 'latch-example-solana-wallet-adapter',
  networks,
  adapters: [solanaAdapter()],
  endpoints,
  metadata: { name: 'Latch example', description: 'Solana wallet adapter', url: window.location.origin, icons: [] },
})

// The wallet-adapter list: Latch stands for every wallet its modal connects.
export const wallets = [new LatchWalletAdapter(modal)]
