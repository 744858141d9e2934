import { defaultAccountType } from '../rules/defaultAccountType.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, ViewName } from '../types.ts'
import type { AccountState, Connection, ModalState } from './state.ts'
import { asDraft, type Draft, type Handler, type StateDraft } from './draft.ts'
import { keepFrozen, setAccount, writable } from './pathCopy.ts'
import { closeModal, connectedNamespaces, isConnected, pushView } from './router.ts'
import { openUnsupportedChainIfNeeded } from './networks.ts'
import { showSnackbar } from './snackbar.ts'
import { stateErrorOf } from '../rules/stateError.ts'

/*
 * The connection handlers write accounts, attempts and saved connections as path copies
 * (core/reducers/pathCopy.ts): a new object on the path only where a value changes.
 */

/** The account of `namespace` to write into (a blank one when there is none yet). */
function accountOf(state: StateDraft, namespace: ChainNamespace): Draft<AccountState> {
  const account = state.accounts[namespace]
  return account ? writable(account) : { status: 'disconnected', preferredAccountType: defaultAccountType(namespace) }
}

/** The latest attempt on `namespace` is `requestId` (`undefined`: none is under way). */
function setAttempt(state: StateDraft, namespace: ChainNamespace, requestId: string | undefined): void {
  const attempts = state.connectAttempts
  if (requestId !== undefined) {
    if (attempts?.[namespace] === requestId) return
    const next = attempts ? writable(attempts) : {}
    next[namespace] = requestId
    state.connectAttempts = next
  } else if (attempts && namespace in attempts) {
    const next = writable(attempts)
    delete next[namespace]
    state.connectAttempts = next
  }
}

/** The attempt on `namespace` is over: its entry goes, and the record with it once empty. */
function endAttempt(state: StateDraft, namespace: ChainNamespace): void {
  const attempts = state.connectAttempts
  if (!attempts) return
  if (Object.keys(attempts).length === (namespace in attempts ? 1 : 0)) state.connectAttempts = undefined
  else setAttempt(state, namespace, undefined)
}

/**
 * The network a connection on `namespace` lands on: the one SwitchActiveChain asked a wallet for,
 * else the active one if it is there, else the configured default, else the namespace's first.
 */
export function networkForNamespace(state: StateDraft | ModalState, namespace: ChainNamespace): CaipNetworkId | undefined {
  const inNamespace = (id: string | undefined) => (id?.startsWith(`${namespace}:`) ? (id as CaipNetworkId) : undefined)
  return (
    inNamespace(state.openNetwork) ??
    inNamespace(state.activeCaipNetworkId) ??
    inNamespace(state.config.defaultNetwork) ??
    (state.config.networks.find((n) => n.chainNamespace === namespace)?.caipNetworkId as CaipNetworkId | undefined)
  )
}

/**
 * The wallet is being asked on `namespace`: `connecting`. When nothing is connected on the
 * active namespace, the attempt's namespace becomes the active one (with a network of its own:
 * the active network always belongs to the active namespace), and where the modal was is kept in
 * `beforeConnect` for a failure to restore. A live connection stays active: a second
 * namespace joins it only once connected.
 */
function startConnecting(state: StateDraft, namespace: ChainNamespace, requestId?: string): void {
  const current = state.accounts[namespace]
  if (current?.status !== 'connecting') {
    const account = accountOf(state, namespace)
    account.status = 'connecting'
    setAccount(state, namespace, account)
  }
  // The latest attempt on a namespace is the one the state follows; an earlier one is superseded.
  setAttempt(state, namespace, requestId)
  if (state.activeNamespace === namespace || isConnected(state)) return
  const before = state.beforeConnect
  if (before === undefined) {
    state.beforeConnect = {
      namespace,
      ...(state.activeNamespace ? { activeNamespace: state.activeNamespace } : {}),
      ...(state.activeCaipNetworkId ? { activeCaipNetworkId: state.activeCaipNetworkId } : {}),
    }
  } else if (before.namespace !== namespace) {
    const next = writable(before)
    next.namespace = namespace
    state.beforeConnect = next
  }
  const network = networkForNamespace(state, namespace)
  state.activeNamespace = namespace
  if (network) state.activeCaipNetworkId = network
  else state.activeCaipNetworkId = undefined
}

/**
 * An attempt ended without a connection: back to the status before it (connected if an address
 * stays), and the modal back where it was before the attempt made its namespace active.
 */
function endConnecting(state: StateDraft, namespace: ChainNamespace, requestId?: string): void {
  // The end of a superseded attempt changes nothing: a newer one is under way.
  if (!isCurrentAttempt(state, namespace, requestId)) return
  endAttempt(state, namespace)
  let account = state.accounts[namespace]
  if (account?.status === 'connecting') {
    account = writable(account)
    account.status = account.address ? 'connected' : 'disconnected'
  }
  // The attempt made the account: it goes too (the modal is as before).
  if (account && isBlank(account, namespace)) {
    const accounts = writable(state.accounts)
    delete accounts[namespace]
    state.accounts = accounts
  } else if (account) setAccount(state, namespace, account)
  const before = state.beforeConnect
  if (!before || before.namespace !== namespace) return
  state.beforeConnect = undefined
  if (state.activeNamespace !== namespace || isConnected(state)) return
  if (before.activeNamespace) state.activeNamespace = before.activeNamespace
  else state.activeNamespace = undefined
  if (before.activeCaipNetworkId) state.activeCaipNetworkId = before.activeCaipNetworkId
  else state.activeCaipNetworkId = undefined
}

/** Whether an outcome carrying `requestId` is that of the namespace's latest attempt (no id: always). */
function isCurrentAttempt(state: StateDraft | ModalState, namespace: ChainNamespace, requestId: string | undefined): boolean {
  const current = state.connectAttempts?.[namespace]
  return requestId === undefined || current === undefined || current === requestId
}

/** An account holding nothing but a disconnected status and its namespace's default account type. */
function isBlank(account: AccountState, namespace: ChainNamespace): boolean {
  return account.status === 'disconnected' && account.preferredAccountType === defaultAccountType(namespace) && Object.keys(account).every((key) => key === 'status' || key === 'preferredAccountType')
}

/**
 * SPEC.md §4: status becomes `connecting`; an open modal shows the connecting view of the chosen
 * connector (ConnectingWalletConnect for WalletConnect, else ConnectingExternal).
 */
export const connectRequested: Handler<'connection/connectRequested'> = (state, event, base) => {
  startConnecting(state, event.namespace, event.requestId)
  state.connectError = undefined
  if (!base.open) return
  const connector = base.connectors.find((c) => c.id === event.connectorId && c.chain === event.namespace)
  const view = connector?.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  // SPEC.md §2 ConnectingWalletConnectBasic pairs in place: its QR is the pairing's.
  if (view === 'ConnectingWalletConnect' && base.view === 'ConnectingWalletConnectBasic') {
    state.viewData = { connectorId: event.connectorId, namespace: event.namespace }
    return
  }
  pushView(state, view, { connectorId: event.connectorId, namespace: event.namespace, ...pairedWallet(base, view) })
}

/**
 * A wallet from the list being paired over WalletConnect: its view stays that wallet's
 * (QR with its icon, its links) when the pairing starts or is retried.
 */
function pairedWallet(base: ModalState, view: ViewName): { walletId?: string } {
  const top = base.history[base.history.length - 1]
  const data = base.viewData
  if (view !== 'ConnectingWalletConnect' || top !== view || typeof data !== 'object' || data === null || Array.isArray(data)) return {}
  return typeof data['walletId'] === 'string' ? { walletId: data['walletId'] } : {}
}

/** A saved session is being restored: `connecting`, without any view (SPEC.md §4). */
export const reconnectRequested: Handler<'connection/reconnectRequested'> = (state, event) => {
  if (state.accounts[event.namespace]?.status === 'connected') return
  startConnecting(state, event.namespace)
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
  const before = state.accounts[event.namespace]
  const account = accountOf(state, event.namespace)
  account.status = 'connected'
  account.caipAddress = event.caipAddress as CaipAddress
  account.address = parsed.address
  account.connectorId = event.connectorId
  if (event.accounts) account.user = keepFrozen({ accounts: event.accounts.map((a) => ({ ...a })) }, before?.user)
  else delete account.user
  if (event.smartAccountDeployed !== undefined) account.smartAccountDeployed = event.smartAccountDeployed
  else delete account.smartAccountDeployed
  if (event.authName !== undefined) account.authName = event.authName
  else delete account.authName
  const kept = before === undefined ? account : keepFrozen(account, before)
  setAccount(state, event.namespace, kept)
  rememberConnection(state, event.namespace, {
    connectorId: event.connectorId,
    // A wallet that names no account types has given one plain account (an EOA).
    accounts: event.accounts ?? [{ address: parsed.address, type: 'eoa' }],
    ...(event.authName !== undefined ? { authName: event.authName } : {}),
  })
  // A namespace joining a live session leaves the active one as it was; alone, it is active.
  const joinsActive = event.joined === true && base.activeNamespace !== event.namespace && isConnected(base)
  if (!joinsActive) {
    state.activeNamespace = event.namespace
    state.activeCaipNetworkId = parsed.caipNetworkId
  }
  state.beforeConnect = undefined
  endAttempt(state, event.namespace)
  state.connectError = undefined
  // Connected from the modal: its job is done (embedded mode rests on Account).
  if (event.requestId !== undefined && base.open) closeModal(state)
  openUnsupportedChainIfNeeded(state, base.config)
}

/** Connecting failed: back to the status before the attempt, and the modal shakes. */
export const connectFailed: Handler<'connection/connectFailed'> = (state, event) => {
  // A superseded attempt's failure is not the one the modal shows.
  if (!isCurrentAttempt(state, event.namespace, event.requestId)) return
  endConnecting(state, event.namespace, event.requestId)
  state.connectError = { namespace: event.namespace, error: stateErrorOf(event.error) }
  state.shake = true
  // A failed attempt's WalletConnect pairing is dead (the adapter drops it): a retry shows the
  // QR's placeholder until its fresh URI, not the old code for a moment.
  state.pairing = undefined
}

/**
 * The attempt was abandoned (the modal closed, the namespace disconnected, a newer attempt on the
 * namespace superseded it): back as before, quietly — or nothing at all for a superseded one.
 */
export const connectCancelled: Handler<'connection/connectCancelled'> = (state, event) => {
  endConnecting(state, event.namespace, event.requestId)
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
  // `message` is API.md's promise to hosts; the renderer words the snack from `error`.
  showSnackbar(state, event.error.shortMessage, 'error', event.seq, undefined, stateErrorOf(event.error))
}

/** A connection joins (or updates) the namespace's list; connecting again clears `disconnected`. */
function rememberConnection(state: StateDraft, namespace: ChainNamespace, connection: Connection): void {
  const list = state.connections[namespace]
  const index = list ? list.findIndex((c) => c.connectorId === connection.connectorId) : -1
  const prev = index >= 0 ? list![index] : undefined
  const kept = keepFrozen(connection, prev)
  if (kept === prev) return
  const nextList = list ? writable(list) : []
  if (index >= 0) nextList[index] = asDraft(kept)
  else nextList.push(asDraft(kept))
  const connections = writable(state.connections)
  connections[namespace] = nextList
  state.connections = connections
}

/** Switching to a known connection: `connecting` while the wallet is asked (SPEC.md §4). */
export const switchRequested: Handler<'connection/switchRequested'> = (state, event) => {
  startConnecting(state, event.namespace, event.requestId)
}

/** The switch failed: the previous connection stays, and a snack says why. */
export const switchFailed: Handler<'connection/switchFailed'> = (state, event) => {
  if (!isCurrentAttempt(state, event.namespace, event.requestId)) return
  endConnecting(state, event.namespace, event.requestId)
  showSnackbar(state, event.error.shortMessage, 'error', event.seq, undefined, stateErrorOf(event.error))
}
