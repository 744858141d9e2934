import type { Keypair } from '@solana/web3.js'
import { InvalidParamsRpcError } from '../../core/errors/InvalidParamsRpcError.ts'
import { UnauthorizedProviderError } from '../../core/errors/UnauthorizedProviderError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import type { ConnectorType } from '../../core/types.ts'
import { base58Decode, base58Encode } from './base58.ts'
import { loadWeb3 } from './loadWeb3.ts'
import { createConnector, type CreateConnectorFn, type SolanaAccount } from './createConnector.ts'
import type { IdentifierString } from './walletStandard.ts'

/**
 * Failure flags and identity of the test connector (CONVENTIONS.md: test connector with flags).
 *
 * @example
 * testConnector({ connectError: true }) // every connect is the user's rejection
 */
export type TestConnectorParameters = {
  id?: string
  name?: string
  type?: ConnectorType
  imageUrl?: string
  /** Chains it claims (default: Solana mainnet, devnet and localnet). */
  chains?: IdentifierString[]
  /**
   * base58 addresses `connect` grants (default: the signing key's). `[]`: the wallet grants none,
   * so `connect` and a silent reconnect find no account.
   */
  accounts?: string[]
  /** 64-byte secret key that signs messages and transactions (default: a fixed test key). */
  secretKey?: Uint8Array
  /** `connect` fails: `true` is the user's rejection (4001), an Error is thrown as is. */
  connectError?: boolean | Error
  /** Every signature request (message or transaction) is rejected with 4001. */
  rejectSign?: boolean
  /** `disconnect` fails with this error. */
  disconnectError?: Error
  /** A silent reconnect finds no account even after a connect (access revoked). */
  revokeOnReload?: boolean
}

/**
 * The test connector's factory plus controls a test drives it with.
 *
 * @example
 * const connector = testConnector({ accounts: [a, b] })
 * connector.changeAccounts([b]) // → connection/connected with b
 */
export type TestConnectorFn = CreateConnectorFn & {
  /** Acts as the wallet switching accounts (`[]`: every account revoked). */
  changeAccounts(addresses: string[]): void
  /** Counts of the calls the connector received. */
  readonly calls: { connect: number; silentConnect: number; disconnect: number; signMessage: number; signTransaction: number }
}

// Fixed so tests and screenshots see the same address every run.
const DEFAULT_SEED = new Uint8Array(32).fill(7)
/** The public key of `DEFAULT_SEED` (known ahead, so creating the connector needs no web3.js). */
export const DEFAULT_TEST_ADDRESS = 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB'

/** A base58 address's 32 key bytes; anything else is refused as web3.js's `PublicKey` would. */
function publicKeyBytes(address: string): Uint8Array {
  const bytes = base58Decode(address)
  if (bytes?.length !== 32) throw new InvalidParamsRpcError({ details: `Invalid public key input: ${address}` })
  return bytes
}

/**
 * A Solana connector for tests and host apps' own test suites: grants fixed accounts, signs with
 * a local key, and fails on demand (`connectError`, `rejectSign`, …) exactly as a wallet would
 * (4001 on rejection). It has no `signAndSendTransaction`, so transfers take the adapter's
 * sign-then-`sendRawTransaction` path.
 *
 * @example
 * const adapter = solanaAdapter({ connectors: [testConnector({ rejectSign: true })] })
 * const modal = createModal({ projectId, networks: [solanaDevnet], adapters: [adapter] })
 * await modal.connect('test', 'solana')
 */
export function testConnector(parameters: TestConnectorParameters = {}): TestConnectorFn {
  // A Solana secret key is the 32-byte seed then the 32-byte public key: the address is known
  // without web3.js, which loads (for the key itself) at the first signature.
  const ownAddress = parameters.secretKey ? base58Encode(parameters.secretKey.subarray(32, 64)) : DEFAULT_TEST_ADDRESS
  const granted: SolanaAccount[] = (parameters.accounts ?? [ownAddress]).map((address) => ({ address, publicKey: publicKeyBytes(address) }))
  let keypair: Promise<Keypair> | undefined
  const signer = () => (keypair ??= loadWeb3().then(({ Keypair }) => (parameters.secretKey ? Keypair.fromSecretKey(parameters.secretKey) : Keypair.fromSeed(DEFAULT_SEED))))
  const calls = { connect: 0, silentConnect: 0, disconnect: 0, signMessage: 0, signTransaction: 0 }
  const listeners = new Set<(accounts: readonly SolanaAccount[]) => void>()
  let connected: SolanaAccount[] = []

  const assertGranted = (address: string): void => {
    if (!connected.some((a) => a.address === address)) throw new UnauthorizedProviderError({ details: `${address} is not connected` })
  }

  const create = createConnector((context) => ({
    id: parameters.id ?? 'test',
    name: parameters.name ?? 'Test Wallet',
    type: parameters.type ?? 'EXTERNAL',
    ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
    chains: parameters.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:localnet'],
    setup() {
      listeners.add(context.onAccountsChanged)
      return () => listeners.delete(context.onAccountsChanged)
    },
    async connect({ silent } = {}) {
      if (silent) {
        calls.silentConnect++
        if (parameters.revokeOnReload) return []
        if (connected.length === 0) connected = [...granted]
        return connected
      }
      calls.connect++
      if (parameters.connectError === true) throw new UserRejectedRequestError({ details: 'Test connector: connect rejected' })
      if (parameters.connectError) throw parameters.connectError
      connected = [...granted]
      return connected
    },
    async disconnect() {
      calls.disconnect++
      if (parameters.disconnectError) throw parameters.disconnectError
      connected = []
    },
    getAccounts: () => connected,
    async signMessage({ address, message }) {
      calls.signMessage++
      assertGranted(address)
      if (parameters.rejectSign) throw new UserRejectedRequestError({ details: 'Test connector: signature rejected' })
      // web3.js 1.x exposes ed25519 signing only through this instruction builder: its data holds
      // [16-byte header][32-byte public key][64-byte signature][message].
      const [{ Ed25519Program }, key] = await Promise.all([loadWeb3(), signer()])
      const data = Ed25519Program.createInstructionWithPrivateKey({ privateKey: key.secretKey, message }).data
      return Uint8Array.from(data.subarray(48, 112))
    },
    async signTransaction({ address, transaction }) {
      calls.signTransaction++
      assertGranted(address)
      if (parameters.rejectSign) throw new UserRejectedRequestError({ details: 'Test connector: transaction rejected' })
      const [{ VersionedTransaction }, key] = await Promise.all([loadWeb3(), signer()])
      let tx: InstanceType<typeof VersionedTransaction>
      try {
        tx = VersionedTransaction.deserialize(transaction)
        tx.sign([key])
      } catch (error) {
        throw new InvalidParamsRpcError({ details: (error as Error).message, cause: error })
      }
      return tx.serialize()
    },
  }))

  return Object.assign(create, {
    changeAccounts(addresses: string[]) {
      connected = addresses.map((address) => ({ address, publicKey: publicKeyBytes(address) }))
      for (const listener of listeners) listener(connected)
    },
    calls,
  })
}
