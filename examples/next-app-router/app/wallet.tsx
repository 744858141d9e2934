'use client'
import { ConnectButton, NetworkButton, useAccount, useNetwork } from 'latch/react'

export function Wallet() {
  return (
    <p>
      <ConnectButton /> <NetworkButton />
    </p>
  )
}

export function Status() {
  const { isConnected, address } = useAccount()
  const { caipNetwork } = useNetwork()
  if (!isConnected) return <p>Not connected.</p>
  return (
    <p data-example-address={address}>
      Connected to {caipNetwork?.name ?? 'an unsupported network'} as {address}. Open the account (the button above) to see the balance and send.
    </p>
  )
}
