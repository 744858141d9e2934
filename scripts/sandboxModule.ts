/**
 * The sandbox's values as a TypeScript module a host can paste (`npm start` prints it; the host
 * test writes it as the README's `./sandbox` module): every endpoint and every network, the
 * Solana one included, as `createModal` takes them.
 */
import type { Sandbox } from '../sandbox/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../sandbox/solana/accounts.ts'

/** A network as `createModal({ networks })` takes it (the shape of latch's `CaipNetwork`). */
export type SandboxNetwork = {
  id: number | string
  caipNetworkId: string
  chainNamespace: 'eip155' | 'solana'
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[]; webSocket?: string[] } }
  /** The sandbox wallet-list service's asset image of the chain (real network icons). */
  assets: { imageId: string }
  testnet: true
}

/** The sandbox's endpoints and networks as plain data. */
export function sandboxValues(sandbox: Pick<Sandbox, 'urls' | 'chains'>): {
  endpoints: { walletApi?: string; blockchainApi: string; analytics: string }
  networks: SandboxNetwork[]
  /** `walletConnect({ relayUrl, verifyUrl })`: the local relay (absent without it). */
  walletConnectRelay?: { relayUrl: string; verifyUrl: string }
  /** `embeddedWallet({ secureSiteOrigin, sdkUrl })`: email login's secure site (absent without it). */
  secureSite?: { secureSiteOrigin: string; sdkUrl: string }
  /** `new AuthServiceSIWX({ url })`: the sign-in auth service. */
  authService: string
} {
  const { urls, chains } = sandbox
  const evm = chains.evm.map(
    (c, i): SandboxNetwork => ({
      id: c.chainId,
      caipNetworkId: `eip155:${c.chainId}`,
      chainNamespace: 'eip155',
      name: i === 0 ? 'Anvil' : `Anvil ${c.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
      assets: { imageId: `latch-anvil-${c.chainId}` },
      testnet: true,
    }),
  )
  const solana: SandboxNetwork[] =
    urls.solanaRpc && urls.solanaWs
      ? [
          {
            id: SOLANA_SANDBOX_CHAIN_ID.split(':')[1]!,
            caipNetworkId: SOLANA_SANDBOX_CHAIN_ID,
            chainNamespace: 'solana',
            name: 'Solana (sandbox)',
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
            rpcUrls: { default: { http: [urls.solanaRpc], webSocket: [urls.solanaWs] } },
            assets: { imageId: 'latch-solana-local' },
            testnet: true,
          },
        ]
      : []
  return {
    endpoints: {
      ...(urls.walletApi ? { walletApi: urls.walletApi } : {}),
      blockchainApi: urls.blockchainApi,
      analytics: urls.analytics,
    },
    networks: [...evm, ...solana],
    ...(urls.walletConnectRelay && urls.walletConnectVerify ? { walletConnectRelay: { relayUrl: urls.walletConnectRelay, verifyUrl: urls.walletConnectVerify } } : {}),
    ...(urls.secureSite && urls.secureSiteSdk ? { secureSite: { secureSiteOrigin: urls.secureSite, sdkUrl: urls.secureSiteSdk } } : {}),
    authService: urls.auth,
  }
}

/**
 * The pasteable module: `export const endpoints` and `export const networks`, then the services
 * the optional entries take (`walletConnectRelay`, `secureSite`, `authService`) when they run.
 *
 * @example
 * writeFileSync('src/sandbox.ts', sandboxModule(sandbox))
 */
export function sandboxModule(sandbox: Pick<Sandbox, 'urls' | 'chains'>): string {
  const { endpoints, networks, walletConnectRelay, secureSite, authService } = sandboxValues(sandbox)
  return [
    `// sandbox.ts — the local sandbox of \`npm start\` (its ports change with each start).`,
    `import type { CaipNetwork } from 'latch'`,
    ``,
    `export const endpoints = {`,
    ...Object.entries(endpoints).map(([name, url]) => `  ${name}: ${literal(url)},`),
    `}`,
    ``,
    `export const networks: CaipNetwork[] = [`,
    ...networks.map((network) => `  ${literal(network)},`),
    `]`,
    ``,
    ...(walletConnectRelay
      ? [`// latch/walletconnect: walletConnect({ ...walletConnectRelay, projectId, metadata, networks })`, `export const walletConnectRelay = ${literal(walletConnectRelay)}`, ``]
      : []),
    ...(secureSite ? [`// latch/embedded (email login): embeddedWallet(secureSite)`, `export const secureSite = ${literal(secureSite)}`, ``] : []),
    `// latch/siwx: new AuthServiceSIWX({ url: authService, domain, uri })`,
    `export const authService = ${literal(authService)}`,
    ``,
  ].join('\n')
}

/** A value as a one-line TypeScript literal: `{ id: 1, name: 'Anvil' }`. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, v]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(v)}`)
      .join(', ')} }`
  return typeof value === 'string' ? `'${value.replace(/['\\]/g, '\\$&')}'` : String(value)
}

/**
 * The sandbox as the examples' `.env.local` (examples/*: Vite reads `VITE_*` from it): the first
 * EVM chain with its app contract, the Solana node, the services. Each example reads the names it
 * needs (its `.env.example` lists them); `VITE_DEV_WALLET` stays the user's choice.
 *
 * @example
 * writeFileSync('examples/wagmi/.env.local', Object.entries(sandboxEnv(sandbox)).map(([k, v]) => `${k}=${v}`).join('\n'))
 */
export function sandboxEnv(sandbox: Pick<Sandbox, 'urls' | 'chains'>): Record<string, string> {
  const { urls, chains } = sandbox
  const evm = chains.evm[0]
  return {
    ...(evm ? { VITE_EVM_RPC_URL: evm.rpcUrl, VITE_EVM_CHAIN_ID: String(evm.chainId), VITE_COUNTER_ADDRESS: evm.counter } : {}),
    ...(urls.solanaRpc && urls.solanaWs ? { VITE_SOLANA_RPC_URL: urls.solanaRpc, VITE_SOLANA_WS_URL: urls.solanaWs, VITE_SOLANA_CHAIN_ID: SOLANA_SANDBOX_CHAIN_ID } : {}),
    ...(urls.walletApi ? { VITE_WALLET_API_URL: urls.walletApi } : {}),
    VITE_BLOCKCHAIN_API_URL: urls.blockchainApi,
    VITE_ANALYTICS_URL: urls.analytics,
  }
}
