/**
 * Generates the sandbox wallet registry (`data/wallets.json`) and its SVG images
 * (`data/images.json`) deterministically: no clock, no randomness beyond a seeded PRNG.
 *
 *   node --import tsx sandbox/wallet-api/generate.ts
 *
 * The registry mixes well-known wallets (names, rdns and link schemes as those apps use them)
 * with generated ones to reach a realistic size, plus the Latch dev wallet and deliberate
 * duplicates (same rdns; same name without rdns) so SPEC.md §5's wallet-list de-duplication
 * has data to act on. `registry.test.ts` fails when the committed files drift from this script.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SOLANA_SANDBOX_CHAIN_ID } from '../solana/accounts.ts'
import type { BadgeType, ImageTable, InjectedInfo, RegistryWallet } from './types.ts'

/** The dev wallet's registry entry id (sha256 of its slug, like every generated id). */
export const DEV_WALLET_ID = sha256('latch-wallet/latch-dev-wallet')
export const DEV_WALLET_NAME = 'Latch Dev Wallet'
export const DEV_WALLET_RDNS = 'dev.latch.wallet'

/** Local chains of the sandbox (two anvils and the LiteSVM node). */
export const SANDBOX_CHAINS = ['eip155:31337', 'eip155:31338', SOLANA_SANDBOX_CHAIN_ID]

const EVM_MAINNETS = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:100', 'eip155:137', 'eip155:324', 'eip155:8453', 'eip155:42161', 'eip155:43114', 'eip155:59144']
const EVM_TESTNETS = ['eip155:11155111', 'eip155:84532']
const SOLANA = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']
const BITCOIN = ['bip122:000000000019d6689c085ae165831e93']
const COSMOS = ['cosmos:cosmoshub-4', 'cosmos:osmosis-1']
const POLKADOT = ['polkadot:91b171bb158e2d3848fa23a9f1c25182']

type Kind = 'evm' | 'sol' | 'multi' | 'btc' | 'cosmos' | 'dot' | 'all'

/** [name, rdns, kind, platforms (m mobile, d desktop app, w web app, x browser extension), certified] */
type Known = [string, string | null, Kind, string, boolean]

// Well-known wallets, most popular first (their `order`).
const KNOWN: Known[] = [
  ['MetaMask', 'io.metamask', 'evm', 'mx', true],
  ['Trust Wallet', 'com.trustwallet.app', 'all', 'mx', true],
  ['Coinbase Wallet', 'com.coinbase.wallet', 'multi', 'mxw', true],
  ['Phantom', 'app.phantom', 'multi', 'mx', true],
  ['Rainbow', 'me.rainbow', 'evm', 'mx', true],
  ['OKX Wallet', 'com.okex.wallet', 'all', 'mx', true],
  ['Bitget Wallet', 'com.bitget.web3', 'all', 'mx', true],
  ['Uniswap Wallet', 'org.uniswap.app', 'evm', 'mx', true],
  ['Zerion', 'io.zerion.wallet', 'evm', 'mx', true],
  ['Rabby Wallet', 'io.rabby', 'evm', 'mxd', true],
  ['Solflare', 'com.solflare', 'sol', 'mx', true],
  ['Backpack', 'app.backpack', 'multi', 'mx', true],
  ['Ledger Live', 'com.ledger', 'all', 'md', true],
  ['Safe', null, 'evm', 'mw', true],
  ['Argent', null, 'evm', 'm', true],
  ['imToken', 'im.token', 'multi', 'm', true],
  ['TokenPocket', 'pro.tokenpocket', 'all', 'mx', true],
  ['Exodus', 'com.exodus.web3-wallet', 'all', 'mxd', true],
  ['Brave Wallet', 'com.brave.wallet', 'multi', 'x', false],
  ['Frame', 'sh.frame', 'evm', 'd', false],
  ['1inch Wallet', 'io.1inch.wallet', 'evm', 'm', true],
  ['Crypto.com Onchain', 'com.crypto.wallet', 'multi', 'mx', true],
  ['SafePal', 'app.safepal', 'all', 'mx', true],
  ['Binance Web3 Wallet', 'com.binance.wallet', 'all', 'm', true],
  ['Coin98 Super Wallet', 'coin98.com', 'multi', 'mx', false],
  ['MathWallet', 'com.mathwallet', 'all', 'mx', false],
  ['Enkrypt', 'com.enkrypt', 'all', 'x', false],
  ['Taho', 'xyz.taho', 'evm', 'x', false],
  ['Ctrl Wallet', 'io.xdefi', 'all', 'mx', false],
  ['Keplr', 'app.keplr', 'cosmos', 'mx', true],
  ['Leap Cosmos Wallet', 'io.leapwallet', 'cosmos', 'mx', false],
  ['Glow', 'app.glow', 'sol', 'mx', false],
  ['Atomic Wallet', null, 'all', 'md', false],
  ['Zengo', null, 'multi', 'm', true],
  ['Omni', null, 'all', 'm', false],
  ['Unstoppable Wallet', null, 'all', 'm', false],
  ['Ambire Wallet', 'com.ambire', 'evm', 'mxw', false],
  ['Fireblocks', null, 'all', 'mw', true],
  ['Kraken Wallet', 'com.kraken.wallet', 'multi', 'm', true],
  ['Robinhood Wallet', 'com.robinhood.wallet', 'multi', 'm', true],
  ['Blockchain.com', null, 'all', 'm', false],
  ['Talisman', 'xyz.talisman', 'dot', 'x', false],
  ['SubWallet', 'app.subwallet', 'dot', 'mx', false],
  ['Nova Wallet', 'io.novawallet', 'dot', 'm', false],
  ['Xverse', 'com.xverse', 'btc', 'mx', false],
  ['Leather', 'io.leather', 'btc', 'x', false],
  ['Unisat', 'io.unisat', 'btc', 'x', false],
  ['Magic Eden Wallet', 'io.magiceden.wallet', 'all', 'mx', false],
  ['Core', 'app.core.extension', 'evm', 'mx', true],
  ['Tangem', null, 'all', 'm', true],
  ['Keystone', null, 'all', 'm', false],
  ['BitPay Wallet', null, 'multi', 'm', false],
  ['Guarda Wallet', null, 'all', 'mdx', false],
  ['Coinomi', null, 'all', 'md', false],
  ['Edge Wallet', null, 'all', 'm', false],
  ['AlphaWallet', null, 'evm', 'm', false],
  ['Status', null, 'evm', 'md', false],
  ['Pillar', null, 'evm', 'm', false],
  ['Obvious', null, 'multi', 'm', false],
  ['Family', 'co.family.wallet', 'evm', 'm', false],
  ['Rainbow Testnet', null, 'evm', 'm', false],
  ['Valora', null, 'evm', 'm', false],
  ['Infinity Wallet', 'io.infinitywallet', 'all', 'mdx', false],
  ['Frontier', 'xyz.frontier.wallet', 'multi', 'mx', false],
  ['Bybit Wallet', 'com.bybit', 'all', 'mx', true],
  ['Gate Wallet', 'io.gate.wallet', 'all', 'mx', false],
  ['HashKey Wallet', null, 'evm', 'm', false],
  ['OneKey', 'so.onekey.app.wallet', 'all', 'mxd', true],
  ['Trezor Suite', null, 'all', 'd', true],
  ['Solflare Snap', null, 'sol', 'x', false],
  ['Nightly', 'app.nightly', 'multi', 'mx', false],
  ['Slope', null, 'sol', 'm', false],
  ['Coinbase Smart Wallet', null, 'evm', 'w', true],
]

// Deliberate duplicates for SPEC.md §5 de-duplication.
const DUPLICATES: Known[] = [
  ['BitKeep', 'com.bitget.web3', 'all', 'mx', false], // same rdns as Bitget Wallet (the old brand)
  ['Trust Wallet Extension', 'com.trustwallet.app', 'evm', 'x', false], // same rdns as Trust Wallet
  ['Zengo', null, 'evm', 'm', false], // same name as Zengo, no rdns
  ['Omni', null, 'evm', 'm', false], // same name as Omni, no rdns
]

const ADJECTIVES = [
  'Aurora',
  'Nimbus',
  'Cobalt',
  'Velvet',
  'Summit',
  'Harbor',
  'Quartz',
  'Ember',
  'Polar',
  'Lumen',
  'Cedar',
  'Orbit',
  'Sable',
  'Tidal',
  'Vertex',
  'Willow',
  'Zephyr',
  'Atlas',
  'Beacon',
  'Crest',
  'Drift',
  'Echo',
  'Falcon',
  'Granite',
  'Halo',
  'Iris',
  'Jade',
  'Kestrel',
  'Lotus',
  'Meridian',
  'Nova',
  'Onyx',
  'Prism',
  'Quill',
  'Raven',
  'Solstice',
  'Tundra',
  'Umber',
  'Vesper',
  'Wren',
  'Xenon',
  'Yarrow',
  'Zenith',
  'Amber',
  'Boreal',
  'Cinder',
  'Delta',
  'Fjord',
  'Glacier',
  'Harvest',
]
const NOUNS = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe', 'Pocket', 'Wallet Pro', 'Signer', 'Purse', 'Ledger', 'Wallet Lite', 'Hub']
const TLDS = ['io', 'app', 'com', 'xyz', 'finance']
// With the demo's chains (two anvils and the LiteSVM node) the service offers several hundred
// wallets, so AllWallets' paging (40), infinite scroll, search (100) and de-duplication meet
// realistic volumes: every EVM or Solana wallet lists the sandbox chains of its kind.
const GENERATED_COUNT = 560

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** AppKit-style image ids (UUID layout, ending in 00), derived from the slug. */
function imageIdOf(slug: string): string {
  const h = sha256(`latch-wallet-image/${slug}`)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 30)}00`
}

/** mulberry32: small seeded PRNG so generated wallets are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A wallet's CAIP-2 chains; EVM and Solana wallets also list the sandbox chains standing in for their networks. */
function chainsOf(kind: Kind): string[] {
  const evm = [...EVM_MAINNETS, ...EVM_TESTNETS, ...SANDBOX_CHAINS.slice(0, 2)]
  const sol = [...SOLANA, ...SANDBOX_CHAINS.slice(2)]
  switch (kind) {
    case 'evm':
      return evm
    case 'sol':
      return sol
    case 'multi':
      return [...evm, ...sol]
    case 'btc':
      return [...BITCOIN, EVM_MAINNETS[0]!]
    case 'cosmos':
      return [...COSMOS, EVM_MAINNETS[0]!]
    case 'dot':
      return [...POLKADOT, ...EVM_MAINNETS.slice(0, 3)]
    case 'all':
      return [...evm, ...sol, ...BITCOIN, ...COSMOS]
  }
}

function injectedOf(kind: Kind, rdns: string | null, platforms: string, name: string): InjectedInfo[] | null {
  if (!platforms.includes('x')) return null
  const id = `is${name.replace(/[^A-Za-z0-9]/g, '')}`
  const list: InjectedInfo[] = []
  if (kind !== 'sol' && kind !== 'btc' && kind !== 'cosmos') list.push({ namespace: 'eip155', injected_id: id })
  if (kind === 'sol' || kind === 'multi' || kind === 'all') list.push({ namespace: 'solana', injected_id: rdns ?? id })
  return list.length ? list : null
}

function walletOf(name: string, rdns: string | null, kind: Kind, platforms: string, certified: boolean, order: number, idSalt: string): RegistryWallet {
  const slug = slugOf(name)
  const scheme = slug.replace(/-/g, '')
  const domain = rdns ? rdns.split('.').reverse().join('.') : `${slug}.io`
  const badge: BadgeType = certified ? 'certified' : 'none'
  return {
    id: sha256(`latch-wallet/${slug}${idSalt}`),
    name,
    homepage: `https://${domain}`,
    image_id: imageIdOf(slug + idSalt),
    order,
    mobile_link: platforms.includes('m') ? `${scheme}://` : null,
    desktop_link: platforms.includes('d') ? `${scheme}-desktop://` : null,
    webapp_link: platforms.includes('w') ? `https://app.${domain}` : null,
    app_store: platforms.includes('m') ? `https://apps.apple.com/app/${slug}/id${parseInt(sha256(slug).slice(0, 7), 16)}` : null,
    play_store: platforms.includes('m') ? `https://play.google.com/store/apps/details?id=${(rdns ?? `io.${scheme}`).replace(/-/g, '')}` : null,
    chrome_store: platforms.includes('x')
      ? `https://chromewebstore.google.com/detail/${slug}/${sha256(`chrome/${slug}`)
          .slice(0, 32)
          .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`
      : null,
    rdns,
    injected: injectedOf(kind, rdns, platforms, name),
    chains: chainsOf(kind),
    badge_type: badge,
  }
}

function walletSvg(name: string, seed: string): string {
  const hue = parseInt(seed.slice(0, 4), 16) % 360
  const hue2 = (hue + 40 + (parseInt(seed.slice(4, 6), 16) % 80)) % 360
  const initials = name
    .split(/[\s.-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  const gid = `g${seed.slice(0, 6)}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue2},70%,40%)"/></linearGradient></defs>` +
    `<rect width="96" height="96" rx="24" fill="url(#${gid})"/>` +
    `<text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>` +
    `</svg>`
  )
}

function badgeSvg(label: string, seed: string, shape: 'circle' | 'flag'): string {
  const hue = parseInt(sha256(seed).slice(0, 4), 16) % 360
  const text = escapeXml(label.slice(0, 4).toUpperCase())
  const size = text.length > 3 ? 16 : 20
  const body =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="32" fill="hsl(${hue},65%,48%)"/>`
      : `<rect width="64" height="64" rx="8" fill="hsl(${hue},55%,45%)"/><rect y="40" width="64" height="24" rx="8" fill="hsl(${(hue + 180) % 360},55%,40%)"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">` +
    body +
    `<text x="32" y="${32 + size / 3}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`
  )
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Network and connector images served by `/public/getAssetImage/{id}`: id → label.
 * Networks use AppKit-style UUID ids; the local sandbox chains and connectors readable ones.
 */
export const ASSET_IMAGES: Record<string, string> = {
  '692ed6ba-e569-459a-556a-776476829e00': 'Ethereum',
  'ab9c186a-c52f-464b-2906-ca59d760a400': 'Optimism',
  '93564157-2e8e-4ce7-81df-b264dbee9b00': 'BNB Chain',
  'bff9cf1f-df19-42ce-f62a-87f04df13c00': 'Gnosis',
  '41d04d42-da3b-4453-8506-668cc0727900': 'Polygon',
  'b310f07f-4ef7-49f3-7073-2a0a39685800': 'zkSync',
  '7289c336-3981-4081-c5f4-efc26ac64a00': 'Base',
  '3bff954d-5cb0-47a0-9a23-d20192e74600': 'Arbitrum',
  '30c46e53-e989-45fb-4549-be3bd4eb3b00': 'Avalanche',
  'a1b58899-f671-4276-6a5e-56ca5bd59700': 'Solana',
  '0b4838db-0161-4ffe-022d-532bf03dba00': 'Bitcoin',
  'latch-anvil-31337': 'Latch Local 31337',
  'latch-anvil-31338': 'Latch Local 31338',
  'latch-solana-local': 'Latch Solana Local',
  walletconnect: 'WalletConnect',
  injected: 'Browser Wallet',
  email: 'Email',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  'latch-dev-wallet': DEV_WALLET_NAME,
}

/** Fiat currencies served by `/public/getCurrencyImage/{code}` (onramp payment currencies). */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL', 'MXN', 'INR', 'SGD', 'HKD', 'KRW', 'TRY', 'ZAR', 'NZD']

/** Token symbols served by `/public/getTokenImage/{symbol}` (the sandbox tokens first). */
export const TOKEN_SYMBOLS = [
  'ETH',
  'USDC',
  'LATCH',
  'PTS',
  'LPASS',
  'SOL',
  'WETH',
  'USDT',
  'DAI',
  'WBTC',
  'BTC',
  'MATIC',
  'POL',
  'BNB',
  'AVAX',
  'ARB',
  'OP',
  'LINK',
  'UNI',
  'AAVE',
  'XDAI',
  'CELO',
  'BONK',
  'JUP',
]

/** Builds the whole registry and image table. Pure and deterministic. */
export function generateRegistry(): { wallets: RegistryWallet[]; images: ImageTable } {
  const wallets: RegistryWallet[] = []
  wallets.push({
    id: DEV_WALLET_ID,
    name: DEV_WALLET_NAME,
    homepage: 'https://latch.invalid/dev-wallet',
    image_id: imageIdOf('latch-dev-wallet'),
    order: 1,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: DEV_WALLET_RDNS,
    injected: [
      { namespace: 'eip155', injected_id: DEV_WALLET_RDNS },
      { namespace: 'solana', injected_id: DEV_WALLET_RDNS },
    ],
    chains: [...SANDBOX_CHAINS],
    badge_type: 'certified',
  })
  for (const [name, rdns, kind, platforms, certified] of KNOWN) {
    wallets.push(walletOf(name, rdns, kind, platforms, certified, wallets.length + 1, ''))
  }
  const random = prng(0x1a7c4)
  const used = new Set(wallets.map((w) => w.name))
  const kinds: Kind[] = ['evm', 'evm', 'evm', 'multi', 'sol', 'all', 'btc', 'cosmos', 'dot']
  const platformSets = ['m', 'm', 'mx', 'mw', 'x', 'md', 'mxw', 'w']
  while (wallets.length < KNOWN.length + 1 + GENERATED_COUNT) {
    const name = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]} ${NOUNS[Math.floor(random() * NOUNS.length)]}`
    if (used.has(name)) continue
    used.add(name)
    const kind = kinds[Math.floor(random() * kinds.length)]!
    const platforms = platformSets[Math.floor(random() * platformSets.length)]!
    const withRdns = random() < 0.6
    const rdns = withRdns ? `${TLDS[Math.floor(random() * TLDS.length)]}.${slugOf(name).replace(/-/g, '')}` : null
    wallets.push(walletOf(name, rdns, kind, platforms, random() < 0.15, wallets.length + 1, ''))
  }
  // Duplicates sit among the generated wallets, with their own ids and images.
  DUPLICATES.forEach(([name, rdns, kind, platforms, certified], i) => {
    wallets.push(walletOf(name, rdns, kind, platforms, certified, wallets.length + 1, `#duplicate-${i}`))
  })

  const images: ImageTable = { wallet: {}, asset: {}, currency: {}, token: {} }
  for (const w of wallets) images.wallet[w.image_id] = walletSvg(w.name, sha256(w.image_id))
  for (const [id, label] of Object.entries(ASSET_IMAGES)) images.asset[id] = walletSvg(label, sha256(`asset/${id}`))
  for (const code of CURRENCY_CODES) images.currency[code] = badgeSvg(code, `currency/${code}`, 'flag')
  for (const symbol of TOKEN_SYMBOLS) images.token[symbol] = badgeSvg(symbol, `token/${symbol}`, 'circle')
  return { wallets, images }
}

export const DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url))

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { wallets, images } = generateRegistry()
  writeFileSync(`${DATA_DIR}wallets.json`, `${JSON.stringify(wallets, null, 1)}\n`)
  writeFileSync(`${DATA_DIR}images.json`, `${JSON.stringify(images, null, 1)}\n`)
  console.log(`wrote ${wallets.length} wallets and ${Object.values(images).reduce((n, t) => n + Object.keys(t).length, 0)} images to ${DATA_DIR}`)
}
