/**
 * The Latch dev wallet: one multi-chain browser wallet for the demo page and host apps' tests.
 * EVM: an EIP-1193 provider announced through EIP-6963 (rdns `dev.latch.wallet`), keys from the
 * standard anvil mnemonic. Solana: a Wallet Standard wallet over a sandbox keypair. Every
 * signature and transaction waits for a visible approve/reject prompt unless auto-approve is on;
 * a rejection is EIP-1193 error 4001.
 */
import type { Address } from 'viem'
import { createEvmProvider, type WalletMemory, type DevWalletChain, type DevWalletEthereumProvider, type EvmProviderControl } from './eip1193.ts'
import { announceEip6963Provider, type Eip6963ProviderInfo } from './eip6963.ts'
import { DEV_WALLET_ICON } from './icon.ts'
import { createPrompter, type Prompter } from './prompt.ts'
import { createSolanaWallet, registerStandardWallet, type DevWalletStandardWallet, type IdentifierString, type SolanaWalletControl } from './solana.ts'
import { SOLANA_ACCOUNT_SEEDS, SOLANA_SANDBOX_CHAIN_ID, seedBytes } from '../solana/accounts.ts'

export { ANVIL_MNEMONIC, type DevWalletChain, type DevWalletEthereumProvider, type RequestArguments } from './eip1193.ts'
export type { Eip6963ProviderDetail, Eip6963ProviderInfo } from './eip6963.ts'
export type { DevWalletStandardWallet, DevWalletSolanaFeatures, WalletAccount, WalletsRegisterApi } from './solana.ts'
export { ProviderRpcError } from './errors.ts'
export type { PromptRequest } from './prompt.ts'

/** The dev wallet's name as wallets lists show it. */
export const DEV_WALLET_NAME = 'Latch Dev Wallet'
/** The dev wallet's EIP-6963 rdns, also its connector id (e.g. `<WalletButton wallet="dev.latch.wallet" />`). */
export const DEV_WALLET_RDNS = 'dev.latch.wallet'

/** A browser window (or happy-dom's) with the constructors the wallet needs. */
export type DevWalletWindow = Window & { CustomEvent: typeof CustomEvent }

/** How to install the dev wallet: the window, its EVM chains and Solana RPC, its account. */
export interface DevWalletOptions {
  /** window to install into (default: globalThis.window) */
  window?: DevWalletWindow
  /** EVM chains, first is the default unless `defaultChainId`; false for no EVM provider */
  evm?:
    | {
        chains: DevWalletChain[]
        defaultChainId?: number
        /** default: the anvil test mnemonic */
        mnemonic?: string
        /** HD accounts derived (default 10); `accountIndex` picks the exposed one (default 0) */
        accountCount?: number
        accountIndex?: number
      }
    | false
  /** Solana wallet; false for none */
  solana?:
    | {
        rpcUrl: string
        /** Wallet Standard chains (default: `solana:localnet` and the sandbox CAIP-2 id) */
        chains?: IdentifierString[]
        /**
         * index into the sandbox's seeded Solana accounts (default 1: account 0 is the mint
         * authority and the onramp's operator, and buying SOL for yourself from yourself shows nothing)
         */
        accountIndex?: number
        /** or an explicit 32-byte seed as hex */
        seedHex?: string
      }
    | false
  /**
   * Remember, like a real wallet, that the page is connected and on which chain (in the window's
   * localStorage), so a reload reconnects without a prompt (default false).
   */
  rememberConnection?: boolean
  /** approve every prompt without showing it (default false); the panel checkbox toggles it */
  autoApprove?: boolean
  /** show the small panel with the auto-approve checkbox (default true) */
  showPanel?: boolean
  /** also set `window.ethereum` when it is free (default false: EIP-6963 only) */
  injectWindowEthereum?: boolean
  /** fetch used for RPC calls (default: the window's or global fetch) */
  fetch?: typeof fetch
}

/** An installed dev wallet: its identity, addresses, the auto-approve switch and `uninstall()`. */
export interface DevWallet {
  readonly info: Eip6963ProviderInfo
  /** the EIP-1193 provider, or null without `evm` */
  readonly provider: DevWalletEthereumProvider | null
  /** the Wallet Standard wallet, or null without `solana` */
  readonly solanaWallet: DevWalletStandardWallet | null
  /** derived EVM addresses, index 0 first */
  readonly evmAccounts: Address[]
  readonly solanaAddress: string | null
  readonly autoApprove: boolean
  setAutoApprove(on: boolean): void
  /** expose another derived EVM account (emits accountsChanged when connected) */
  selectEvmAccount(index: number): void
  /** simulate losing every chain: `disconnect` event with 4900; `reconnect()` ends it */
  simulateDisconnect(): void
  reconnect(): void
  /** prompts on screen or waiting */
  pendingPrompts(): number
  /** stop announcing and registering, remove the DOM, reject waiting prompts */
  uninstall(): void
}

function uuid(win: Window): string {
  const c = (win as { crypto?: Crypto }).crypto ?? globalThis.crypto
  if (c?.randomUUID) return c.randomUUID()
  return '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => Math.floor(Math.random() * 16).toString(16))
}

/**
 * Installs the dev wallet into a page: announces the EIP-1193 provider (EIP-6963) and registers
 * the Solana Wallet Standard wallet.
 *
 * @example
 * const wallet = installDevWallet({
 *   evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] },
 *   solana: { rpcUrl: 'http://127.0.0.1:8899' },
 *   autoApprove: true,
 * })
 * await wallet.provider!.request({ method: 'eth_requestAccounts' })
 * wallet.uninstall()
 */
export function installDevWallet(options: DevWalletOptions = {}): DevWallet {
  const win = options.window ?? (globalThis as { window?: DevWalletWindow }).window
  if (!win) throw new Error('installDevWallet: no window (pass options.window)')
  const fetchFn = options.fetch ?? win.fetch?.bind(win) ?? globalThis.fetch.bind(globalThis)
  const prompter: Prompter = createPrompter(win, { autoApprove: options.autoApprove ?? false, showPanel: options.showPanel ?? true, name: DEV_WALLET_NAME })
  const info: Eip6963ProviderInfo = { uuid: uuid(win), name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS }
  const cleanups: (() => void)[] = [() => prompter.destroy()]

  const evmOptions = options.evm === undefined ? { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }] } : options.evm
  const memory = options.rememberConnection ? (win.localStorage as WalletMemory | undefined) : undefined
  let evm: EvmProviderControl | null = null
  if (evmOptions) {
    evm = createEvmProvider({
      chains: evmOptions.chains,
      defaultChainId: evmOptions.defaultChainId,
      mnemonic: evmOptions.mnemonic,
      accountCount: evmOptions.accountCount,
      prompter,
      fetch: fetchFn,
      ...(memory ? { memory } : {}),
    })
    if (evmOptions.accountIndex) evm.selectAccount(evmOptions.accountIndex)
    cleanups.push(announceEip6963Provider(win, { info, provider: evm.provider }))
    const holder = win as unknown as { ethereum?: unknown }
    if (options.injectWindowEthereum && holder.ethereum === undefined) {
      holder.ethereum = evm.provider
      cleanups.push(() => {
        if (holder.ethereum === evm?.provider) delete holder.ethereum
      })
    }
  }

  let solana: SolanaWalletControl | null = null
  if (options.solana) {
    const seedHex = options.solana.seedHex ?? SOLANA_ACCOUNT_SEEDS[options.solana.accountIndex ?? 1]
    if (!seedHex) throw new Error(`installDevWallet: no sandbox Solana account ${options.solana.accountIndex}`)
    solana = createSolanaWallet({
      name: DEV_WALLET_NAME,
      rdns: DEV_WALLET_RDNS,
      icon: DEV_WALLET_ICON,
      seed: seedBytes(seedHex),
      rpcUrl: options.solana.rpcUrl,
      chains: options.solana.chains ?? ['solana:localnet', SOLANA_SANDBOX_CHAIN_ID as IdentifierString],
      prompter,
      fetch: fetchFn,
      ...(memory ? { memory } : {}),
    })
    cleanups.push(registerStandardWallet(win, solana.wallet))
  }

  return {
    info,
    provider: evm?.provider ?? null,
    solanaWallet: solana?.wallet ?? null,
    evmAccounts: evm?.accounts ?? [],
    solanaAddress: solana?.address ?? null,
    get autoApprove() {
      return prompter.autoApprove
    },
    setAutoApprove: (on) => prompter.setAutoApprove(on),
    selectEvmAccount: (index) => evm?.selectAccount(index),
    simulateDisconnect: () => evm?.disconnect(),
    reconnect: () => evm?.reconnect(),
    pendingPrompts: () => prompter.pending(),
    uninstall() {
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    },
  }
}
