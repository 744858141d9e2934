import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ModalProvider, useAccount as useLatchAccount } from 'latch/react'
import { useEffect } from 'react'
import { WagmiProvider, useAccount, useConnect, useConnectors, useDisconnect, useReadContract, useWaitForTransactionReceipt, useWriteContract } from 'wagmi'
import { counter } from './config'
import { modal, wagmiConfig } from './modal'

const queryClient = new QueryClient()

/** The app's own wagmi code: Latch only shows as the connector (its modal opens on connect). */
function Counter() {
  const { address, status } = useAccount()
  const connect = useConnect()
  const [latch] = useConnectors() // latchWagmiConfig puts Latch's connector first
  const disconnect = useDisconnect()
  const { data: number, refetch } = useReadContract({ ...counter, address: counter.address, functionName: 'number', query: { enabled: Boolean(counter.address) } })
  const write = useWriteContract()
  const hash = write.data
  const { isSuccess: confirmed } = useWaitForTransactionReceipt({ hash })
  useEffect(() => {
    if (confirmed) void refetch()
  }, [confirmed, refetch])

  if (status !== 'connected')
    return (
      <button type="button" data-example-connect onClick={() => latch && connect.mutate({ connector: latch })}>
        Connect ({status})
      </button>
    )
  return (
    <>
      <p data-example-address={address}>wagmi account: {address}</p>
      <p data-example-number={number?.toString()}>Counter: {number?.toString() ?? '…'}</p>
      <button type="button" data-example-increment disabled={!counter.address || write.isPending} onClick={() => write.mutate({ ...counter, address: counter.address!, functionName: 'increment' })}>
        Increment
      </button>
      {hash && (
        <p data-example-tx={confirmed ? 'confirmed' : 'pending'}>
          Transaction {hash}: {confirmed ? 'confirmed' : 'pending'}
        </p>
      )}
      <button type="button" data-example-disconnect onClick={() => disconnect.mutate()}>
        Disconnect
      </button>
    </>
  )
}

/** What Latch itself has: it stays the source of truth, wagmi follows. */
function LatchStatus() {
  const { status } = useLatchAccount('eip155')
  return <p data-latch-status={status}>Latch: {status}</p>
}

export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <ModalProvider modal={modal}>
          <h1>Latch + wagmi</h1>
          <Counter />
          <LatchStatus />
        </ModalProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
