// A server component: it reads the visitor's Latch cookie from the request, so a returning
// visitor's page arrives already showing the connected account (no flash of "disconnected").
import { initialState } from 'latch/react'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Latch + Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const state = initialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={state}>{children}</Providers>
      </body>
    </html>
  )
}
