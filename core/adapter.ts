import type { ModalEvent } from './events/index.ts'
import type { Observable } from 'rxjs'
import type { JsonValue } from './events/schema.ts'
import type { ProviderSource } from './provider/providerSource.ts'
import type { AccountType, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, SocialProvider } from './types.ts'

/** What an adapter gets when the modal starts it. */
export type AdapterContext = {
  /**
   * Reports what wallets do, as events: connectors found (`connectors/discovered`), accounts or
   * chain changed (`connection/connected`, `networks/switched`), wallet gone
   * (`connection/disconnected`). Adapters never write state.
   */
  emit(event: ModalEvent): void
  /** The configured networks of the adapter's namespace. */
  networks: readonly CaipNetwork[]
  /**
   * An EIP-1193 `request` for reads on a configured network, over Latch's JSON-RPC transport
   * (batching, retries, fallback ranking, method allowlist — SPEC.md §6, §9); usable as viem
   * `custom(context.rpc(id))`. Throws 'Network not found' for an unconfigured network.
   */
  rpc(caipNetworkId: CaipNetworkId): { request(args: { method: string; params?: unknown }): Promise<unknown> }
}

/** A connected account, as a wallet reports it. */
export type ConnectResult = {
  caipAddress: CaipAddress
  accounts?: { address: string; type: AccountType }[]
  /** The email or social user name of an embedded wallet. */
  authName?: string
  /** SPEC.md §3: whether the wallet's smart account (listed in `accounts`) is deployed on this chain. */
  smartAccountDeployed?: boolean
}

/** A native or token transfer (SPEC.md §4 send); amounts are decimal strings in token units. */
export type TransferRequest = {
  caipNetworkId: CaipNetworkId
  to: string
  /** Decimal string, e.g. '1.5'. */
  amount: string
  /** Absent for the native currency. `address` is the contract's own (not CAIP) address. */
  token?: { address: string; decimals: number }
}

/**
 * A transaction prepared elsewhere (a swap's approve and swap calls, built by the blockchain
 * service: SPEC.md §7 build-approve, build-transaction), for the connected wallet to sign and send.
 */
export type TransactionRequest = {
  caipNetworkId: CaipNetworkId
  /** The contract called (plain address). */
  to: string
  /** Calldata, 0x-hex. */
  data: string
  /** Native value in base units (wei), decimal string; absent: 0. */
  value?: string
}

/**
 * An app's request for the connected wallet (API.md `getProvider`, SPEC.md §6 methods needing the
 * user's approval, and the EIP-5792 wallet methods), as the modal passes it to the adapter of the
 * request's namespace. The adapter sends it to the wallet of its current connection, whatever its
 * kind (injected, WalletConnect, embedded), on `caipNetworkId`.
 *
 * eip155: `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, `wallet_sendCalls`,
 * `wallet_getCallsStatus`, `wallet_showCallsStatus`, `wallet_getCapabilities`,
 * `wallet_grantPermissions`, `wallet_revokePermissions`, `eth_sendUserOperation` — params and
 * result exactly as EIP-1193 / EIP-5792 define them.
 *
 * solana (Latch's wire objects: bytes as base64, signatures of sent transactions as base58):
 * - `solana_signMessage` `{ message }` → `{ signature }` (64-byte ed25519, base64)
 * - `solana_signTransaction` `{ transaction }` → `{ transaction }` (signed wire bytes)
 * - `solana_signAllTransactions` `{ transactions }` → `{ transactions }`
 * - `solana_signAndSendTransaction` `{ transaction, options? }` → `{ signature }` (base58)
 *
 * Failures reject with the core's provider errors (`toRpcError`): the wallet's EIP-1193 / JSON-RPC
 * `code` kept (4001 rejected, 4200 unsupported, -32602, 5700–5760), so viem maps them.
 */
export type WalletRequest = {
  method: string
  params?: JsonValue
  caipNetworkId: CaipNetworkId
}

/** A mined transaction's outcome. */
export type TransactionReceipt = { status: 'success' | 'reverted' }

/**
 * A chain adapter (`latch/eip155`, `latch/solana`, `latch/walletconnect`), built like wagmi's
 * connectors: the core calls it from epics and turns every outcome into an event.
 *
 * @example
 * const modal = createModal({ projectId, networks, adapters: [eip155Adapter()] })
 */
export type Adapter = {
  readonly namespace: ChainNamespace
  /** Starts discovery and provider listeners; returns the teardown (called on `destroy()`). */
  setup?(context: AdapterContext): () => void
  /** Asks the wallet behind `connectorId` for an account (a prompt may show). */
  connect(parameters: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult>
  /**
   * Reconnects without a prompt to a wallet that was connected before the page loaded; resolves
   * `undefined` when the wallet no longer grants access.
   */
  reconnect?(parameters: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  /** Asks the wallet to switch to `caipNetworkId` (the SwitchNetwork view waits on it). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  signMessage?(parameters: { message: string }): Promise<string>
  /** Sends an app's request to the connected wallet (see `WalletRequest`). */
  request?(request: WalletRequest): Promise<JsonValue>
  /**
   * The user left ApproveTransaction without answering (closed the modal, went back): the wallet
   * declines its approval `requestId` (`embedded/approvalRequested`), so the caller's request
   * settles with 4001 instead of waiting for an answer that will not come.
   */
  abortApproval?(requestId: string): void
  /**
   * Makes the object `modal.getProvider(namespace)` returns for this namespace (API.md): eip155's
   * EIP-1193 provider (`createEip1193Provider`), Solana's signer (`createSolanaSigner`). Each
   * namespace adapter brings its own, so a page pays only for the namespaces it configured.
   */
  appProvider?(source: ProviderSource): unknown
  /**
   * The namespace library's own key object for `address` (Solana: web3.js `PublicKey`), which the
   * app's signer exposes as `publicKey`; synchronous, so the adapter loads its library by the time
   * it reports a connection. `undefined` when it cannot (the library failed to load).
   */
  publicKey?(address: string): unknown
  /**
   * Switches the wallet between its EOA and its smart account on `caipNetworkId` (SPEC.md §4);
   * resolves the account now in use. Without it, or when it resolves `undefined` (the
   * connected wallet has no switch of its own), a wallet that lists both accounts in
   * `ConnectResult.accounts` is switched by using the listed one.
   */
  setPreferredAccountType?(parameters: { type: 'eoa' | 'smartAccount'; caipNetworkId: CaipNetworkId }): Promise<ConnectResult | undefined>
  sendTransfer?(parameters: TransferRequest): Promise<{ hash: string }>
  /** Sends a prepared transaction through the connected wallet (its prompt shows); the hash once sent. */
  sendTransaction?(parameters: TransactionRequest): Promise<{ hash: string }>
  /** The receipt of `hash`, `undefined` while it is not mined (the swap epic polls on its scheduler). */
  getTransactionReceipt?(parameters: { caipNetworkId: CaipNetworkId; hash: string }): Promise<TransactionReceipt | undefined>
  /**
   * The most a native transfer on `caipNetworkId` costs in fees, in native units (decimal
   * string): the send view's Max leaves it in the account so the wallet can pay for the transfer.
   */
  estimateNativeFee?(parameters: { caipNetworkId: CaipNetworkId; to?: string }): Promise<string>
  /**
   * WalletConnect pairing control, called by the pairing epic: `refresh` replaces an
   * expired pairing with a fresh one (the adapter emits its `pairing/uriIssued`); `cancel`
   * drops a pending pairing when the modal closes mid-pairing. Both are no-ops with none pending.
   */
  pairing?: { refresh(): Promise<void>; cancel(): Promise<void> }
  /**
   * The AUTH connector's login steps (`latch/embedded`), called by the email-login epic;
   * each talks to the secure site's frame and rejects with a LatchError (`code` 'THROTTLED' with
   * `retryAfter`, 'INVALID_OTP', or a SPEC.md §8 alert).
   */
  auth?: AuthControl
}

/** What an email login asks of the embedded wallet (SPEC.md §4 connect email, device, OTP). */
export type AuthControl = {
  /** The AUTH connector's id (the one `connection/connectRequested` names after the code). */
  readonly connectorId: string
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Resolves when the new device was approved (user-paced: no timeout). */
  connectDevice(email: string): Promise<void>
  connectOtp(email: string, otp: string): Promise<void>
  /** The logged-in user's email, once the frame has a session (Account shows it). */
  authName(): string | undefined
  /**
   * Social login (SPEC.md §4): the redirect address the 600×800 popup opens (the secure
   * site keeps the PKCE verifier and the state).
   */
  socialRedirect?(provider: SocialProvider): Promise<{ uri: string }>
  /**
   * The result address the secure site's callback page posts to this window, from `popup` only:
   * messages from any other origin or window, and malformed ones, are ignored (and counted).
   */
  socialResult?(popup: unknown): Observable<string>
  /** The result address → a session in the frame; resolves with the social username (§3). */
  connectSocial?(provider: SocialProvider, resultUri: string): Promise<{ username?: string }>
  /** Farcaster (SPEC.md §4): the URL the QR code and link show. */
  farcasterUri?(): Promise<{ uri: string }>
  /** Resolves once the user's Farcaster app approved that URL (user-paced: no timeout), with the username. */
  connectFarcaster?(): Promise<{ username?: string }>
  /** Ends a pending Farcaster sign-in (the user left its view: SPEC.md §2 reloads the auth connector). */
  reload?(): Promise<void>
  /** UpdateEmailWallet (SPEC.md §4 update email): a code is mailed to the current address. */
  updateEmail?(email: string): Promise<void>
  /** The current address's code: a code is mailed to the new address. */
  updateEmailPrimaryOtp?(otp: string): Promise<void>
  /** The new address's code: the wallet now belongs to the new email, which resolves. */
  updateEmailSecondaryOtp?(otp: string): Promise<{ email: string }>
}
