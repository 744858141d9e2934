import { ConnectButton, ModalProvider, NetworkButton, useAccount, useNetwork } from 'latch/react'
import { modal } from './modal'

function Status() {
  const { isConnected, address } = useAccount()
  const { caipNetwork } = useNetwork()
  if (!isConnected) return <p>Not connected.</p>
  return (
    <p data-example-address={address}>
      Connected to {caipNetwork?.name ?? 'an unsupported network'} as {address}. Open the account (the button above) to see the balance and send.
    </p>
  )
}

export function App() {
  return (
    <ModalProvider modal={modal}>
      <h1>Latch + Vite + React</h1>
      <ConnectButton />
      <NetworkButton />
      <Status />
    </ModalProvider>
  )
}
