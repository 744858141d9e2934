/** The headless functions (API.md "Own UI") as one module: the core barrel and latch/react import them here. */
export { selectWallets, requestWallets, searchWallets, loadMoreWallets, subscribeWallets, type HeadlessWallet, type HeadlessWallets } from './wallets.ts'
export { selectWalletConnectUri, startPairing, subscribeWalletConnectUri, type WalletConnectUri } from './pairing.ts'
export {
  connectWallet,
  resolveConnectFlow,
  selectConnectProgress,
  startFlow,
  submitOtp,
  type WalletFlow,
  type ConnectOptions,
  type ConnectProgress,
  type ConnectStep,
} from './connect.ts'
