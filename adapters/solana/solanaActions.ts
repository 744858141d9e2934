/**
 * The Solana adapter's actions — connect, reconnect, disconnect, switch, sign, transfer, fee — and
 * the Wallet Standard connectors' calls into their wallet, in one chunk loaded at the first of them
 * (./loadSolanaActions.ts). Discovery (./solanaAdapter.ts, ./walletStandardConnector.ts)
 * stays up front so the wallet list shows the installed wallets at once. web3.js is not in this chunk:
 * it loads with the first transfer or fee (./loadSolanaNode.ts).
 */
// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../../core/coreEntry.ts'
import type { Connection } from '@solana/web3.js'
import type { ConnectResult, TransferRequest } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import { UnsupportedProviderMethodError } from '../../core/errors/UnsupportedProviderMethodError.ts'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import { formatUnits } from '../../core/rules/decimal.ts'
import { isUserRejection } from '../../core/rules/toConnectionError.ts'
import type { CaipAddress, CaipNetworkId } from '../../core/types.ts'
import { base58Encode } from './base58.ts'
import type { SolanaAccount } from './createConnector.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'
import { loadSolanaNode } from './loadSolanaNode.ts'
import { configuredNetwork, connectionFor } from './nodeConnection.ts'
import { parseUnits } from './parseUnits.ts'
import type { SolanaActive, SolanaSession } from './solanaSession.ts'
import { toNodeError } from './toNodeError.ts'
import { toWalletChain } from './toWalletChain.ts'
import { toWalletError } from './toWalletError.ts'
export { standardCall } from './walletStandardCalls.ts'
export { walletRequest } from './walletRequest.ts'

const NAMESPACE = 'solana'
const MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_DECIMALS = 9
/**
 * Token addresses that stand for native SOL in balance lists: the placeholder the blockchain
 * service (and Reown's) gives the native coin, and the system program. The real wrapped-SOL mint
 * (…112) is an SPL token and stays one.
 */
const NATIVE_SOL_ADDRESSES = new Set(['So11111111111111111111111111111111111111111', '11111111111111111111111111111111'])

type ConnectParameters = { connectorId: string; caipNetworkId?: CaipNetworkId }

function networkIdFor(session: SolanaSession, caipNetworkId: CaipNetworkId | undefined): CaipNetworkId {
  const id = caipNetworkId ?? session.active?.caipNetworkId ?? session.networks()[0]?.caipNetworkId ?? MAINNET
  if (!id.startsWith(`${NAMESPACE}:`)) throw new ValidationError('Network not found', { details: `${id} is not a Solana network` })
  return id
}

// Custom connectors may throw anything: wallet failures leave as the core's families (4001 …).
async function wallet<T>(run: () => Promise<T>, action: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toWalletError(error, action)
  }
}
async function node<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toNodeError(error)
  }
}

function requireActive(session: SolanaSession): SolanaActive {
  if (!session.active) throw new ConnectionError('Invalid connection status', { details: 'No Solana wallet is connected' })
  return session.active
}

function toResult(accounts: readonly SolanaAccount[], address: string, caipNetworkId: CaipNetworkId): ConnectResult {
  return {
    caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
    accounts: accounts.map((a) => ({ address: a.address, type: 'eoa' as const })),
  }
}

/** `Adapter.connect`: asks the connector for accounts; the first becomes the active one. */
export async function connect(session: SolanaSession, { connectorId, caipNetworkId }: ConnectParameters): Promise<ConnectResult> {
  const connector = session.findConnector(connectorId)
  if (!connector) throw new ConnectionError('Failed to connect', { details: `No Solana connector ${connectorId}` })
  const networkId = networkIdFor(session, caipNetworkId)
  const accounts = await wallet(() => connector.connect(), 'Failed to connect')
  const [first] = accounts
  if (!first) throw new ConnectionError('Failed to connect', { details: `${connector.name} granted no Solana account` })
  session.active = { connector, address: first.address, caipNetworkId: networkId }
  return toResult(accounts, first.address, networkId)
}

/** `Adapter.reconnect`: a silent connect; `undefined` when the wallet no longer grants access. */
export async function reconnect(session: SolanaSession, { connectorId, caipNetworkId }: ConnectParameters): Promise<ConnectResult | undefined> {
  const connector = await session.waitForConnector(connectorId)
  if (!connector) return undefined
  const networkId = networkIdFor(session, caipNetworkId)
  let accounts: readonly SolanaAccount[]
  try {
    accounts = await wallet(() => connector.connect({ silent: true }), 'Failed to connect')
  } catch (error) {
    // A wallet that wants a prompt for this is a wallet that no longer grants access silently.
    if (isUserRejection(error)) return undefined
    throw error
  }
  const [first] = accounts
  if (!first) return undefined
  session.active = { connector, address: first.address, caipNetworkId: networkId }
  return toResult(accounts, first.address, networkId)
}

/** `Adapter.disconnect`. */
export async function disconnect(session: SolanaSession): Promise<void> {
  const current = session.active
  if (!current) return
  // Cleared first: the wallet's own `change` to no accounts is this disconnect, not news.
  session.active = undefined
  try {
    await current.connector.disconnect()
  } catch (error) {
    session.active = current
    throw toWalletError(error, 'Failed to disconnect')
  }
}

/** `Adapter.switchNetwork`: Wallet Standard wallets have no "switch" (every request names its chain); only checked. */
export function switchNetwork(session: SolanaSession, caipNetworkId: CaipNetworkId): void {
  configuredNetwork(session, caipNetworkId, 'Network not found')
  if (session.active) session.active = { ...session.active, caipNetworkId }
}

/** `Adapter.signMessage`: the base58 signature. */
export async function signMessage(session: SolanaSession, { message }: { message: string }): Promise<string> {
  const { connector, address } = requireActive(session)
  const signature = await wallet(() => connector.signMessage({ address, message: new TextEncoder().encode(message) }), 'Error signing message')
  return base58Encode(signature)
}

/** `Adapter.sendTransfer`: a SOL or SPL transfer, checked (SPEC.md §5) before the wallet is asked. */
export async function sendTransfer(session: SolanaSession, transferRequest: TransferRequest): Promise<{ hash: string }> {
  const { connector, address } = requireActive(session)
  const { token: requestedToken, ...rest } = transferRequest
  const request: TransferRequest = requestedToken && !NATIVE_SOL_ADDRESSES.has(requestedToken.address) ? transferRequest : rest
  const network = configuredNetwork(session, request.caipNetworkId, 'Unsupported chain')
  if (!request.to || !request.amount) throw new ValidationError('An amount and receiver address are required')
  // SPEC.md §5, checked before the wallet is asked: a bad receiver never reaches a prompt.
  if (!isSolanaAddress(request.to)) throw new ValidationError('Invalid receiver address', { details: `'${request.to.slice(0, 80)}' is not a Solana address` })
  if (request.token && !isSolanaAddress(request.token.address)) {
    throw new ValidationError('Invalid token address', { details: `'${request.token.address.slice(0, 80)}' is not a Solana address` })
  }
  const amount = parseUnits(request.amount, request.token ? request.token.decimals : SOL_DECIMALS)
  if (amount <= 0n) throw new ValidationError('Invalid amount', { details: 'the amount must be more than 0' })
  if (!connector.signAndSendTransaction && !connector.signTransaction) throw new UnsupportedProviderMethodError({ details: `${connector.name} cannot sign transactions` })

  const [solanaNode, connection] = await Promise.all([loadSolanaNode(), connectionFor(session, network)])
  const commitment = session.options.commitment ?? 'confirmed'
  const prepared = await node(() =>
    solanaNode.prepareTransfer({
      connection,
      from: address,
      to: request.to,
      amount,
      ...(request.token ? { token: { address: request.token.address, decimals: request.token.decimals } } : {}),
    }),
  )
  const transfer = { address, transaction: prepared.transaction, chain: toWalletChain(network.caipNetworkId, connector.chains) }
  let signature: string
  if (connector.signAndSendTransaction) {
    signature = base58Encode(await wallet(() => connector.signAndSendTransaction!(transfer), 'Failed to send transaction'))
  } else {
    // Fallback for wallets that only sign: the adapter sends what they signed.
    const signed = await wallet(() => connector.signTransaction!(transfer), 'Failed to sign transaction')
    signature = await node(() => solanaNode.sendSigned(connection, signed, commitment))
  }
  await node(() => solanaNode.confirmTransfer(connection, signature, prepared, commitment))
  return { hash: signature }
}

/** `Adapter.estimateNativeFee`: the fee the node asks for a one-signature SOL transfer (`getFeeForMessage`), in SOL. */
export async function estimateNativeFee(session: SolanaSession, { caipNetworkId, to }: { caipNetworkId: CaipNetworkId; to?: string }): Promise<string> {
  const { address } = requireActive(session)
  const network = configuredNetwork(session, caipNetworkId, 'Unsupported chain')
  const [solanaNode, connection] = await Promise.all([loadSolanaNode(), connectionFor(session, network)])
  const receiver = to && isSolanaAddress(to) ? to : address
  const lamports = await node(() => solanaNode.nativeTransferFee(connection, address, receiver))
  return formatUnits(lamports, SOL_DECIMALS)
}

/** `SolanaAdapter.getConnection`: the web3.js connection of a configured network. */
export function getConnection(session: SolanaSession, caipNetworkId: CaipNetworkId): Promise<Connection> {
  return connectionFor(session, configuredNetwork(session, caipNetworkId, 'Network not found'))
}
