import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as latch from '../core/index.ts'
import * as latchCore from '../core/coreEntry.ts'
import * as eip155 from '../adapters/eip155/index.ts'
import * as solana from '../adapters/solana/index.ts'
import * as walletconnect from '../adapters/walletconnect/index.ts'
import * as embedded from '../adapters/embedded/index.ts'
import * as wagmi from '../adapters/wagmi/index.ts'
import * as solanaWalletAdapter from '../adapters/solana-wallet-adapter/index.ts'
import * as devtools from '../devtools/index.ts'

// CONVENTIONS: a test pins the exported names of each entry point (API.md is the contract).
test('behavior: the latch entry exports exactly its public names', () => {
  assert.equal(Object.keys(latch).sort(), [
    'ACCOUNT_TABS',
    'CHAIN_NAMESPACES',
    'CONNECTOR_TYPES',
    'CONNECT_FLOWS',
    'CONNECT_METHODS',
    'ConnectionError',
    'DEFAULT_FEATURES',
    'ERROR_CODES',
    'InvalidEventError',
    'LatchError',
    'LogParseError',
    'NETWORK_SWITCH_PROBLEMS',
    'PAY_FAILURES',
    'PAY_SOURCES',
    'PENDING_TRANSACTIONS_LIMIT',
    'PeerDependencyMissingError',
    'RpcError',
    'SEND_PROBLEMS',
    'SESSION_COOKIE',
    'SIWX_PROBLEMS',
    'SIWX_STATUSES',
    'TELEGRAM_HIDDEN_SOCIALS',
    'UserRejectedRequestError',
    'VIEW_NAMES',
    'ValidationError',
    'WALLET_FEATURES',
    'connectWallet',
    'connectionKind',
    'constants',
    'cookieStorage',
    'createIdbStorage',
    'createMemoryStorage',
    'createModal',
    'defaultAccountType',
    'formatCurrency',
    'formatNumber',
    'isConnectFlowOffered',
    'loadMoreWallets',
    'parseCaipAddress',
    'parseCaipNetworkId',
    'requestWallets',
    'resolveConnectFlow',
    'searchWallets',
    'selectAccount',
    'selectActiveNetwork',
    'selectActivity',
    'selectCanReceive',
    'selectCanRegisterName',
    'selectCanSeeSmartSessions',
    'selectCanSend',
    'selectCanSwap',
    'selectClosingBlocked',
    'selectConnectMethods',
    'selectConnectProgress',
    'selectConnectWallets',
    'selectConnections',
    'selectLegalBlocked',
    'selectNetworkImage',
    'selectNfts',
    'selectSendableTokens',
    'selectSocialProviders',
    'selectSwapBalance',
    'selectSwapProblem',
    'selectSwapQuoteFigures',
    'selectSwapToken',
    'selectVisibleConnectors',
    'selectVisibleWallets',
    'selectWalletConnectUri',
    'selectWalletFeatures',
    'selectWallets',
    'sendTokenKey',
    'startFlow',
    'startPairing',
    'submitOtp',
    'subscribeWalletConnectUri',
    'subscribeWallets',
    'toErrorData',
    'transferSign',
    'truncateAddress',
    'truncateEmail',
    'walletListConstants',
  ])
})

test('behavior: the latch/core entry exports exactly its public names (the event catalogue, reducers, store and replay left latch)', () => {
  assert.equal(Object.keys(latchCore).sort(), [
    'EVENT_KINDS',
    'INTENT_TYPES',
    'createStore',
    'eventDefinitions',
    'events',
    'initialState',
    'isIntentType',
    'isModalEvent',
    'parseLog',
    'redactEvent',
    'reduce',
    'replay',
    'replayFinal',
    'validateEvent',
    'viewTrail',
  ])
})

test('behavior: API.md ViewName holds every view of SPEC §2, spelled exactly so', () => {
  const spec =
    'Connect, Account, AllWallets, ConnectingWalletConnect, ConnectingWalletConnectBasic, ConnectingExternal, ConnectingFarcaster, EmailLogin, UpdateEmailWallet, ProfileWallets, SwitchNetwork, SwitchActiveChain, UnsupportedChain, SIWXSignMessage, ApproveTransaction, RegisterAccountName, RegisterAccountNameSuccess'
  for (const view of spec.split(', ')) assert.ok((latch.VIEW_NAMES as readonly string[]).includes(view), view)
  for (const view of ['Send', 'SendPreview', 'Swap', 'SwapPreview', 'Buy', 'Receive', 'Networks', 'WalletSettings', 'EmailVerifyOtp'])
    assert.ok((latch.VIEW_NAMES as readonly string[]).includes(view), view)
})

test('behavior: the adapter entries exist and name their namespace', () => {
  assert.is(eip155.NAMESPACE, 'eip155')
  assert.is(solana.NAMESPACE, 'solana')
  assert.is(walletconnect.NAMESPACE, 'walletconnect')
})

test('behavior: the latch/eip155 entry exports exactly its public names', () => {
  assert.equal(Object.keys(eip155).sort(), ['NAMESPACE', 'createConnector', 'eip1193Connector', 'eip155Adapter', 'testConnector'])
  assert.is(eip155.eip155Adapter({ window: undefined }).namespace, 'eip155')
})

test('behavior: the latch/embedded entry exports exactly its public names', () => {
  assert.equal(Object.keys(embedded).sort(), ['AUTH_CONNECTOR_ID', 'NAMESPACE', 'PROTOCOL_CHANNEL', 'PROTOCOL_VERSION', 'REQUEST_TYPES', 'embeddedWallet', 'parseMessage'])
  const ew = embedded.embeddedWallet({ secureSiteOrigin: 'http://127.0.0.1:1', sdkUrl: 'http://127.0.0.1:1/sdk' })
  assert.equal([ew.namespace, ew.connectorId, ew.auth.connectorId], ['eip155', 'auth', 'auth'])
})

test('behavior: the latch/wagmi and latch/solana-wallet-adapter entries export exactly their public names (API.md Other entries)', () => {
  assert.equal(Object.keys(wagmi).sort(), ['latchConnector', 'latchWagmiConfig', 'latchWagmiInitialState'])
  assert.equal(Object.keys(solanaWalletAdapter).sort(), ['LatchWalletAdapter', 'LatchWalletName'])
  assert.is(solanaWalletAdapter.LatchWalletName, 'Latch')
})

test('behavior: the latch/devtools entry exports exactly its public names (API.md Other entries)', () => {
  assert.equal(Object.keys(devtools).sort(), ['LatchDevtools', 'mountDevtools'])
})

test.run()
