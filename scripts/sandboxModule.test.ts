import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Sandbox } from '../sandbox/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../sandbox/solana/accounts.ts'
import { sandboxEnv, sandboxModule, sandboxValues } from './sandboxModule.ts'

const sandbox = {
  urls: {
    walletApi: 'http://127.0.0.1:4001',
    blockchainApi: 'http://127.0.0.1:4002',
    analytics: 'http://127.0.0.1:4003',
    evm: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    solanaRpc: 'http://127.0.0.1:8899',
    solanaWs: 'ws://127.0.0.1:8899',
    auth: 'http://127.0.0.1:4004',
    walletConnectRelay: 'ws://127.0.0.1:4005',
    walletConnectVerify: 'http://127.0.0.1:4006',
    secureSite: 'http://127.0.0.1:4007',
    secureSiteSdk: 'http://127.0.0.1:4007/sdk',
  },
  chains: {
    evm: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    ],
  },
} as unknown as Pick<Sandbox, 'urls' | 'chains'>

test('behavior: npm start prints every endpoint and every network, the Solana one included', () => {
  const { endpoints, networks } = sandboxValues(sandbox)
  assert.equal(endpoints, { walletApi: 'http://127.0.0.1:4001', blockchainApi: 'http://127.0.0.1:4002', analytics: 'http://127.0.0.1:4003' })
  assert.equal(
    networks.map((n) => n.caipNetworkId),
    ['eip155:31337', 'eip155:31338', SOLANA_SANDBOX_CHAIN_ID],
  )
  assert.equal(networks[2]!.rpcUrls.default, { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] })
  const source = sandboxModule(sandbox)
  for (const url of [...Object.values(endpoints), 'http://127.0.0.1:8545', 'http://127.0.0.1:8546', 'ws://127.0.0.1:8899']) assert.ok(source.includes(`'${url}'`), url)
  assert.match(source, /^export const endpoints = \{$/m)
  assert.match(source, /^export const networks: CaipNetwork\[\] = \[$/m)
  assert.match(source, `caipNetworkId: '${SOLANA_SANDBOX_CHAIN_ID}'`)
  // Real images: each network names the sandbox wallet-list service's asset image of it.
  assert.equal(
    networks.map((n) => n.assets.imageId),
    ['latch-anvil-31337', 'latch-anvil-31338', 'latch-solana-local'],
  )
  assert.match(source, "assets: { imageId: 'latch-anvil-31337' }")
})

test("behavior: npm start prints the services the optional entries take: the WalletConnect relay, email login's secure site, the sign-in auth service", () => {
  const source = sandboxModule(sandbox)
  assert.match(source, "export const walletConnectRelay = { relayUrl: 'ws://127.0.0.1:4005', verifyUrl: 'http://127.0.0.1:4006' }")
  assert.match(source, "export const secureSite = { secureSiteOrigin: 'http://127.0.0.1:4007', sdkUrl: 'http://127.0.0.1:4007/sdk' }")
  assert.match(source, "export const authService = 'http://127.0.0.1:4004'")
  const bare = sandboxModule({ ...sandbox, urls: { ...sandbox.urls, walletConnectRelay: undefined, secureSite: undefined } } as unknown as Pick<Sandbox, 'urls' | 'chains'>)
  assert.not.match(bare, 'walletConnectRelay =', 'a sandbox without the relay prints none')
  assert.not.match(bare, 'secureSite =')
})

test("behavior: npm start prints the examples' .env.local: the first EVM chain and its app contract, the Solana node, the services; the dev wallet left to the user", () => {
  const withCounter = { ...sandbox, chains: { evm: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', counter: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] } } as unknown as Pick<
    Sandbox,
    'urls' | 'chains'
  >
  assert.equal(sandboxEnv(withCounter), {
    VITE_EVM_RPC_URL: 'http://127.0.0.1:8545',
    VITE_EVM_CHAIN_ID: '31337',
    VITE_COUNTER_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    VITE_SOLANA_RPC_URL: 'http://127.0.0.1:8899',
    VITE_SOLANA_WS_URL: 'ws://127.0.0.1:8899',
    VITE_SOLANA_CHAIN_ID: SOLANA_SANDBOX_CHAIN_ID,
    VITE_WALLET_API_URL: 'http://127.0.0.1:4001',
    VITE_BLOCKCHAIN_API_URL: 'http://127.0.0.1:4002',
    VITE_ANALYTICS_URL: 'http://127.0.0.1:4003',
  })
})

test.run()
