// Chunk grouping: a lazily loaded module reaches the whole core statically, as the page does, so
// the core's shared files stay one chunk (core/effects/walletList.ts says why; scripts/hostSize.test.ts).
import '../coreEntry.ts'
/**
 * The own-UI code (API.md "Own UI"), a chunk of its own loaded on first use (core/headless/load.ts):
 * the connect list, the connect flows and the WalletButton's flow act through intents, which wait
 * for the core anyway, so they load beside it rather than with the page; a page that never uses
 * them never fetches them. Nothing else may import these files statically: one reached from the
 * `latch` barrel would join the page's first chunk (esbuild and Rolldown split by file).
 */
export { selectWallets, requestWallets, searchWallets, loadMoreWallets } from './wallets.ts'
export { connectWallet, resolveConnectFlow, selectConnectProgress, startFlow, startPairing, submitOtp } from './connect.ts'
export { startWalletButton, walletButtonState } from './walletButton.ts'
