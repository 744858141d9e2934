// For browser tests only (VITE_DEV_WALLET=true): Latch's dev wallet, registered as a Wallet
// Standard wallet and approving by itself. Imported before the app so the modal finds it.
import { installDevWallet } from 'latch/dev-wallet'
import { networks, rpcUrl } from './config'

if (import.meta.env.VITE_DEV_WALLET === 'true') {
  installDevWallet({
    evm: false,
    solana: { rpcUrl, chains: networks.map((n) => n.caipNetworkId as `solana:${string}`) },
    autoApprove: true,
  })
}
