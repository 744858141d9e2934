/**
 * The sandbox orchestrator: starts the local world the demo and the tests run against — two anvil
 * EVM chains with the sandbox contracts, the Solana node, the blockchain service and the analytics
 * sink and the wallet-list service — all on 127.0.0.1 free ports.
 *
 * Run directly (`node --import tsx sandbox/index.ts`) to start it, print the URLs and stop on Ctrl-C.
 */
import { fileURLToPath } from 'node:url'
import { startAnalytics, type AnalyticsSink } from './analytics/server.ts'
import { startAuthService } from './auth/server.ts'
import { startBlockchainApi } from './blockchain-api/server.ts'
import type { SolanaConfig } from './blockchain-api/assets.ts'
import type { CaipNetworkId } from './blockchain-api/types.ts'
import { DEFAULT_CHAIN_IDS, startEvmChains, type EvmChain, type EvmChains } from './evm/chains.ts'
import type { Deployment } from './evm/deploy.ts'
import { startSolana, type SolanaSandbox } from './solana/index.ts'
import { startWalletApi, type WalletApi, type WalletApiOptions } from './wallet-api/index.ts'
import { startWalletConnect, type WalletConnectSandbox } from './walletconnect/index.ts'
import { startLoginServices, type LoginServices } from './login/index.ts'
import type { MailServer } from './mail/index.ts'
import type { OAuthServer, OAuthServerOptions } from './oauth/index.ts'
import type { FarcasterRelay, FarcasterRelayOptions } from './farcaster/index.ts'
import { startSecureSite, type SecureSite } from './secure-site/server.ts'
import { startOnrampCheckout } from './onramp/server.ts'
import { startExchange } from './exchange/server.ts'

export type SandboxOptions = {
  /** EVM chain ids to run (default 31337 and 31338). */
  chainIds?: readonly number[]
  /** Start the Solana node (default true). */
  solana?: boolean
  /** Where the blockchain service keeps registered names (default: its .data folder). */
  namesFile?: string
  /** JSON-lines file of the analytics sink (default: a temp file, removed on stop). */
  analyticsFile?: string
  /** Start the wallet-list service (default true), optionally with its options. */
  walletApi?: boolean | WalletApiOptions
  /** Start the WalletConnect relay and the test mobile wallet page (default true). */
  walletConnect?: boolean
  /** Start the mail server (SMTP + mailbox) the secure site sends one-time codes through (default true). */
  mail?: boolean
  /** Start the OAuth/OIDC provider standing in for the SPEC §9 default socials (default true). */
  oauth?: boolean | OAuthServerOptions
  /** Start the Farcaster auth relay and its approval page (default true). */
  farcaster?: boolean | FarcasterRelayOptions
  /** Start the secure embedded-wallet site (default true with the mail server). */
  secureSite?: boolean
  /**
   * The EVM chains where the secure site offers the embedded wallet's smart account (default: every
   * chain started; SPEC.md §3 smart account enabled networks). On the others it acts as the EOA.
   */
  smartAccountChainIds?: readonly number[]
}

export type Sandbox = {
  urls: {
    blockchainApi: string
    analytics: string
    /** The wallet-list service (absent with `walletApi: false`). */
    walletApi?: string
    /** The auth service for sign-in with a wallet (`AuthServiceSIWX`). */
    auth: string
    /** JSON-RPC URL per EVM chain id. */
    evm: Record<number, string>
    solanaRpc?: string
    solanaWs?: string
    /** The WalletConnect relay (`relayUrl`, ws://) — absent with `walletConnect: false`. */
    walletConnectRelay?: string
    /** The test mobile wallet page (`?uri=wc:…` pairs at once) — absent with `walletConnect: false`. */
    walletConnectWallet?: string
    /** The relay's local Verify service (`walletConnect({ verifyUrl })`). */
    walletConnectVerify?: string
    /** The mailbox page and `GET /messages?to=` (absent with `mail: false`). */
    mail?: string
    /** The mail server's SMTP address, `smtp://127.0.0.1:<port>`. */
    mailSmtp?: string
    /** The OAuth/OIDC issuer (absent with `oauth: false`). */
    oauthIssuer?: string
    /** The Farcaster relay (`POST /v1/channel`…; absent with `farcaster: false`). */
    farcasterRelay?: string
    /** The secure site's origin (`embeddedWallet({ secureSiteOrigin })`). */
    secureSite?: string
    /** Its frame page (`embeddedWallet({ sdkUrl })`). */
    secureSiteSdk?: string
    /** The onramp checkout's own origin: generated onramp URLs open here. */
    onrampCheckout: string
    /** The exchange's own origin (SPEC.md §6 `pay` from an exchange account): `POST /payments`, its page, its status. */
    exchange: string
  }
  chains: {
    /** Deployed contracts, funded accounts and RPC URL per EVM chain. */
    evm: Deployment[]
    solana?: Omit<SolanaSandbox, 'stop' | 'chain'>
  }
  /** The mail server: `smtp` for `sendMail`, `url` of the mailbox, `waitForMessage`. */
  mail?: MailServer
  /** The OAuth/OIDC provider: `issuer`, `endpoints`, `clients[provider]`. */
  oauth?: OAuthServer
  /** The Farcaster relay: `url`, `approve(channelToken)`, `expire(channelToken)`. */
  farcaster?: FarcasterRelay
  /** The secure embedded-wallet site: its keys, sessions and login book. */
  secureSite?: SecureSite
  /** Wall-clock start-up time, ms. */
  startupMs: number
  /** Stops every server and kills the anvils; safe to call twice. */
  stop(): Promise<void>
}

type Stoppable = () => Promise<void>

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
  /** Starts a piece and registers its stop at once, so a failure elsewhere still stops it. */
  const track = <T>(promise: Promise<T>, stopOf: (value: T) => Stoppable): Promise<T> =>
    promise.then((value) => {
      stops.push(stopOf(value))
      return value
    })
  /** Like Promise.all, but waits for every piece to settle before failing, so none is left running. */
  const settle = async <T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> => {
    const results = await Promise.allSettled(promises)
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failure) throw failure.reason
    return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T
  }
  try {
    // Chains, the analytics sink and the wallet-list service start together; the blockchain
    // service needs the chains' addresses, so it starts once they are deployed.
    const [evm, solana, analytics, walletApi, login] = await settle<[EvmChains, SolanaSandbox | undefined, AnalyticsSink, WalletApi | undefined, LoginServices]>([
      track(startEvmChains(options.chainIds ?? DEFAULT_CHAIN_IDS), (e) => e.stop),
      options.solana === false ? Promise.resolve(undefined) : track(startSolana(), (s) => s.stop),
      track(startAnalytics({ file: options.analyticsFile }), (s) => s.close),
      options.walletApi === false ? Promise.resolve(undefined) : track(startWalletApi(typeof options.walletApi === 'object' ? options.walletApi : {}), (s) => s.stop),
      track(startLoginServices({ mail: options.mail, oauth: options.oauth, farcaster: options.farcaster }), (s) => s.stop),
    ])
    const solanaConfig: SolanaConfig | undefined = solana && {
      chainId: solana.chainId as CaipNetworkId,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      tokens: [{ mint: solana.usdcMint, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 }],
      // Account 0 is the USDC mint authority: it delivers Solana onramp purchases.
      operatorSecretKey: solana.accounts[0]!.secretKey,
    }
    const blockchainApi = await track(startBlockchainApi({ chains: evm.chains.map(deploymentOf), solana: solanaConfig, namesFile: options.namesFile }), (s) => s.close)
    // The onramp provider's checkout on an origin of its own.
    const onrampCheckout = await track(startOnrampCheckout(blockchainApi.onramp), (s) => s.close)
    // An exchange on an origin of its own (SPEC.md §6 `pay`): pays from its funded account on chain.
    const exchange = await track(startExchange({ evm: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) }), (s) => s.close)
    // The relay and the test mobile wallet page: the page signs on the chains just started.
    const walletConnect: WalletConnectSandbox | undefined =
      options.walletConnect === false
        ? undefined
        : await track(
            startWalletConnect({
              evm: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
              ...(solana ? { solana: { chainId: solana.chainId, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl } } : {}),
            }),
            (s) => s.stop,
          )
    // Sign-in with a wallet: verifies EVM signatures on the chains just started.
    const auth = await track(startAuthService({ evm: Object.fromEntries(evm.chains.map((c) => [c.chainId, c.rpcUrl])) }), (s) => s.close)
    // The secure site mails its codes through the mail server and signs on the chains just started.
    const secureSite: SecureSite | undefined =
      options.secureSite === false || !login.mail
        ? undefined
        : await track(
            startSecureSite({
              smtp: login.mail.smtp,
              // Every sandbox chain has the smart-account factory: the embedded wallet offers its smart
              // account there (SPEC.md §6), unless `smartAccountChainIds` leaves the chain out.
              evm: evm.chains.map((c) => ({
                chainId: c.chainId,
                rpcUrl: c.rpcUrl,
                ...(options.smartAccountChainIds && !options.smartAccountChainIds.includes(c.chainId) ? {} : { smartAccountFactory: c.smartAccountFactory }),
              })),
              // Each embedded wallet gets a Solana account on the sandbox node too, with
              // 100 of the USDC-like token minted by its authority (account 0).
              ...(solana
                ? { solana: { chainId: solana.chainId, rpcUrl: solana.rpcUrl, tokens: { mint: solana.usdcMint, authoritySecretKey: solana.accounts[0]!.secretKey, amount: 100_000_000n } } }
                : {}),
              // Social logins run the code flow against the sandbox OpenID Connect provider.
              ...(login.oauth ? { oauth: { endpoints: login.oauth.endpoints, clients: login.oauth.clients } } : {}),
              // Farcaster sign-in opens its channels on the sandbox relay.
              ...(login.farcaster ? { farcasterRelay: login.farcaster.url } : {}),
              // Who may embed the frame: the project's allowed origins (SPEC.md §7), from the wallet-list service.
              ...(walletApi ? { walletApi: walletApi.url } : {}),
            }),
            (s) => s.stop,
          )
    const solanaInfo = solana && (({ stop: _stop, chain: _chain, ...rest }) => rest)(solana)
    return {
      urls: {
        blockchainApi: blockchainApi.url,
        analytics: analytics.url,
        auth: auth.url,
        onrampCheckout: onrampCheckout.url,
        exchange: exchange.url,
        ...(walletApi ? { walletApi: walletApi.url } : {}),
        evm: Object.fromEntries(evm.chains.map((c) => [c.chainId, c.rpcUrl])),
        ...(solana ? { solanaRpc: solana.rpcUrl, solanaWs: solana.wsUrl } : {}),
        ...(login.mail ? { mail: login.mail.url, mailSmtp: `smtp://${login.mail.smtp.host}:${login.mail.smtp.port}` } : {}),
        ...(login.oauth ? { oauthIssuer: login.oauth.issuer } : {}),
        ...(login.farcaster ? { farcasterRelay: login.farcaster.url } : {}),
        ...(secureSite ? { secureSite: secureSite.url, secureSiteSdk: secureSite.sdkUrl } : {}),
        ...(walletConnect ? { walletConnectRelay: walletConnect.relayUrl, walletConnectWallet: walletConnect.walletUrl, walletConnectVerify: walletConnect.verifyUrl } : {}),
      },
      chains: { evm: evm.chains.map(deploymentOf), ...(solanaInfo ? { solana: solanaInfo } : {}) },
      ...(login.mail ? { mail: login.mail } : {}),
      ...(login.oauth ? { oauth: login.oauth } : {}),
      ...(login.farcaster ? { farcaster: login.farcaster } : {}),
      ...(secureSite ? { secureSite } : {}),
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sandbox = await startSandbox()
  console.log(`Latch sandbox ready in ${Math.round(sandbox.startupMs)} ms`)
  console.log(JSON.stringify(sandbox.urls, null, 2))
  for (const chain of sandbox.chains.evm) console.log(`App contract SandboxCounter on ${chain.chainId}: ${chain.counter}`)
  const shutdown = (): void => {
    void sandbox.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
