/**
 * `latch` — the core SDK: create a modal, observe its state and events, replay its log.
 * Nothing here imports React, viem or Solana packages.
 */
export { createModal, type CreateModalOptions, type Modal } from './modal.ts'
// The event catalogue, the reducers, a bare store and replay are `latch/core` (core/coreEntry.ts):
// their code is the modal's core, which `createModal` loads at the first interaction.
export type { ReplayResult } from './replay.ts'
export type { EventKind, FactEvent, IntentEvent, IntentType, EventOfType, ModalEvent, ModalEventType, StampedEvent } from './events/index.ts'
export type { JsonValue } from './events/schema.ts'
export type { Deps, Epic, Store, StateObservable, WindowLike } from './store.ts'
export type { AccountState, Connection, ConnectorInfo, ModalConfig, ModalState, Snackbar, SnackbarTransaction } from './reducers/state.ts'
export type { ActivityState, Nft, NftsState, Transaction } from './reducers/state.ts'
export { selectActivity, selectNfts, type ActivityView, type NftsView } from './selectors/activity.ts'
export { transferSign, PENDING_TRANSACTIONS_LIMIT, type TransferSign } from './rules/activity.ts'
export type { Adapter, AdapterContext, ConnectResult, TransferRequest, WalletRequest } from './adapter.ts'
export type { Eip1193Provider, Eip1193EventName } from './provider/eip1193Provider.ts'
export type { SolanaSigner, SolanaSendOptions, SolanaTransactionLike, LegacyTransactionLike, VersionedTransactionLike } from './provider/solanaSigner.ts'
export type { GetProvider } from './provider/providers.ts'
export type { RequestArguments } from './provider/providerSource.ts'
export type { SIWXConfig, SIWXMessage, SIWXSession, SIWXTimestamp } from './siwx/types.ts'
export { SIWX_PROBLEMS, SIWX_STATUSES, type SiwxProblem, type SiwxState, type SiwxStatus, type SiwxSession } from './reducers/siwxState.ts'
export { isClosingBlocked as selectClosingBlocked } from './reducers/siwx.ts'
export { createIdbStorage, createMemoryStorage, type KeyValueStorage } from './storage.ts'
export { cookieStorage, SESSION_COOKIE, type CookieStorageOptions } from './cookieStorage.ts'
export type { SavedSession } from './rules/savedSession.ts'
export { selectConnectMethods } from './selectors/connectMethods.ts'
export { selectSocialProviders } from './selectors/socialProviders.ts'
export { selectLegalBlocked } from './selectors/legal.ts'
export { TELEGRAM_HIDDEN_SOCIALS, type TelegramPlatform } from './rules/telegram.ts'
export { SEND_PROBLEMS, type SendProblem } from './rules/validateSend.ts'
export { NETWORK_SWITCH_PROBLEMS, type NetworkSwitchProblem } from './reducers/state.ts'
export { ERROR_CODES, type ErrorCode, type StateError } from './rules/stateError.ts'
export { selectCanReceive, selectCanRegisterName, selectCanSeeSmartSessions, selectCanSend } from './selectors/accountActions.ts'
export { selectWalletFeatures } from './selectors/walletFeatures.ts'
export { WALLET_FEATURES, type WalletFeature } from './rules/walletFeatureOrder.ts'
export { selectSendableTokens, sendTokenKey } from './selectors/sendableTokens.ts'
export { selectCanSwap, selectSwapBalance, selectSwapProblem, selectSwapToken } from './selectors/swap.ts'
export { selectSwapQuoteFigures } from './selectors/swapQuoteFigures.ts'
export { selectVisibleConnectors } from './selectors/visibleConnectors.ts'
export { selectVisibleWallets, type ListedWallet, type VisibleWallets } from './selectors/visibleWallets.ts'
export { selectConnectWallets, type ConnectWalletItem } from './selectors/connectWallets.ts'
// A host's own connect UI without React (API.md "Own UI"); latch/react's headless hooks wrap them.
export * from './headless/index.ts'
export type { FailureReason, PagedWallets, WalletGroup, WalletInfo, WalletSearch, WalletsState } from './reducers/wallets.ts'
export * as walletListConstants from './rules/walletListConstants.ts'
export { selectActiveNetwork } from './selectors/activeNetwork.ts'
export { selectAccount } from './selectors/activeAccount.ts'
export { connectionKind, selectConnections, type ConnectionKind, type ListedConnection } from './selectors/connections.ts'
export { truncateAddress } from './rules/truncateAddress.ts'
export { truncateEmail } from './rules/truncateEmail.ts'
export { CONNECT_FLOWS, isConnectFlowOffered, type ConnectFlow } from './rules/connectFlows.ts'
export { selectNetworkImage } from './selectors/networkImage.ts'
export { formatCurrency, formatNumber } from './rules/formatNumber.ts'
export { parseCaipAddress } from './rules/parseCaipAddress.ts'
export { defaultAccountType } from './rules/defaultAccountType.ts'
export { parseCaipNetworkId } from './rules/parseCaipNetworkId.ts'
export { DEFAULT_FEATURES } from './rules/features.ts'
export type { ProjectState, StateAlert } from './reducers/project.ts'
export * as constants from './rules/constants.ts'
export { LatchError, toErrorData, type ErrorData, type LatchErrorType } from './errors/LatchError.ts'
export { ValidationError, type ValidationErrorType } from './errors/ValidationError.ts'
export { ConnectionError, type ConnectionErrorType } from './errors/ConnectionError.ts'
export { InvalidEventError, type InvalidEventErrorType } from './errors/InvalidEventError.ts'
export { LogParseError, type LogParseErrorType } from './errors/LogParseError.ts'
export { RpcError, type RpcErrorType } from './errors/RpcError.ts'
export { UserRejectedRequestError } from './errors/UserRejectedRequestError.ts'
export { PeerDependencyMissingError, type PeerDependencyMissingErrorType } from './errors/PeerDependencyMissingError.ts'
// The service layer's errors reach hosts as data (`name`, `shortMessage`, `code`) in events and
// rejections; their classes load with the clients' chunk, so only their types are exported here.
export type { RpcNotAllowedError } from './errors/RpcNotAllowedError.ts'
export type { HttpRequestError } from './errors/HttpRequestError.ts'
export type { InvalidResponseError } from './errors/InvalidResponseError.ts'
export type { TimeoutError } from './errors/TimeoutError.ts'
// SPEC.md §6 pay: `modal.pay` rejects with a PayError (its `reason` says why); the class loads with Pay's chunk.
export type { PayError } from './errors/PayError.ts'
export { PAY_FAILURES, PAY_SOURCES, type PayFailure } from './events/pay.ts'
export type { PayState } from './reducers/payState.ts'
export type { ServiceError } from './errors/ServiceError.ts'
export type { AlertError } from './errors/AlertError.ts'
// Sign-in errors reach hosts as data in `siwx/*Failed` events; the class loads with the siwx epic.
export type { SIWXError, SIWXErrorType } from './errors/SIWXError.ts'
export type { AlertKey } from './errors/alerts.ts'
export {
  ACCOUNT_TABS,
  CHAIN_NAMESPACES,
  CONNECT_METHODS,
  CONNECTOR_TYPES,
  VIEW_NAMES,
  type AccountTab,
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectionStatus,
  type ConnectMethod,
  type ConnectorType,
  type Features,
  type SnackbarVariant,
  type SocialProvider,
  type ThemeMode,
  type ViewName,
} from './types.ts'
