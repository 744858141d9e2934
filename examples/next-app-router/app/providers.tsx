'use client'
// The modal lives on the client (this module also renders on the server, where it touches no
// window). cookieStorage() keeps the connection in a cookie, so the server layout can read it.
import { cookieStorage, createModal } from 'latch'
import { eip155Adapter } from 'latch/eip155'
import { ModalProvider, type InitialState } from 'latch/react'
import type { ReactNode } from 'react'
import { endpoints, networks } from './config'

// For browser tests only (NEXT_PUBLIC_DEV_WALLET=true): Latch's dev wallet, announced like a
// browser extension and approving by itself; it remembers the connection across reloads. Loaded
// on its own (the modal waits for a saved wallet's announcement), so other builds never fetch it.
if (typeof window !== 'undefined' && process.env.NEXT_PUBLIC_DEV_WALLET === 'true') {
  void import('latch/dev-wallet').then(({ installDevWallet }) =>
    installDevWallet({
      evm: { chains: networks.map((n) => ({ chainId: Number(n.id), rpcUrl: n.rpcUrls.default.http[0]!, name: n.name })) },
      solana: false,
      autoApprove: true,
      showPanel: false,
      rememberConnection: true,
    }),
  )
}

export const modal = createModal({
  projectId: 'latch-example-next-app-router',
  networks,
  adapters: [eip155Adapter()],
  endpoints,
  storage: cookieStorage(),
  metadata: { name: 'Latch example', description: 'Next.js App Router', url: 'http://localhost:3000', icons: [] },
})

export function Providers({ initialState, children }: { initialState: InitialState | undefined; children: ReactNode }) {
  return (
    <ModalProvider modal={modal} initialState={initialState}>
      {children}
    </ModalProvider>
  )
}
