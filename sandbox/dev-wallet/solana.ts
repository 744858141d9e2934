/**
 * The dev wallet's Solana half: a Wallet Standard wallet (standard:connect, standard:disconnect,
 * standard:events, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction)
 * over a sandbox keypair, sending through the sandbox Solana RPC.
 *
 * The @wallet-standard/* packages are not installed, so the types below mirror
 * @wallet-standard/base and @solana/wallet-standard-features structurally, and
 * `registerStandardWallet` speaks the window-event protocol itself (what `registerWallet` from
 * @wallet-standard/wallet does): dispatch `wallet-standard:register-wallet` with a callback, and
 * answer every `wallet-standard:app-ready` event by registering with the app's API.
 */
import type { WalletMemory } from './eip1193.ts'
import { ed25519 } from '@noble/curves/ed25519'
import { Emitter } from './emitter.ts'
import { INVALID_PARAMS, ProviderRpcError, UNAUTHORIZED, USER_REJECTED } from './errors.ts'
import { base58Decode, base58Encode, base64Encode, displayMessage } from './encoding.ts'
import { parseWireTransaction, signerIndex, withSignature, type WireTransaction } from './wireTransaction.ts'
import type { Prompter } from './prompt.ts'

export type IdentifierString = `${string}:${string}`
export type WalletIcon = `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
export type SolanaTransactionVersion = 'legacy' | 0

/** A Wallet Standard account the dev wallet exposes. */
export interface WalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly IdentifierString[]
  readonly features: readonly IdentifierString[]
  readonly label?: string
  readonly icon?: WalletIcon
}

export interface StandardConnectOutput {
  readonly accounts: readonly WalletAccount[]
}

export interface SolanaSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}
export interface SolanaSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
  readonly signatureType?: 'ed25519'
}
export interface SolanaSignTransactionInput {
  readonly account: WalletAccount
  readonly transaction: Uint8Array
  readonly chain?: IdentifierString
  readonly options?: { readonly preflightCommitment?: string; readonly minContextSlot?: number }
}
export interface SolanaSignTransactionOutput {
  readonly signedTransaction: Uint8Array
}
export interface SolanaSignAndSendTransactionInput extends SolanaSignTransactionInput {
  readonly chain: IdentifierString
  readonly options?: {
    readonly preflightCommitment?: string
    readonly minContextSlot?: number
    readonly commitment?: string
    readonly skipPreflight?: boolean
    readonly maxRetries?: number
  }
}
export interface SolanaSignAndSendTransactionOutput {
  readonly signature: Uint8Array
}

/** The Wallet Standard features the dev wallet implements (connect, events, sign, sign and send). */
export interface DevWalletSolanaFeatures {
  readonly 'standard:connect': { readonly version: '1.0.0'; connect(input?: { readonly silent?: boolean }): Promise<StandardConnectOutput> }
  readonly 'standard:disconnect': { readonly version: '1.0.0'; disconnect(): Promise<void> }
  readonly 'standard:events': {
    readonly version: '1.0.0'
    on(event: 'change', listener: (properties: { readonly accounts?: readonly WalletAccount[] }) => void): () => void
  }
  readonly 'solana:signMessage': { readonly version: '1.1.0'; signMessage(...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> }
  readonly 'solana:signTransaction': {
    readonly version: '1.0.0'
    readonly supportedTransactionVersions: readonly SolanaTransactionVersion[]
    signTransaction(...inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]>
  }
  readonly 'solana:signAndSendTransaction': {
    readonly version: '1.0.0'
    readonly supportedTransactionVersions: readonly SolanaTransactionVersion[]
    signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly SolanaSignAndSendTransactionOutput[]>
  }
}

/** A Wallet Standard `Wallet` with the dev wallet's features. */
export interface DevWalletStandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  /**
   * The wallet's EIP-6963 reverse-DNS id, carried on its Wallet Standard object too (not part of
   * the standard; Latch's Solana adapter reads it) so the wallet has one connector id on both
   * namespaces even when its EVM side is off.
   */
  readonly rdns?: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  readonly features: DevWalletSolanaFeatures
  readonly accounts: readonly WalletAccount[]
}

export interface SolanaWalletOptions {
  name: string
  /** See `DevWalletStandardWallet.rdns`. */
  rdns?: string
  icon: WalletIcon
  /** 32-byte seed of the keypair */
  seed: Uint8Array
  rpcUrl: string
  chains: IdentifierString[]
  prompter: Prompter
  fetch: typeof fetch
  /** Remembers that the site is connected, so a reload's silent connect finds the account. */
  memory?: WalletMemory
}

const SOLANA_MEMORY_KEY = 'latch-dev-wallet:solana'

export interface SolanaWalletControl {
  wallet: DevWalletStandardWallet
  address: string
  readonly connected: boolean
}

/** Bytes from this realm or another (iframes, test windows): any 1-byte typed array view. */
function asBytes(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value
  if (ArrayBuffer.isView(value) && (value as Uint8Array).BYTES_PER_ELEMENT === 1) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
  throw new ProviderRpcError(INVALID_PARAMS, `${what} must be a Uint8Array`)
}

const ACCOUNT_FEATURES: IdentifierString[] = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage']
const VERSIONS: SolanaTransactionVersion[] = ['legacy', 0]

export function createSolanaWallet(options: SolanaWalletOptions): SolanaWalletControl {
  const publicKey = ed25519.getPublicKey(options.seed)
  const address = base58Encode(publicKey)
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: publicKey.slice(),
    chains: Object.freeze([...options.chains]),
    features: Object.freeze([...ACCOUNT_FEATURES]),
    label: `${options.name} (Solana)`,
    icon: options.icon,
  })
  const emitter = new Emitter()
  let connected = options.memory?.getItem(SOLANA_MEMORY_KEY) === 'connected'
  let rpcId = 0
  const remember = () => (connected ? options.memory?.setItem(SOLANA_MEMORY_KEY, 'connected') : options.memory?.removeItem(SOLANA_MEMORY_KEY))

  async function ask(kind: string, title: string, details: [string, string][], payload?: string): Promise<void> {
    if (!(await options.prompter.ask({ kind, title, details, payload }))) throw new ProviderRpcError(USER_REJECTED)
  }

  function checkAccount(input: { account?: WalletAccount }): void {
    if (!connected) throw new ProviderRpcError(UNAUTHORIZED)
    if (!input?.account || input.account.address !== address) throw new ProviderRpcError(UNAUTHORIZED, 'Unknown or unauthorized account')
  }

  function checkChain(chain: unknown, required: boolean): void {
    if (chain === undefined && !required) return
    if (typeof chain !== 'string' || !options.chains.includes(chain as IdentifierString)) {
      throw new ProviderRpcError(INVALID_PARAMS, `Unsupported chain ${String(chain)}; this wallet supports ${options.chains.join(', ')}`)
    }
  }

  function sign(input: Uint8Array): WireTransaction {
    const bytes = asBytes(input, 'transaction')
    let tx: WireTransaction
    try {
      tx = parseWireTransaction(bytes)
    } catch (error) {
      throw new ProviderRpcError(INVALID_PARAMS, `Could not deserialize transaction: ${(error as Error).message}`)
    }
    const index = signerIndex(tx, publicKey)
    if (index < 0) throw new ProviderRpcError(INVALID_PARAMS, `Transaction does not require a signature from ${address}`)
    return withSignature(tx, index, ed25519.sign(tx.message, options.seed))
  }

  function describe(tx: WireTransaction): [string, string][] {
    const keys = tx.staticAccountKeys.map((k) => base58Encode(k))
    const programs = [...new Set(tx.programIdIndexes.map((i) => keys[i] ?? '?'))]
    return [
      ['Account', address],
      ['Fee payer', keys[0] ?? '?'],
      ['Instructions', String(tx.programIdIndexes.length)],
      ['Programs', programs.join(', ')],
    ]
  }

  async function send(tx: WireTransaction, opts: SolanaSignAndSendTransactionInput['options']): Promise<Uint8Array> {
    const config: Record<string, unknown> = { encoding: 'base64' }
    if (opts?.skipPreflight !== undefined) config.skipPreflight = opts.skipPreflight
    if (opts?.preflightCommitment ?? opts?.commitment) config.preflightCommitment = opts?.preflightCommitment ?? opts?.commitment
    if (opts?.maxRetries !== undefined) config.maxRetries = opts.maxRetries
    if (opts?.minContextSlot !== undefined) config.minContextSlot = opts.minContextSlot
    const response = await options.fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: 'sendTransaction', params: [base64Encode(tx.bytes), config] }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return base58Decode(body.result ?? '')
  }

  const features: DevWalletSolanaFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!connected) {
          if (input?.silent) return { accounts: [] }
          await ask('connect', 'Connect (Solana)', [
            ['Account', address],
            ['Chains', options.chains.join(', ')],
          ])
          connected = true
          remember()
          emitter.emit('change', { accounts: [account] })
        }
        return { accounts: [account] }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!connected) return
        connected = false
        remember()
        emitter.emit('change', { accounts: [] })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        const wrapped = (properties: unknown) => listener(properties as { accounts?: readonly WalletAccount[] })
        emitter.on(event, wrapped)
        return () => emitter.removeListener(event, wrapped)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs: SolanaSignMessageOutput[] = []
        for (const input of inputs) {
          checkAccount(input)
          const message = asBytes(input.message, 'message')
          await ask('solana:signMessage', 'Sign message (Solana)', [['Account', address]], displayMessage(message))
          outputs.push({ signedMessage: message, signature: ed25519.sign(message, options.seed), signatureType: 'ed25519' })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      // Several inputs are one batch (an app's signAllTransactions): every one is checked and
      // signed first, then one prompt approves them all or none.
      async signTransaction(...inputs) {
        const signed = inputs.map((input) => {
          checkAccount(input)
          checkChain(input.chain, false)
          return sign(input.transaction)
        })
        const [only] = signed
        if (!only) return []
        if (signed.length === 1) await ask('solana:signTransaction', 'Sign transaction (Solana)', describe(only))
        else {
          const rows = signed.flatMap((tx, i) =>
            describe(tx)
              .slice(1)
              .map(([k, v]): [string, string] => [`#${i + 1} ${k}`, v]),
          )
          await ask('solana:signTransaction', `Sign ${signed.length} transactions (Solana)`, [['Account', address], ...rows])
        }
        return signed.map((tx) => ({ signedTransaction: tx.bytes.slice() }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      async signAndSendTransaction(...inputs) {
        const outputs: SolanaSignAndSendTransactionOutput[] = []
        for (const input of inputs) {
          checkAccount(input)
          checkChain(input.chain, true)
          const tx = sign(input.transaction)
          await ask('solana:signAndSendTransaction', 'Send transaction (Solana)', describe(tx))
          outputs.push({ signature: await send(tx, input.options) })
        }
        return outputs
      },
    },
  }

  const wallet: DevWalletStandardWallet = {
    version: '1.0.0',
    name: options.name,
    ...(options.rdns ? { rdns: options.rdns } : {}),
    icon: options.icon,
    chains: Object.freeze([...options.chains]),
    features,
    get accounts() {
      return connected ? [account] : []
    },
  }

  return {
    wallet,
    address,
    get connected() {
      return connected
    },
  }
}

/** The app side's API carried by `wallet-standard:app-ready` (as in @wallet-standard/base). */
export interface WalletsRegisterApi {
  register(...wallets: DevWalletStandardWallet[]): () => void
}

/**
 * Registers a wallet with the window-event protocol of @wallet-standard/wallet's
 * `registerWallet`. Returns a function that stops answering app-ready and unregisters.
 */
export function registerStandardWallet(win: Window & { CustomEvent: typeof CustomEvent }, wallet: DevWalletStandardWallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WalletsRegisterApi): void => {
    const off = api?.register?.(wallet)
    if (typeof off === 'function') unregisters.push(off)
  }
  try {
    win.dispatchEvent(new win.CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (error) {
    console.error('[dev-wallet] wallet-standard:register-wallet event could not be dispatched', error)
  }
  const onAppReady = (event: Event): void => callback((event as CustomEvent<WalletsRegisterApi>).detail)
  win.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    win.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const off of unregisters.splice(0)) off()
  }
}
