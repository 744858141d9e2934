import type { ConnectorInfo } from '../../core/index.ts'

const icon = (bg: string, fg: string, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" rx="20" fill="${bg}"/><text x="40" y="52" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${fg}">${letter}</text></svg>`,
  )}`

/** Wallets as adapters would discover them (self-drawn icons; no network access needed). */
export const demoWallets: ConnectorInfo[] = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', imageUrl: icon('#3396ff', '#fff', 'W') },
  { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask', icon: icon('#f6851b', '#fff', 'M') } },
  { id: 'com.coinbase.wallet', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155', imageUrl: icon('#0052ff', '#fff', 'C') },
]
