import type { Adapter } from '../../core/adapter.ts'
import { ConnectionError } from '../../core/errors/ConnectionError.ts'
import type { ModalEvent } from '../../core/events/index.ts'
import { uriIssued } from '../../core/events/pairing.ts'
import type { CreateConnectorFn } from '../eip155/createConnector.ts'
import { eip1193Connector } from '../eip155/eip1193Connector.ts'
import { WalletConnectClient, type WalletConnectOptions } from './client.ts'
import { walletConnectEip1193 } from './eip1193.ts'
import { walletConnectSolana } from './solana.ts'
import type { CreateConnectorFn as SolanaCreateConnectorFn } from '../solana/createConnector.ts'

/** SPEC.md §3: the one WalletConnect connector's id, on every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The WalletConnect part of the modal: an `Adapter` the modal starts (it reports the
 * pairing URI as `pairing/uriIssued` and takes the pairing epic's refresh and cancel), plus
 * the WALLET_CONNECT connector each chain adapter serves (`eip155`).
 */
export type WalletConnect = Adapter & {
  readonly connectorId: typeof WALLET_CONNECT_CONNECTOR_ID
  /** The connector for `eip155Adapter({ connectors: [wc.eip155] })`. */
  readonly eip155: CreateConnectorFn
  /** The connector for `solanaAdapter({ connectors: [wc.solana] })`: the same session's solana accounts. */
  readonly solana: SolanaCreateConnectorFn
  /** The session client (tests, hosts that want the raw session). */
  readonly client: WalletConnectClient
}

const notRouted = (): never => {
  throw new ConnectionError('Failed to connect', { details: 'walletConnect() serves through the chain adapters: list it after them' })
}

/**
 * `walletConnect({ projectId, relayUrl?, metadata, networks })`: one WALLET_CONNECT connector
 * serving eip155 (and the same session for solana), built on @walletconnect/universal-provider,
 * loaded only when a WalletConnect path is taken.
 *
 * @example
 * const wc = walletConnect({ projectId, metadata, networks })
 * createModal({ projectId, networks, adapters: [eip155Adapter({ connectors: [wc.eip155] }), solanaAdapter({ connectors: [wc.solana] }), wc] })
 */
export function walletConnect(options: WalletConnectOptions): WalletConnect {
  const client = new WalletConnectClient(options)
  let emit: ((event: ModalEvent) => void) | undefined
  client.listen({ uri: (uri) => emit?.(uriIssued({ uri })) })
  const eip155 = eip1193Connector({
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    provider: walletConnectEip1193(client),
  })
  return {
    namespace: 'eip155',
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    eip155,
    solana: walletConnectSolana(client, WALLET_CONNECT_CONNECTOR_ID),
    client,
    setup(context) {
      emit = context.emit
      return () => {
        emit = undefined
      }
    },
    connect: async () => notRouted(),
    disconnect: () => client.disconnect(),
    switchNetwork: async () => notRouted(),
    pairing: { refresh: () => client.refresh(), cancel: () => client.cancel() },
  }
}
