/**
 * The sign-in page: the real adapters, the injected dev wallet and a `siwx` option —
 * `DefaultSIWX` (verifying on the sandbox chains, sessions in IndexedDB) or `AuthServiceSIWX`
 * (the sandbox auth service) — with the modal mounted by `mountModal`. Its configuration comes
 * from `window.__siwxPage`, written into the HTML by `test/e2e/siwx.test.ts`.
 */
import { createModal, type CaipNetwork, type CaipNetworkId, type Modal } from '../../../core/index.ts'
import { eip155Adapter } from '../../../adapters/eip155/index.ts'
import { solanaAdapter } from '../../../adapters/solana/index.ts'
import { AuthServiceSIWX, DefaultSIWX, InformalMessenger } from '../../../adapters/siwx/index.ts'
import { mountModal } from '../../../renderer-react/index.ts'
import { installDevWallet, type DevWallet } from '../../../sandbox/dev-wallet/index.ts'

export type SiwxPageConfig = {
  evm: { chainId: number; rpcUrl: string }[]
  solana: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  mode: 'default' | 'server'
  auth: string
  required: boolean
  signOutOnDisconnect?: boolean
}

const config = (window as unknown as { __siwxPage: SiwxPageConfig }).__siwxPage

const networks: CaipNetwork[] = [
  ...config.evm.map(
    (c): CaipNetwork => ({
      id: c.chainId,
      caipNetworkId: `eip155:${c.chainId}`,
      chainNamespace: 'eip155',
      name: `Anvil ${c.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
      testnet: true,
    }),
  ),
  {
    id: config.solana.caipNetworkId.split(':')[1]!,
    caipNetworkId: config.solana.caipNetworkId as CaipNetworkId,
    chainNamespace: 'solana',
    name: 'Solana (sandbox)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [config.solana.rpcUrl], webSocket: [config.solana.wsUrl] } },
    testnet: true,
  },
]

const wallet = installDevWallet({
  evm: { chains: config.evm.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: `Anvil ${c.chainId}` })) },
  solana: { rpcUrl: config.solana.rpcUrl },
  autoApprove: true,
  // Like a real wallet: a reload finds the page connected without a prompt.
  rememberConnection: true,
})

const domain = location.host
const uri = location.href
const WEEK = 7 * 24 * 3600_000
const siwx =
  config.mode === 'server'
    ? new AuthServiceSIWX({
        url: config.auth,
        domain,
        uri,
        statement: 'Sign in to the SIWX page',
        expiration: WEEK,
        required: config.required,
        signOutOnDisconnect: config.signOutOnDisconnect ?? false,
      })
    : new DefaultSIWX({
        networks,
        required: config.required,
        signOutOnDisconnect: config.signOutOnDisconnect ?? false,
        messenger: new InformalMessenger({ domain, uri, statement: 'Sign in to the SIWX page', expiration: WEEK }),
      })

const modal = createModal({
  projectId: 'siwx-page',
  networks,
  adapters: [eip155Adapter(), solanaAdapter()],
  siwx,
  metadata: { name: 'SIWX page', description: 'Sign in with a wallet', url: location.origin, icons: [] },
  deps: { walletApi: null, blockchainApi: null },
})
mountModal(modal)
;(window as unknown as { latch: { modal: Modal; wallet: DevWallet } }).latch = { modal, wallet }
