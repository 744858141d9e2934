/**
 * Browser entry of the dev wallet: a page that sets `window.LATCH_DEV_WALLET_CONFIG` (the
 * options of `installDevWallet`, JSON-friendly) and then loads this bundle gets the wallet
 * installed at once, as `window.latchDevWallet`. Bundle it with `bundleDevWallet()` (bundle.ts).
 *
 * @example
 * <script>window.LATCH_DEV_WALLET_CONFIG = { evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] } }</script>
 * <script src="/dev-wallet.js"></script>
 */
import { installDevWallet, type DevWallet, type DevWalletOptions, type DevWalletWindow } from './index.ts'

/** The globals this entry reads and sets (kept local: no global Window augmentation). */
type HostWindow = DevWalletWindow & {
  LATCH_DEV_WALLET_CONFIG?: Omit<DevWalletOptions, 'window' | 'fetch'>
  latchDevWallet?: DevWallet
  installLatchDevWallet?: typeof installDevWallet
}

const win = window as HostWindow
win.installLatchDevWallet = installDevWallet
if (!win.latchDevWallet && win.LATCH_DEV_WALLET_CONFIG !== undefined) {
  win.latchDevWallet = installDevWallet({ ...win.LATCH_DEV_WALLET_CONFIG, window: win })
}
