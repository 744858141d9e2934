import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { RelayRoute } from './relay.ts'

/** What the test mobile wallet page needs: the relay, Verify and the chains it signs on. */
export type WalletPageConfig = {
  projectId: string
  relayUrl: string
  verifyUrl: string
  evm: { chainId: number; rpcUrl: string }[]
  solana?: { chainId: string; rpcUrl: string; wsUrl: string }
}

let bundle: Promise<string> | undefined

/** The wallet page's script (wallet/app.ts with walletkit), bundled once per process on first use. */
export function bundleWalletPage(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./wallet/app.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0]
    if (!file) throw new Error('esbuild produced no wallet page bundle')
    return file.text
  })
  return bundle
}

const html = (config: WalletPageConfig, prefix: string): string => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch Test Wallet</title>
<style>body{font:14px system-ui,sans-serif;max-width:480px;margin:16px auto;padding:0 12px}textarea{width:100%;height:70px}section{border:1px solid #ccc;border-radius:8px;padding:8px;margin:8px 0}pre{white-space:pre-wrap;font-size:11px}</style>
<script>window.LATCH_WC_WALLET_CONFIG = ${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
</head><body>
<h1>Latch Test Wallet</h1>
<p>A WalletConnect wallet for the sandbox. Paste the dapp's link (Copy link) and pair.</p>
<textarea data-wc-uri placeholder="wc:…"></textarea>
<button data-wc-pair>Pair</button>
<p data-wc-status role="status">Loading…</p>
<div data-wc-proposals></div>
<h2>Sessions</h2><ul data-wc-sessions></ul>
<script type="module" src="${prefix}/app.js"></script>
</body></html>`

/**
 * Serves the wallet page at `prefix` (HTML with its config) and `prefix/app.js` (the bundle).
 * @example startRelay({ routes: [walletPageRoute('/wallet', () => config)] })
 */
export function walletPageRoute(prefix: string, config: () => WalletPageConfig): RelayRoute {
  return (_req, res, url) => {
    if (url.pathname === prefix || url.pathname === `${prefix}/`) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html(config(), prefix))
      return true
    }
    if (url.pathname === `${prefix}/app.js`) {
      bundleWalletPage().then(
        (js) => {
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
          res.end(js)
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' })
          res.end(String(error))
        },
      )
      return true
    }
    return false
  }
}
