/**
 * `npm start`: the local sandbox (chains and services on 127.0.0.1) and the demo page, with the
 * URLs and a short guide printed. Ctrl-C stops everything. `PORT` picks the demo's port
 * (default 5173; 0 for any free port).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildDemo, demoHtml } from './demo/build.ts'
import { bundlePage } from './bundlePage.ts'
import type { Sandbox, SandboxOptions } from '../sandbox/index.ts'
import { bundleDevWallet } from '../sandbox/dev-wallet/bundle.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../sandbox/solana/accounts.ts'
import { sandboxEnv, sandboxModule } from './sandboxModule.ts'

/** `entry`: another page to serve in the demo's place (a test's own host page), with the same sandbox, dev wallet and /sandbox.json. */
export async function startDemo(options: { port?: number; sandbox?: boolean; entry?: string } & Pick<SandboxOptions, 'namesFile' | 'smartAccountChainIds'> = {}): Promise<{
  url: string
  sandbox: Sandbox | undefined
  stop(): Promise<void>
}> {
  const { port: _port, sandbox: withSandbox, entry, ...sandboxOptions } = options
  const sandbox = withSandbox === false ? undefined : await startSandboxSafely(sandboxOptions)
  const js = entry ? await bundlePage(entry) : await buildDemo()
  const config = sandbox ? demoConfig(sandbox) : null
  // The dev wallet (EIP-6963 + Wallet Standard) joins the page when there are chains to sign for.
  const devWallet = config ? await bundleDevWallet() : undefined
  const walletConfig = config && {
    rememberConnection: true,
    evm: { chains: config.evm.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name })) },
    ...(config.solana ? { solana: { rpcUrl: config.solana.rpcUrl } } : {}),
  }
  const html = demoHtml(
    walletConfig
      ? {
          beforeApp: `<script>window.LATCH_DEV_WALLET_CONFIG = ${JSON.stringify(walletConfig).replace(/</g, '\\u003c')}</script>\n<script src="/dev-wallet.js"></script>`,
        }
      : {},
  )
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (path === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      res.end(js)
    } else if (path === '/sandbox.json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(config))
    } else if (path === '/dev-wallet.js' && devWallet) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      res.end(devWallet)
    } else if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 5173, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    sandbox,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sandbox?.stop()
    },
  }
}

/** What the demo page learns from /sandbox.json: service URLs and the chains to configure. */
export type DemoConfig = {
  walletApi?: string
  blockchainApi: string
  analytics: string
  /** The auth service for sign-in with a wallet. */
  auth?: string
  evm: { chainId: number; rpcUrl: string; name: string; usdc: string }[]
  solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  /** The sandbox relay, its Verify service and the test mobile wallet page. */
  walletConnect?: { relayUrl: string; verifyUrl: string; walletUrl: string }
  /** The secure embedded-wallet site and the mailbox its codes land in. */
  embedded?: { secureSiteOrigin: string; sdkUrl: string; mailbox?: string }
  /** The sandbox exchange a payment may come from (SPEC.md §6 pay, `endpoints.exchange`). */
  exchange?: string
}

function demoConfig(sandbox: Sandbox): DemoConfig {
  const { urls, chains } = sandbox
  return {
    ...(urls.walletApi ? { walletApi: urls.walletApi } : {}),
    blockchainApi: urls.blockchainApi,
    analytics: urls.analytics,
    auth: urls.auth,
    exchange: urls.exchange,
    evm: chains.evm.map((d, i) => ({ chainId: d.chainId, rpcUrl: d.rpcUrl, name: i === 0 ? 'Anvil' : `Anvil ${d.chainId}`, usdc: d.tokens.usdc.address })),
    ...(urls.solanaRpc && urls.solanaWs ? { solana: { caipNetworkId: SOLANA_SANDBOX_CHAIN_ID, rpcUrl: urls.solanaRpc, wsUrl: urls.solanaWs } } : {}),
    ...(urls.walletConnectRelay && urls.walletConnectVerify && urls.walletConnectWallet
      ? { walletConnect: { relayUrl: urls.walletConnectRelay, verifyUrl: urls.walletConnectVerify, walletUrl: urls.walletConnectWallet } }
      : {}),
    ...(urls.secureSite && urls.secureSiteSdk ? { embedded: { secureSiteOrigin: urls.secureSite, sdkUrl: urls.secureSiteSdk, ...(urls.mail ? { mailbox: urls.mail } : {}) } } : {}),
  }
}

/** The demo still runs when a sandbox piece cannot start; the reason is printed. */
async function startSandboxSafely(options: SandboxOptions): Promise<Sandbox | undefined> {
  try {
    const { startSandbox } = await import('../sandbox/index.ts')
    // A test's own names file: registered names persist, so a journey starts from none;
    // a test's smart-account chains (the embedded wallet's acting account per network).
    return await startSandbox(options)
  } catch (error) {
    console.warn(`sandbox not started: ${(error as Error).message}`)
    return undefined
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const demo = await startDemo({ port: Number(process.env.PORT ?? 5173) })
  const lines = [
    '',
    `  Latch demo      ${demo.url}`,
    ...(demo.sandbox
      ? [
          `  sandbox ready in ${Math.round(demo.sandbox.startupMs)} ms. Its endpoints and networks, to paste into`,
          `  your app as sandbox.ts (README "Use it"):`,
          '',
          ...sandboxModule(demo.sandbox)
            .trimEnd()
            .split('\n')
            .map((line) => `    ${line}`),
          '',
          `  The same as an example's .env.local (examples/*; VITE_DEV_WALLET=true adds the dev wallet):`,
          '',
          ...Object.entries(sandboxEnv(demo.sandbox)).map(([name, value]) => `    ${name}=${value}`),
        ]
      : []),
    '',
    ...(demo.sandbox
      ? [
          `  Auth service (sign in with a wallet, latch/siwx AuthServiceSIWX): ${demo.sandbox.urls.auth}`,
          `  Sign in with a wallet in the demo: ${demo.url}?siwx=default (or ?siwx=server; add &required)`,
        ]
      : []),
    '  Open the page, press "Connect wallet": the modal opens on the Connect view.',
    ...(demo.sandbox?.urls.walletConnectWallet ? [`  WalletConnect: choose it, "Copy link", paste into the test wallet ${demo.sandbox.urls.walletConnectWallet}`] : []),
    ...(demo.sandbox?.urls.mail ? [`  Mailbox (email login codes): ${demo.sandbox.urls.mail}  (SMTP ${demo.sandbox.urls.mailSmtp})`] : []),
    ...(demo.sandbox?.urls.oauthIssuer ? [`  Social login (OAuth/OIDC, clients google, x, farcaster, discord, apple, github, facebook): ${demo.sandbox.urls.oauthIssuer}`] : []),
    ...(demo.sandbox?.urls.farcasterRelay ? [`  Farcaster relay (POST /v1/channel; its url is the approval page): ${demo.sandbox.urls.farcasterRelay}`] : []),
    ...(demo.sandbox?.urls.secureSite ? [`  Secure site (embedded wallet frame): ${demo.sandbox.urls.secureSite}`] : []),
    ...(demo.sandbox
      ? [
          `  App contract SandboxCounter (increment, incrementBy, number, EIP-712 setNumberWithSig; ABI in sandbox/evm/counter.ts):`,
          ...demo.sandbox.chains.evm.map((c) => `    chain ${c.chainId}: ${c.counter}`),
        ]
      : []),
    ...(demo.sandbox ? [`  Onramp checkout (Buy opens it in its own window; its button delivers on chain): ${demo.sandbox.urls.onrampCheckout}`] : []),
    '  The panels show the live state and every event; "Download log" saves a file that',
    '  `npm run replay -- <file>` replays to the same final state.',
    `  Started in ${Math.round(performance.now() - started)} ms. Ctrl-C stops everything.`,
    '',
  ]
  console.log(lines.join('\n'))
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await demo.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
