/**
 * The host page of the WalletConnect bench and lazy-load proof: React 19, a
 * ConnectButton under ModalProvider, the eip155 adapter with `walletConnect()` as its only
 * connector, against the sandbox's relay and local Verify and an anvil chain (from the page's
 * `window.latchWalletConnectBench`). Built code-split (scripts/buildHostPage.ts) so
 * @walletconnect/universal-provider is a chunk of its own, fetched only when WalletConnect is chosen.
 */
import { createRoot } from 'react-dom/client'
import { createModal, type CaipNetwork, type Modal } from '../core/index.ts'
import { eip155Adapter } from '../adapters/eip155/index.ts'
import { walletConnect } from '../adapters/walletconnect/index.ts'
import { ConnectButton, ModalProvider } from '../renderer-react/index.ts'

/** What scripts/benchWalletConnect.ts puts in the page before this script runs. */
export type WalletConnectBenchWindow = {
  latchWalletConnectBench: { relayUrl: string; verifyUrl: string; rpcUrl: string; chainId: number; analytics: string }
  latchModal?: Modal
}
const bench = window as unknown as WalletConnectBenchWindow
const { relayUrl, verifyUrl, rpcUrl, chainId, analytics } = bench.latchWalletConnectBench
const networks: CaipNetwork[] = [
  {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  },
]
const metadata = { name: 'Latch WalletConnect bench', description: 'bench', url: location.origin, icons: [] }
const wc = walletConnect({ projectId: 'latch-bench', relayUrl, verifyUrl, metadata, networks })
const modal = createModal({
  projectId: 'latch-bench',
  networks,
  adapters: [eip155Adapter({ connectors: [wc.eip155] }), wc],
  metadata,
  // Local only: no wallet list (the WalletConnect row is the way in), analytics to the sandbox.
  endpoints: { analytics },
  deps: { walletApi: null, blockchainApi: null },
})
bench.latchModal = modal

createRoot(document.getElementById('app')!).render(
  <ModalProvider modal={modal}>
    <ConnectButton />
  </ModalProvider>,
)
