// For browser tests only (VITE_DEV_WALLET=true): Latch's dev wallet, announced like a browser
// extension (EIP-6963) and approving by itself. Imported before the app so the modal finds it.
import { installDevWallet } from 'latch/dev-wallet'
import { networks } from './config'

if (import.meta.env.VITE_DEV_WALLET === 'true') {
  installDevWallet({
    evm: { chains: networks.map((n) => ({ chainId: Number(n.id), rpcUrl: n.rpcUrls.default.http[0]!, name: n.name })) },
    solana: false,
    autoApprove: true,
  })
}
