import type { Connection } from '@solana/web3.js'
import { LatchError } from '../../core/errors/LatchError.ts'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { loadSolanaNode } from './loadSolanaNode.ts'
import type { SolanaSession } from './solanaSession.ts'

/**
 * The configured Solana network `caipNetworkId`; a `ValidationError` with `message` otherwise.
 *
 * @example
 * configuredNetwork(session, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Unsupported chain')
 */
export function configuredNetwork(session: SolanaSession, caipNetworkId: CaipNetworkId, message: string): CaipNetwork {
  const network = session.networks().find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new ValidationError(message, { details: `${caipNetworkId} is not a configured Solana network` })
  return network
}

/**
 * The adapter's web3.js connection to `network` (made once per network, web3.js loading with it):
 * the options' `connection`, else `rpcUrl` / the network's RPC with a WebSocket for confirmations.
 *
 * @example
 * const connection = await connectionFor(session, network)
 */
export async function connectionFor(session: SolanaSession, network: CaipNetwork): Promise<Connection> {
  const { options, connections } = session
  const known = connections.get(network.caipNetworkId)
  if (known) return known
  let connection: Connection
  if (options.connection) connection = options.connection(network)
  else {
    const http = options.rpcUrl ?? network.rpcUrls.default.http[0]
    if (!http) throw new LatchError('Network has no RPC URL', { details: network.caipNetworkId })
    const ws = options.wsEndpoint ?? network.rpcUrls.default.webSocket?.[0] ?? http.replace(/^http/, 'ws')
    const node = await loadSolanaNode()
    connection = connections.get(network.caipNetworkId) ?? node.createConnection(http, { commitment: options.commitment ?? 'confirmed', wsEndpoint: ws })
  }
  connections.set(network.caipNetworkId, connection)
  return connection
}
