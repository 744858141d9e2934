// Your own connect UI: the wallet list, search and paging from useWallets, the connection's
// steps from useConnect — the provider never renders Latch's dialog (renderModal={false}).
// The WalletButton below it connects one wallet in one click, with Latch's dialog only where a
// step needs it (a QR code, an email code): it sits in a second provider that renders the dialog.
import { useState } from 'react'
import { ModalProvider, WalletButton, useAccount, useConnect, useWallets } from 'latch/react'
import { modal } from './modal'

function WalletPicker() {
  const { wallets, search, loadMore, hasMore, loading, error } = useWallets()
  const { connect, step, error: connectError } = useConnect()
  const { address, isConnected } = useAccount()
  if (isConnected) {
    return (
      <p>
        Connected as <code>{address}</code>{' '}
        <button type="button" onClick={() => void modal.disconnect()}>
          Disconnect
        </button>
      </p>
    )
  }
  return (
    <section aria-label="Choose a wallet">
      <input type="search" aria-label="Search wallets" placeholder="Search wallets" onChange={(e) => search(e.target.value)} />
      <ul aria-busy={loading}>
        {wallets.map((wallet) => (
          <li key={`${wallet.group}:${wallet.id}`}>
            <button type="button" onClick={() => void connect(wallet.id).catch(() => undefined)}>
              {wallet.icon && <img src={wallet.icon} alt="" width={20} height={20} />} {wallet.name}
              {wallet.installed && ' (installed)'}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" onClick={loadMore}>
          More wallets
        </button>
      )}
      {error && <p role="alert">The wallet list could not load ({error.code}).</p>}
      <p aria-live="polite">{step === 'approveInWallet' ? 'Approve in your wallet…' : step === 'failed' ? `Not connected (${connectError}).` : ''}</p>
    </section>
  )
}

export function App() {
  const [tab, setTab] = useState<'picker' | 'button'>('picker')
  return (
    <main>
      <h1>Your own connect UI</h1>
      <nav>
        <button type="button" aria-pressed={tab === 'picker'} onClick={() => setTab('picker')}>
          Wallet list
        </button>
        <button type="button" aria-pressed={tab === 'button'} onClick={() => setTab('button')}>
          One button
        </button>
      </nav>
      {tab === 'picker' ? (
        <ModalProvider modal={modal} renderModal={false}>
          <WalletPicker />
        </ModalProvider>
      ) : (
        <ModalProvider modal={modal}>
          <WalletButton wallet="dev.latch.wallet" />
        </ModalProvider>
      )}
    </main>
  )
}
