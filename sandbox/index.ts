/**
 * The sandbox orchestrator: starts the local world the demo and the tests run against — two anvil
 * EVM chains with the sandbox contracts, the Solana node, the blockchain service and the analytics
 * sink (and the wallet-list service once sandbox/wallet-api exists) — all on 127.0.0.1 free ports.
 *
 * Run directly (`node --import tsx sandbox/index.ts`) to start it, print the URLs and stop on Ctrl-C.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAnalytics } from './analytics/server.ts'
import { startBlockchainApi } from './blockchain-api/server.ts'
import type { SolanaConfig } from './blockchain-api/assets.ts'
import type { CaipNetworkId } from './blockchain-api/types.ts'
import { DEFAULT_CHAIN_IDS, startEvmChains, type EvmChain } from './evm/chains.ts'
import type { Deployment } from './evm/deploy.ts'
import { startSolana, type SolanaSandbox } from './solana/index.ts'

export type SandboxOptions = {
  /** EVM chain ids to run (default 31337 and 31338). */
  chainIds?: readonly number[]
  /** Start the Solana node (default true). */
  solana?: boolean
  /** Where the blockchain service keeps registered names (default: its .data folder). */
  namesFile?: string
  /** JSON-lines file of the analytics sink (default: a temp file, removed on stop). */
  analyticsFile?: string
  /** Start the wallet-list service when sandbox/wallet-api is present (default true). */
  walletApi?: boolean
}

export type Sandbox = {
  urls: {
    blockchainApi: string
    analytics: string
    /** The wallet-list service; undefined until sandbox/wallet-api exists. */
    walletApi?: string
    /** JSON-RPC URL per EVM chain id. */
    evm: Record<number, string>
    solanaRpc?: string
    solanaWs?: string
  }
  chains: {
    /** Deployed contracts, funded accounts and RPC URL per EVM chain. */
    evm: Deployment[]
    solana?: Omit<SolanaSandbox, 'stop' | 'chain'>
  }
  /** Wall-clock start-up time, ms. */
  startupMs: number
  /** Stops every server and kills the anvils; safe to call twice. */
  stop(): Promise<void>
}

type Stoppable = () => Promise<void>

/** Shape expected from sandbox/wallet-api/index.ts (owned by another engineer). */
type WalletApiModule = { startWalletApi: (options?: Record<string, unknown>) => Promise<{ url: string; close?: Stoppable; stop?: Stoppable }> }

function isWalletApiModule(m: unknown): m is WalletApiModule {
  return typeof m === 'object' && m !== null && typeof (m as { startWalletApi?: unknown }).startWalletApi === 'function'
}

/**
 * Starts the whole sandbox on free ports.
 * @example
 * const sandbox = await startSandbox()
 * await fetch(`${sandbox.urls.blockchainApi}/v1/supported-chains?projectId=demo`)
 * await sandbox.stop()
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const started = performance.now()
  const stops: Stoppable[] = []
  const stop = async (): Promise<void> => {
    const all = stops.splice(0).reverse()
    await Promise.allSettled(all.map((s) => s()))
  }
  try {
    // The chains first (in parallel), then the services that read them (in parallel).
    const [evm, solana] = await Promise.all([
      startEvmChains(options.chainIds ?? DEFAULT_CHAIN_IDS).then((e) => {
        stops.push(e.stop)
        return e
      }),
      options.solana === false
        ? Promise.resolve(undefined)
        : startSolana().then((s) => {
            stops.push(s.stop)
            return s
          }),
    ])
    const solanaConfig: SolanaConfig | undefined = solana && {
      chainId: solana.chainId as CaipNetworkId,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      tokens: [{ mint: solana.usdcMint, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 }],
    }
    const [blockchainApi, analytics, walletApi] = await Promise.all([
      startBlockchainApi({ chains: evm.chains.map(deploymentOf), solana: solanaConfig, namesFile: options.namesFile }).then((s) => {
        stops.push(s.close)
        return s
      }),
      startAnalytics({ file: options.analyticsFile }).then((s) => {
        stops.push(s.close)
        return s
      }),
      options.walletApi === false ? Promise.resolve(undefined) : startWalletApiIfPresent(stops),
    ])
    const solanaInfo = solana && (({ stop: _stop, chain: _chain, ...rest }) => rest)(solana)
    return {
      urls: {
        blockchainApi: blockchainApi.url,
        analytics: analytics.url,
        ...(walletApi ? { walletApi } : {}),
        evm: Object.fromEntries(evm.chains.map((c) => [c.chainId, c.rpcUrl])),
        ...(solana ? { solanaRpc: solana.rpcUrl, solanaWs: solana.wsUrl } : {}),
      },
      chains: { evm: evm.chains.map(deploymentOf), ...(solanaInfo ? { solana: solanaInfo } : {}) },
      startupMs: performance.now() - started,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function deploymentOf(chain: EvmChain): Deployment {
  const { anvil: _anvil, ...deployment } = chain
  return deployment
}

/**
 * WALLET-API HOOK: sandbox/wallet-api/index.ts is owned by another engineer and may not exist yet.
 * When it does and exports `startWalletApi()`, it is started here and its URL returned as
 * `urls.walletApi`; until then the sandbox runs without it.
 */
async function startWalletApiIfPresent(stops: Stoppable[]): Promise<string | undefined> {
  const path = new URL('./wallet-api/index.ts', import.meta.url)
  if (!existsSync(path)) return undefined
  const mod: unknown = await import(path.href)
  if (!isWalletApiModule(mod)) throw new Error('sandbox/wallet-api/index.ts does not export startWalletApi()')
  const service = await mod.startWalletApi()
  const close = service.close ?? service.stop
  if (close) stops.push(() => close.call(service))
  return service.url
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sandbox = await startSandbox()
  console.log(`Latch sandbox ready in ${Math.round(sandbox.startupMs)} ms`)
  console.log(JSON.stringify(sandbox.urls, null, 2))
  const shutdown = (): void => {
    void sandbox.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
