/**
 * A host page with its own connect UI (API.md "Own UI"), served by `startDemo({ entry })` with the
 * sandbox: its list, QR text, email form and social button are built only from `useWallets`, `useConnect` and
 * `useWalletConnectUri` under `<ModalProvider renderModal={false}>` — the modal never mounts.
 * `?button` serves instead one `<WalletButton wallet="dev.latch.wallet">` with the modal mounted.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createModal, type CaipNetwork, type CaipNetworkId, type Modal } from '../../../core/index.ts'
import { eip155Adapter } from '../../../adapters/eip155/index.ts'
import { walletConnect } from '../../../adapters/walletconnect/index.ts'
import { embeddedWallet } from '../../../adapters/embedded/index.ts'
import type { DemoConfig } from '../../../scripts/start.ts'
import { ModalProvider, WalletButton, useAccount, useConnect, useWalletConnectUri, useWallets } from '../../../renderer-react/index.ts'

const sandbox = (await (await fetch('/sandbox.json')).json()) as DemoConfig
const networks: CaipNetwork[] = sandbox.evm.map((c) => ({
  id: c.chainId,
  caipNetworkId: `eip155:${c.chainId}` as CaipNetworkId,
  chainNamespace: 'eip155',
  name: c.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [c.rpcUrl] } },
  testnet: true,
}))
const metadata = { name: 'Headless host', description: 'Own connect UI', url: location.origin, icons: [] }
const wc = walletConnect({ projectId: 'latch-headless', relayUrl: sandbox.walletConnect!.relayUrl, verifyUrl: sandbox.walletConnect!.verifyUrl, metadata, networks })
const ew = embeddedWallet({ secureSiteOrigin: sandbox.embedded!.secureSiteOrigin, sdkUrl: sandbox.embedded!.sdkUrl })
const modal: Modal = createModal({
  projectId: 'latch-headless',
  networks,
  adapters: [eip155Adapter({ connectors: [wc.eip155, ew.eip155] }), wc, ew],
  metadata,
  endpoints: { blockchainApi: sandbox.blockchainApi, analytics: sandbox.analytics, ...(sandbox.walletApi ? { walletApi: sandbox.walletApi } : {}) },
})
;(window as unknown as { latchModal: Modal }).latchModal = modal

function HostConnect() {
  const { wallets, search, loadMore, hasMore, loading } = useWallets()
  const { connect, step, error, submitOtp } = useConnect()
  const { uri, expiresAt, start } = useWalletConnectUri()
  const { address, isConnected } = useAccount()
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  return (
    <main>
      <h1>My wallet picker</h1>
      <p data-host-step={step} data-host-error={error ?? ''}>
        {isConnected ? `Connected ${address}` : `Step: ${step}`}
      </p>
      <label>
        Search wallets <input type="search" data-host-search onChange={(e) => search(e.target.value)} />
      </label>
      <ul aria-busy={loading} aria-label="Wallets">
        {wallets.map((w) => (
          <li key={`${w.group}:${w.id}`}>
            <button type="button" data-host-wallet={w.id} data-group={w.group} onClick={() => void connect(w.id).catch(() => undefined)}>
              {w.name}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" onClick={loadMore}>
          More wallets
        </button>
      )}
      <button type="button" data-host-social="google" onClick={() => void connect('google').catch(() => undefined)}>
        Continue with Google
      </button>
      <button type="button" data-host-qr onClick={() => void start().catch(() => undefined)}>
        Show a WalletConnect code
      </button>
      {uri && (
        <output data-host-uri={uri} data-expires-at={expiresAt}>
          Pairing code ready
        </output>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void connect('email', { email }).catch(() => undefined)
        }}
      >
        <label>
          Email <input type="email" data-host-email value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button type="submit">Continue with email</button>
      </form>
      {step === 'otp' && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            submitOtp(otp)
          }}
        >
          <label>
            Code <input name="otp" data-host-otp value={otp} onChange={(e) => setOtp(e.target.value)} />
          </label>
          <button type="submit" data-host-otp-submit>
            Verify
          </button>
        </form>
      )}
    </main>
  )
}

const root = createRoot(document.getElementById('app')!)
if (new URLSearchParams(location.search).has('button')) {
  root.render(
    <ModalProvider modal={modal}>
      <main>
        <h1>One button per wallet</h1>
        <WalletButton wallet="dev.latch.wallet" />
      </main>
    </ModalProvider>,
  )
} else {
  root.render(
    <ModalProvider modal={modal} renderModal={false}>
      <HostConnect />
    </ModalProvider>,
  )
}
