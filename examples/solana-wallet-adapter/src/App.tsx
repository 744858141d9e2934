import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { ConnectionProvider, WalletProvider, useConnection, useWallet } from '@solana/wallet-adapter-react'
import { LatchWalletName } from 'latch/solana-wallet-adapter'
import { ModalProvider } from 'latch/react'
import { useEffect, useState, type FormEvent } from 'react'
import { rpcUrl, wsUrl } from './config'
import { modal, wallets } from './modal'

/** The app's own wallet-adapter code: `useWallet` and `useConnection`, as with any wallet. */
function Wallet() {
  const { connection } = useConnection()
  const { wallet, select, connect, disconnect, connecting, connected, publicKey, sendTransaction } = useWallet()
  const [balance, setBalance] = useState<number>()
  const [sent, setSent] = useState<{ signature: string; confirmed: boolean }>()
  const [error, setError] = useState<string>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a confirmed send is the trigger to read the balance again
  useEffect(() => {
    if (!publicKey) return setBalance(undefined)
    let current = true
    const refresh = () => connection.getBalance(publicKey, 'confirmed').then((lamports) => current && setBalance(lamports / LAMPORTS_PER_SOL))
    void refresh()
    const id = connection.onAccountChange(publicKey, () => void refresh(), { commitment: 'confirmed' })
    return () => {
      current = false
      void connection.removeAccountChangeListener(id)
    }
  }, [connection, publicKey, sent?.confirmed])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(undefined)
    try {
      const transaction = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: publicKey!, toPubkey: new PublicKey(String(form.get('to'))), lamports: Math.round(Number(form.get('amount')) * LAMPORTS_PER_SOL) }),
      )
      const signature = await sendTransaction(transaction, connection)
      setSent({ signature, confirmed: false })
      const { value } = await connection.confirmTransaction(signature, 'confirmed')
      if (value.err) throw new Error(JSON.stringify(value.err))
      setSent({ signature, confirmed: true })
    } catch (e) {
      setError((e as Error).message)
    }
  }

  if (!connected || !publicKey)
    return (
      <>
        {/* Selecting Latch connects it (autoConnect): its modal opens. On a reload, autoConnect
            follows Latch's silent restore of the visitor's connection instead. */}
        <button type="button" data-example-connect disabled={connecting} onClick={() => (wallet ? connect().catch((e: Error) => setError(e.message)) : select(LatchWalletName))}>
          {connecting ? 'Connecting…' : 'Connect'}
        </button>
        {error && <p role="alert">{error}</p>}
      </>
    )
  return (
    <>
      <p data-example-address={publicKey.toBase58()}>Connected: {publicKey.toBase58()}</p>
      <p data-example-balance={balance}>Balance: {balance ?? '…'} SOL</p>
      <form onSubmit={send}>
        <input name="to" placeholder="Receiver address" required data-example-to />
        <input name="amount" defaultValue="0.1" inputMode="decimal" required data-example-amount />
        <button type="submit" data-example-send>
          Send SOL
        </button>
      </form>
      {sent && (
        <p data-example-sent={sent.confirmed ? 'confirmed' : 'sent'}>
          {sent.confirmed ? 'Confirmed' : 'Sent'}: {sent.signature}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </>
  )
}

export function App() {
  return (
    <ConnectionProvider endpoint={rpcUrl} config={{ commitment: 'confirmed', wsEndpoint: wsUrl }}>
      <WalletProvider wallets={wallets} autoConnect>
        <ModalProvider modal={modal}>
          <h1>Latch + Solana wallet adapter</h1>
          <Wallet />
        </ModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  )
}
