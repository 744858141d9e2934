/**
 * The sandbox's WalletConnect world: the relay (relay.ts) and, on the same port, the
 * test mobile wallet page (`/wallet`, `?uri=wc:…` pairs at once) and a local Verify endpoint
 * (`/verify/v3`, verify.ts).
 */
import { startRelay } from './relay.ts'
import { verifyRoute } from './verify.ts'
import { walletPageRoute, type WalletPageConfig } from './walletPage.ts'

export { startRelay, type Relay, type RelayOptions } from './relay.ts'
export { MemoryStorage } from './memoryStorage.ts'
export type { WalletPageConfig } from './walletPage.ts'

export type WalletConnectSandbox = {
  /** ws:// relay URL for `walletConnect({ relayUrl })`. */
  relayUrl: string
  /** The test mobile wallet page. */
  walletUrl: string
  /** The local Verify base for `walletConnect({ verifyUrl })`. */
  verifyUrl: string
  stats: () => ReturnType<Awaited<ReturnType<typeof startRelay>>['stats']>
  stop(): Promise<void>
}

/**
 * Starts the relay with the wallet page and Verify routes on one free port.
 * @example const wc = await startWalletConnect({ evm: [{ chainId: 31337, rpcUrl }] }); open(`${wc.walletUrl}?uri=…`)
 */
export async function startWalletConnect(
  config: Omit<WalletPageConfig, 'relayUrl' | 'verifyUrl' | 'projectId'> & { projectId?: string },
  options: { port?: number } = {},
): Promise<WalletConnectSandbox> {
  let relayUrl = ''
  let verifyUrl = ''
  const relay = await startRelay({
    ...options,
    routes: [verifyRoute('/verify/v3'), walletPageRoute('/wallet', () => ({ projectId: 'sandbox', ...config, relayUrl, verifyUrl }))],
  })
  relayUrl = relay.url
  verifyUrl = `${relay.httpUrl}/verify/v3`
  return { relayUrl, walletUrl: `${relay.httpUrl}/wallet`, verifyUrl, stats: relay.stats, stop: relay.stop }
}
