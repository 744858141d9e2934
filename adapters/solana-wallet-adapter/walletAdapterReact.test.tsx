/**
 * `@solana/wallet-adapter-react` over `LatchWalletAdapter` in happy-dom (React 19): `useWallet()`
 * follows the modal's Solana connection, its `sendTransaction` with `useConnection()`'s connection
 * is confirmed on the sandbox's LiteSVM node, and a disconnect in the modal reaches the hooks
 * (API.md "Other entries").
 */
import { cleanup, createTestModal, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair, SystemProgram, Transaction, type Connection } from '@solana/web3.js'
import { ConnectionProvider, WalletProvider, useConnection, useWallet, type WalletContextState } from '@solana/wallet-adapter-react'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { startSolana, SOLANA_SANDBOX_CHAIN_ID, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { solanaAdapter } from '../solana/solanaAdapter.ts'
import { testConnector } from '../solana/testConnector.ts'
import { LatchWalletAdapter, LatchWalletName } from './index.ts'

// wallet-adapter-react's Wallet Standard discovery logs that it cannot dispatch its app-ready event
// (its Event class is Node's, the window happy-dom's); it is not under test here.
const CHAIN = SOLANA_SANDBOX_CHAIN_ID as CaipNetworkId
let solana: SolanaSandbox

const seen: { wallet?: WalletContextState; connection?: Connection } = {}
function Probe() {
  seen.wallet = useWallet()
  seen.connection = useConnection().connection
  return <p data-probe>{seen.wallet.publicKey?.toBase58() ?? 'none'}</p>
}

test.before(async () => {
  solana = await startSolana()
})
test.after(async () => {
  await cleanup()
  await solana?.stop()
})

test("behavior: useWallet() connects through the modal, sendTransaction over useConnection() is confirmed, the modal's disconnect reaches the hooks", async () => {
  const network: CaipNetwork = {
    id: CHAIN.split(':')[1]!,
    caipNetworkId: CHAIN,
    chainNamespace: 'solana',
    name: 'Solana Sandbox',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  }
  const connector = testConnector({ secretKey: solana.accounts[3]!.secretKey })
  const modal = createTestModal({ networks: [network], adapters: [solanaAdapter({ window: undefined, networks: [network], connectors: [connector] })] })
  const wallets = [new LatchWalletAdapter(modal)]
  const view = await render(
    <ConnectionProvider endpoint={solana.rpcUrl} config={{ commitment: 'confirmed', wsEndpoint: solana.wsUrl }}>
      <WalletProvider wallets={wallets}>
        <Probe />
      </WalletProvider>
    </ConnectionProvider>,
  )
  const shown = () => view.container.querySelector('[data-probe]')?.textContent
  await run(() => seen.wallet!.select(LatchWalletName))
  let connecting: Promise<void> | undefined
  await run(() => void (connecting = seen.wallet!.connect()))
  await waitUntil(() => modal.getState().open, 'the modal open')
  await run(() => modal.connect('test', 'solana'))
  await run(() => connecting)
  const address = solana.accounts[3]!.address
  assert.is(shown(), address)
  assert.ok(seen.wallet!.connected)

  const to = Keypair.generate().publicKey
  const from = seen.wallet!.publicKey!
  const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 123_000_000 }))
  let signature = ''
  await run(async () => void (signature = await seen.wallet!.sendTransaction(transaction, seen.connection!)))
  const { value } = await seen.connection!.confirmTransaction(signature, 'confirmed')
  assert.is(value.err, null)
  assert.is(await seen.connection!.getBalance(to, 'confirmed'), 123_000_000)

  await run(() => modal.disconnect('solana'))
  await waitUntil(() => shown() === 'none', 'the hooks disconnected')
  assert.not.ok(seen.wallet!.connected)
})

test.run()
