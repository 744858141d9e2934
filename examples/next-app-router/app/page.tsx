import { Status, Wallet } from './wallet'

export default function Home() {
  return (
    <main>
      <h1>Latch + Next.js App Router</h1>
      <Wallet />
      <Status />
    </main>
  )
}
