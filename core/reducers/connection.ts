import { defaultAccountType } from '../rules/defaultAccountType.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { CaipAddress, ChainNamespace } from '../types.ts'
import type { Connection } from './state.ts'
import type { Handler, StateDraft } from './draft.ts'
import { closeModal, connectedNamespaces, isConnected, pushView } from './router.ts'
import { openUnsupportedChainIfNeeded } from './networks.ts'
import { showSnackbar } from './snackbar.ts'

function accountOf(state: StateDraft, namespace: ChainNamespace) {
  return (state.accounts[namespace] ??= { status: 'disconnected', preferredAccountType: defaultAccountType(namespace) })
}

/** The wallet is being asked on `namespace`: `connecting`, and that namespace is the active one. */
function startConnecting(state: StateDraft, namespace: ChainNamespace): void {
  accountOf(state, namespace).status = 'connecting'
  state.activeNamespace = namespace
}

/** An attempt ended without a connection: back to the status before it (connected if an address stays). */
function endConnecting(state: StateDraft, namespace: ChainNamespace): void {
  const account = state.accounts[namespace]
  if (account?.status === 'connecting') account.status = account.address ? 'connected' : 'disconnected'
}

/**
 * SPEC.md §4: status becomes `connecting`; an open modal shows the connecting view of the chosen
 * connector (ConnectingWalletConnect for WalletConnect, else ConnectingExternal).
 */
export const connectRequested: Handler<'connection/connectRequested'> = (state, event, base) => {
  startConnecting(state, event.namespace)
  delete state.connectError
  if (!base.open) return
  const connector = base.connectors.find((c) => c.id === event.connectorId && c.chain === event.namespace)
  const view = connector?.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  pushView(state, view, { connectorId: event.connectorId, namespace: event.namespace })
}

/** A saved session is being restored: `connecting`, without any view (SPEC.md §4). */
export const reconnectRequested: Handler<'connection/reconnectRequested'> = (state, event, base) => {
  const account = accountOf(state, event.namespace)
  if (account.status === 'connected') return
  account.status = 'connecting'
  if (!base.activeNamespace || !isConnected(base)) state.activeNamespace = event.namespace
}

export const reconnectFailed: Handler<'connection/reconnectFailed'> = (state, event) => {
  endConnecting(state, event.namespace)
}

/**
 * A wallet connected. An address that is not a valid CAIP address of this namespace is refused
 * (the state is left unchanged), so `connected` always implies an address.
 */
export const connected: Handler<'connection/connected'> = (state, event, base) => {
  const parsed = tryParseCaipAddress(event.caipAddress)
  if (!parsed || parsed.namespace !== event.namespace) return
  const account = accountOf(state, event.namespace)
  account.status = 'connected'
  account.caipAddress = event.caipAddress as CaipAddress
  account.address = parsed.address
  account.connectorId = event.connectorId
  if (event.accounts) account.user = { accounts: event.accounts.map((a) => ({ ...a })) }
  else delete account.user
  if (event.authName !== undefined) account.authName = event.authName
  else delete account.authName
  rememberConnection(state, event.namespace, {
    connectorId: event.connectorId,
    // A wallet that names no account types has given one plain account (an EOA).
    accounts: event.accounts ?? [{ address: parsed.address, type: 'eoa' }],
    ...(event.authName !== undefined ? { authName: event.authName } : {}),
  })
  state.activeNamespace = event.namespace
  state.activeCaipNetworkId = parsed.caipNetworkId
  delete state.connectError
  // Connected from the modal: its job is done (embedded mode rests on Account).
  if (event.requestId !== undefined && base.open) closeModal(state)
  openUnsupportedChainIfNeeded(state, base.config)
}

/** Connecting failed: back to the status before the attempt, and the modal shakes. */
export const connectFailed: Handler<'connection/connectFailed'> = (state, event) => {
  endConnecting(state, event.namespace)
  state.connectError = { namespace: event.namespace, message: event.error.shortMessage }
  state.shake = true
}

export const disconnected: Handler<'connection/disconnected'> = (state, event) => {
  const current = state.accounts[event.namespace]
  if (!current) return
  // SPEC.md §4: the wallet's connection becomes `disconnected`; a switch back re-runs connect.
  const connection = state.connections[event.namespace]?.find((c) => c.connectorId === current.connectorId)
  if (connection) connection.disconnected = true
  delete state.accounts[event.namespace]
  if (state.activeNamespace === event.namespace) {
    const [other] = connectedNamespaces(state)
    if (other) {
      state.activeNamespace = other
      const address = state.accounts[other]?.caipAddress
      const parsed = address ? tryParseCaipAddress(address) : undefined
      if (parsed) state.activeCaipNetworkId = parsed.caipNetworkId
    }
  }
  // Nothing left connected: an open modal showing account views has nothing to show.
  if (state.open && connectedNamespaces(state).length === 0) closeModal(state)
}

export const disconnectFailed: Handler<'connection/disconnectFailed'> = (state, event) => {
  showSnackbar(state, event.error.shortMessage, 'error', event.seq)
}

/** A connection joins (or updates) the namespace's list; connecting again clears `disconnected`. */
function rememberConnection(state: StateDraft, namespace: ChainNamespace, connection: Connection): void {
  const list = (state.connections[namespace] ??= [])
  const index = list.findIndex((c) => c.connectorId === connection.connectorId)
  if (index >= 0) list[index] = connection
  else list.push(connection)
}

/** Switching to a known connection: `connecting` while the wallet is asked (SPEC.md §4). */
export const switchRequested: Handler<'connection/switchRequested'> = (state, event) => {
  startConnecting(state, event.namespace)
}

/** The switch failed: the previous connection stays, and a snack says why. */
export const switchFailed: Handler<'connection/switchFailed'> = (state, event) => {
  endConnecting(state, event.namespace)
  showSnackbar(state, event.error.shortMessage, 'error', event.seq)
}
