/**
 * Test helper (not exported from `latch/solana`): a scripted Wallet Standard wallet and the
 * wallet side of the window-event registration protocol, for the adapter's unit tests.
 */
import { Keypair } from '@solana/web3.js'
import type { IdentifierString, StandardWallet, StandardWalletAccount, WalletsRegisterApi } from './walletStandard.ts'

export type FakeWalletOptions = {
  name?: string
  icon?: string
  chains?: IdentifierString[]
  /** seeds (one byte each, repeated) of the accounts `connect` grants; default [1] */
  seeds?: number[]
  /** `connect` rejects with this (e.g. `{ code: 4001, message }`) */
  connectError?: unknown
  /** `signMessage` / `signTransaction` / `signAndSendTransaction` reject with this */
  signError?: unknown
  /** features left out */
  without?: string[]
}

export type FakeWallet = {
  wallet: StandardWallet
  keypairs: Keypair[]
  accounts: StandardWalletAccount[]
  calls: { connect: { silent?: boolean }[]; disconnect: number; signMessage: number; signAndSend: number; sign: number }
  /** `standard:events` listeners currently attached */
  listenerCount(): number
  /** plays the wallet changing accounts on its own (user switched, revoked) */
  emitChange(properties: { accounts?: readonly StandardWalletAccount[]; chains?: IdentifierString[] }): void
}

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

export function accountOf(keypair: Keypair, chains: readonly IdentifierString[] = ['solana:mainnet']): StandardWalletAccount {
  return {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
}

export function createFakeWallet(options: FakeWalletOptions = {}): FakeWallet {
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet']
  const keypairs = (options.seeds ?? [1]).map((seed) => Keypair.fromSeed(new Uint8Array(32).fill(seed)))
  const accounts = keypairs.map((k) => accountOf(k, chains))
  const listeners = new Set<(p: { accounts?: readonly StandardWalletAccount[] }) => void>()
  const calls: FakeWallet['calls'] = { connect: [], disconnect: 0, signMessage: 0, signAndSend: 0, sign: 0 }
  let granted: readonly StandardWalletAccount[] = []
  const emit = (p: { accounts?: readonly StandardWalletAccount[] }) => listeners.forEach((l) => l(p))

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        calls.connect.push(input ?? {})
        if (options.connectError) throw options.connectError
        if (input?.silent && granted.length === 0) return { accounts: [] }
        granted = accounts
        emit({ accounts: granted })
        return { accounts: granted }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        calls.disconnect++
        granted = []
        emit({ accounts: [] })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (p: { accounts?: readonly StandardWalletAccount[] }) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: { account: StandardWalletAccount; message: Uint8Array }[]) {
        calls.signMessage++
        if (options.signError) throw options.signError
        return inputs.map((i) => ({ signedMessage: i.message, signature: new Uint8Array(64).fill(9) }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction() {
        calls.sign++
        if (options.signError) throw options.signError
        throw new Error('fake wallet: signTransaction not scripted')
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction() {
        calls.signAndSend++
        if (options.signError) throw options.signError
        throw new Error('fake wallet: signAndSendTransaction not scripted')
      },
    },
  }
  for (const name of options.without ?? []) delete features[name]

  const wallet: StandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Wallet',
    icon: options.icon ?? ICON,
    chains,
    features,
    get accounts() {
      return granted
    },
  }
  return {
    wallet,
    keypairs,
    accounts,
    calls,
    listenerCount: () => listeners.size,
    emitChange: (p) => emit(p),
  }
}

type EventWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  CustomEvent: typeof CustomEvent
}

/**
 * The wallet side of the protocol (what @wallet-standard/wallet's `registerWallet` does):
 * announce with `wallet-standard:register-wallet`, and answer every `wallet-standard:app-ready`.
 * Returns the wallet's own unregister.
 */
export function registerWallet(win: EventWindow, wallet: StandardWallet): () => void {
  const offs: (() => void)[] = []
  const callback = (api: WalletsRegisterApi) => offs.push(api.register(wallet))
  win.dispatchEvent(new win.CustomEvent('wallet-standard:register-wallet', { detail: callback }) as Event)
  const onReady = (event: Event) => callback((event as CustomEvent<WalletsRegisterApi>).detail)
  win.addEventListener('wallet-standard:app-ready', onReady)
  return () => {
    win.removeEventListener('wallet-standard:app-ready', onReady)
    for (const off of offs.splice(0)) off()
  }
}
