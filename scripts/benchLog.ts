/**
 * A deterministic, realistic session log for the replay benchmark: a visitor opening, browsing,
 * connecting, switching networks, seeing snacks, over and over. Seeded, so every run replays the
 * same events.
 */
import { events, type ModalEvent, type StampedEvent } from '../core/events/index.ts'
import type { CaipNetwork } from '../core/types.ts'

const evm = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})
const NETWORKS = [evm(1, 'Ethereum'), evm(137, 'Polygon'), evm(8453, 'Base'), evm(42161, 'Arbitrum')]
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function generateLog(count: number, seed = 42): StampedEvent[] {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const network = () => pick(NETWORKS).caipNetworkId
  const makers: (() => ModalEvent)[] = [
    () => events.modal.openRequested(),
    () => events.modal.closeRequested(),
    () => events.router.navigated({ view: pick(['AllWallets', 'Networks', 'ConnectingExternal', 'WhatIsAWallet'] as const) }),
    () => events.router.wentBack(),
    () => events.router.accountTabSelected({ tab: pick(['Tokens', 'NFTs', 'Activity'] as const) }),
    () => events.connection.connectRequested({ requestId: `r${Math.floor(random() * 1e6)}`, connectorId: 'injected', namespace: 'eip155' }),
    () => events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `${network()}:${ADDRESS}` }),
    () => events.connection.disconnected({ namespace: 'eip155' }),
    () => events.networks.switchRequested({ caipNetworkId: network() }),
    () => events.networks.switched({ caipNetworkId: network() }),
    () => events.snackbar.requested({ message: 'Address copied', variant: 'success' }),
    () => events.snackbar.replacementElapsed(),
    () => events.modal.shakeRequested(),
    () => events.modal.shakeEnded(),
    () => events.theme.systemPreferenceChanged({ mode: pick(['dark', 'light'] as const) }),
  ]
  const log: StampedEvent[] = []
  const init = events.app.initialized({
    config: {
      projectId: 'bench',
      networks: NETWORKS,
      adapters: ['eip155'],
      features: {},
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      embedded: false,
      manualControl: false,
    },
    env: { isMobile: false },
  })
  log.push({ ...init, seq: 1, at: 0 })
  let at = 0
  for (let seq = 2; seq <= count; seq++) {
    at += Math.floor(random() * 400)
    log.push({ ...pick(makers)(), seq, at } as StampedEvent)
  }
  return log
}
