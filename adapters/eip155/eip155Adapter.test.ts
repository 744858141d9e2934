import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { decodeFunctionData, parseEther, parseUnits } from 'viem'
import type { ModalEvent } from '../../core/events/index.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { eip155Adapter, type Eip155AdapterOptions } from './eip155Adapter.ts'
import type { Eip155Window } from './Eip155Window.ts'
import { ACCOUNT, adapterContext, announce, createFakeProvider, OTHER_ACCOUNT, type FakeProviderOptions } from '../../test/fixtures/fakeEip1193Provider.ts'
import { erc20TransferAbi } from './transferCall.ts'
import { eip1193Connector } from './eip1193Connector.ts'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})
const NETWORKS = [network(1, 'Ethereum'), network(137, 'Polygon'), network(10, 'OP Mainnet')]
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup(providerOptions: FakeProviderOptions = {}, adapterOptions: Eip155AdapterOptions = {}) {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const provider = createFakeProvider(providerOptions)
  const events: ModalEvent[] = []
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, ...adapterOptions })
  const stop = adapter.setup!(adapterContext({ emit: (e) => events.push(e), networks: NETWORKS }))
  const changes = () => events.filter((e) => e.type !== 'connectors/discovered')
  return { window, provider, events, changes, adapter, stop }
}

async function rejection(promise: Promise<unknown>): Promise<{ name: string; shortMessage: string; code?: unknown; cause?: unknown }> {
  try {
    await promise
  } catch (error) {
    return error as { name: string; shortMessage: string; code?: unknown; cause?: unknown }
  }
  throw new Error('expected a rejection')
}

test('behavior: connect asks for accounts, switches to the requested network and returns eip155:<chainId>:<address>', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1, chains: [1, 137] })
  const result = await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:137' })
  assert.equal(result, { caipAddress: `eip155:137:${ACCOUNT}`, accounts: [{ address: ACCOUNT, type: 'eoa' }] })
  assert.equal(provider.methods(), ['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'])
  assert.equal(changes(), [], "the wallet's own events during connect are the connect result, not extra events")
  stop()
})

test('behavior: connect on the wallet chain does not switch', async () => {
  const { adapter, provider, stop } = setup({ chainId: 137, chains: [137] })
  const result = await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:137' })
  assert.is(result.caipAddress, `eip155:137:${ACCOUNT}`)
  assert.not.ok(provider.methods().includes('wallet_switchEthereumChain'))
  stop()
})

test("error: 4001 on eth_requestAccounts is 'Connection rejected' with the UserRejectedRequestError as cause (SPEC §8)", async () => {
  const { adapter, stop } = setup({ fail: { eth_requestAccounts: { code: 4001, message: 'User rejected the request.' } } })
  const error = await rejection(adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' }))
  assert.is(error.name, 'ConnectionError')
  assert.is(error.shortMessage, 'Connection rejected')
  assert.is(error.code, 4001)
  const cause = error.cause as { name: string; code: number; shortMessage: string }
  assert.is(cause.name, 'UserRejectedRequestError')
  assert.is(cause.shortMessage, 'User rejected the request')
  stop()
})

test("error: a wallet failure other than a rejection is 'Failed to connect' keeping the provider class (SPEC §8)", async () => {
  const { adapter, stop } = setup({ fail: { eth_requestAccounts: { code: -32002, message: 'Request already pending' } } })
  const error = await rejection(adapter.connect({ connectorId: 'io.metamask' }))
  assert.is(error.shortMessage, 'Failed to connect')
  assert.is((error.cause as { name: string }).name, 'ResourceUnavailableRpcError')
  stop()
})

test("error: declining the network switch during connect declines the connection ('Connection rejected')", async () => {
  const { adapter, stop } = setup({ chainId: 1, chains: [1, 137], fail: { wallet_switchEthereumChain: { code: 4001 } } })
  const error = await rejection(adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:137' }))
  assert.is(error.shortMessage, 'Connection rejected')
  stop()
})

test('behavior: a wallet that cannot switch during connect stays connected on its own chain', async () => {
  const { adapter, stop } = setup({ chainId: 1, chains: [1], fail: { wallet_switchEthereumChain: { code: -32603, message: 'boom' } } })
  const result = await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:137' })
  assert.is(result.caipAddress, `eip155:1:${ACCOUNT}`)
  stop()
})

test("error: an unknown connector is 'Failed to connect'", async () => {
  const { adapter, stop } = setup()
  const error = await rejection(adapter.connect({ connectorId: 'com.nope' }))
  assert.is(error.shortMessage, 'Failed to connect')
  stop()
})

test('behavior: accountsChanged → connection/connected with the new first account; empty → connection/disconnected', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 137, chains: [137] })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:137' })
  provider.emit('accountsChanged', [OTHER_ACCOUNT.toLowerCase(), ACCOUNT])
  provider.emit('accountsChanged', [OTHER_ACCOUNT]) // same first account: nothing new to say
  provider.emit('accountsChanged', [])
  assert.equal(changes(), [
    {
      type: 'connection/connected',
      connectorId: 'io.metamask',
      namespace: 'eip155',
      caipAddress: `eip155:137:${OTHER_ACCOUNT}`,
      accounts: [
        { address: OTHER_ACCOUNT, type: 'eoa' },
        { address: ACCOUNT, type: 'eoa' },
      ],
    },
    { type: 'connection/disconnected', namespace: 'eip155' },
  ])
  provider.emit('accountsChanged', [ACCOUNT])
  assert.is(changes().length, 2, 'after the wallet revoked access its events are not the session any more')
  stop()
})

test('behavior: chainChanged (hex) → networks/switched eip155:<decimal>; disconnect → connection/disconnected', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1 })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  provider.emit('chainChanged', '0x89')
  provider.emit('chainChanged', '0x89') // repeated: not a change
  provider.emit('chainChanged', 'garbage')
  provider.emit('disconnect', { code: 4900, message: 'Disconnected' })
  assert.equal(changes(), [
    { type: 'networks/switched', caipNetworkId: 'eip155:137' },
    { type: 'connection/disconnected', namespace: 'eip155' },
  ])
  stop()
})

test('behavior: events of a wallet that is not connected are not reported', () => {
  const { provider, changes, stop } = setup()
  provider.emit('accountsChanged', [ACCOUNT])
  provider.emit('chainChanged', '0x1')
  provider.emit('disconnect', { code: 4900 })
  assert.equal(changes(), [])
  stop()
})

test('behavior: switchNetwork on 4902 adds the configured chain (name, nativeCurrency, rpcUrls) then retries the switch', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1, chains: [1] })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  provider.calls.length = 0
  await adapter.switchNetwork('eip155:10')
  assert.equal(provider.methods(), ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  assert.equal(provider.calls[1]!.params, [
    {
      chainId: '0xa',
      chainName: 'OP Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.example/10'],
    },
  ])
  assert.is(provider.chainId, 10)
  assert.equal(changes(), [], 'the core reports its own switch once (switchNetworkEpic), not the echo')
  provider.emit('chainChanged', '0x1')
  assert.equal(changes(), [{ type: 'networks/switched', caipNetworkId: 'eip155:1' }], 'later wallet-side changes are reported')
  stop()
})

test('parameters: networks — a context without networks falls back to the ones given in the options for 4902 add-then-retry', async () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const provider = createFakeProvider({ chainId: 1, chains: [1] })
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, networks: NETWORKS })
  const stop = adapter.setup!(adapterContext({ emit: () => undefined, networks: [] }))
  await adapter.connect({ connectorId: 'io.metamask' })
  await adapter.switchNetwork('eip155:10')
  assert.equal(provider.methods().slice(-3), ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  assert.is(provider.chainId, 10)
  stop()
})

test('error: 4902 for a chain that is not configured stays a SwitchChainError (4902, SPEC §8)', async () => {
  const { adapter, provider, stop } = setup({ chainId: 1, chains: [1] })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  const error = await rejection(adapter.switchNetwork('eip155:42161'))
  assert.is(error.name, 'SwitchChainError')
  assert.is(error.code, 4902)
  assert.not.ok(provider.methods().includes('wallet_addEthereumChain'))
  stop()
})

test('error: a declined switch is UserRejectedRequestError (4001); a declined add is too', async () => {
  const declined = setup({ chainId: 1, chains: [1, 137], fail: { wallet_switchEthereumChain: { code: 4001, message: 'no' } } })
  await declined.adapter.connect({ connectorId: 'io.metamask' })
  assert.is((await rejection(declined.adapter.switchNetwork('eip155:137'))).name, 'UserRejectedRequestError')
  declined.stop()
  const noAdd = setup({ chainId: 1, chains: [1], fail: { wallet_addEthereumChain: { code: 4001, message: 'no' } } })
  await noAdd.adapter.connect({ connectorId: 'io.metamask' })
  const error = await rejection(noAdd.adapter.switchNetwork('eip155:10'))
  assert.is(error.name, 'UserRejectedRequestError')
  assert.is(error.code, 4001)
  noAdd.stop()
})

test("error: switchNetwork with no connected wallet is 'Invalid connection status'; a non-eip155 id is a ValidationError", async () => {
  const { adapter, stop } = setup()
  assert.is((await rejection(adapter.switchNetwork('eip155:137'))).shortMessage, 'Invalid connection status')
  assert.is((await rejection(adapter.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).name, 'ValidationError')
  stop()
})

test('behavior: reconnect uses eth_accounts (no prompt) and the wallet chain', async () => {
  const { adapter, provider, stop } = setup({ chainId: 137, chains: [137] })
  await adapter.connect({ connectorId: 'io.metamask' })
  provider.calls.length = 0
  const result = await adapter.reconnect!({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  assert.equal(result, { caipAddress: `eip155:137:${ACCOUNT}`, accounts: [{ address: ACCOUNT, type: 'eoa' }] })
  assert.equal(provider.methods(), ['eth_accounts', 'eth_chainId'])
  stop()
})

test('behavior: reconnect resolves undefined when the wallet no longer grants an account', async () => {
  const { adapter, provider, stop } = setup()
  assert.is(await adapter.reconnect!({ connectorId: 'io.metamask' }), undefined)
  assert.not.ok(provider.methods().includes('eth_requestAccounts'))
  stop()
})

test('behavior: reconnect waits for the saved wallet to announce itself (EIP-6963 after page load), up to the timeout', async () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, announceTimeoutMs: 300 })
  const stop = adapter.setup!(adapterContext({ emit: () => undefined, networks: NETWORKS }))
  const provider = createFakeProvider({ chainId: 1 })
  await provider.request({ method: 'eth_requestAccounts' }) // granted in an earlier page
  const pending = adapter.reconnect!({ connectorId: 'io.metamask' })
  setTimeout(() => announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider), 30)
  assert.is((await pending)?.caipAddress, `eip155:1:${ACCOUNT}`)
  const started = Date.now()
  assert.is(await adapter.reconnect!({ connectorId: 'com.never.announced' }), undefined)
  assert.ok(Date.now() - started >= 250, 'gave the wallet the timeout to announce')
  stop()
})

test('behavior: disconnect revokes permissions and does not report the wallet echo', async () => {
  const { adapter, provider, changes, stop } = setup()
  await adapter.connect({ connectorId: 'io.metamask' })
  await adapter.disconnect()
  assert.ok(provider.methods().includes('wallet_revokePermissions'))
  assert.equal(changes(), [], 'the core reports connection/disconnected itself (disconnectEpic)')
  stop()
})

test('behavior: signMessage is personal_sign of the UTF-8 hex message by the connected account', async () => {
  const { adapter, provider, stop } = setup()
  await adapter.connect({ connectorId: 'io.metamask' })
  const signature = await adapter.signMessage({ message: 'Hello Latch' })
  assert.is(signature, `0x${'11'.repeat(65)}`)
  assert.equal(provider.calls.at(-1), { method: 'personal_sign', params: ['0x48656c6c6f204c61746368', ACCOUNT] })
  stop()
})

test('error: a rejected signature is UserRejectedRequestError 4001 (SPEC §8)', async () => {
  const { adapter, stop } = setup({ fail: { personal_sign: { code: 4001, message: 'User denied message signature.' } } })
  await adapter.connect({ connectorId: 'io.metamask' })
  const error = await rejection(adapter.signMessage({ message: 'x' }))
  assert.is(error.name, 'UserRejectedRequestError')
  assert.is(error.shortMessage, 'User rejected the request')
  stop()
})

test('behavior: a native transfer is eth_sendTransaction with value parseUnits(amount, 18) on the chain', async () => {
  const { adapter, provider, stop } = setup({ chainId: 1 })
  await adapter.connect({ connectorId: 'io.metamask' })
  const { hash } = await adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '1.5' })
  assert.is(hash, `0x${'ab'.repeat(32)}`)
  const [tx] = provider.calls.at(-1)!.params as { from: string; to: string; value: string; chainId: string; data?: string }[]
  assert.equal(tx, { from: ACCOUNT, to: RECEIVER.toLowerCase(), value: `0x${parseEther('1.5').toString(16)}`, chainId: '0x1' })
  stop()
})

test('behavior: an ERC-20 transfer calls transfer(to, parseUnits(amount, decimals)) on the token, checked with eth_call first', async () => {
  const { adapter, provider, stop } = setup({ chainId: 1 })
  await adapter.connect({ connectorId: 'io.metamask' })
  provider.calls.length = 0
  await adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER.slice(2), amount: '2', token: { address: USDC, decimals: 6 } })
  assert.equal(provider.methods(), ['eth_call', 'eth_sendTransaction'])
  const [tx] = provider.calls[1]!.params as { to: string; data: `0x${string}`; value?: string }[]
  assert.is(tx!.to, USDC.toLowerCase())
  assert.is(tx!.value, undefined)
  const decoded = decodeFunctionData({ abi: erc20TransferAbi, data: tx!.data })
  assert.equal(decoded.args, [RECEIVER, parseUnits('2', 6)])
  stop()
})

test('behavior: reads go through the given transport instead of the wallet', async () => {
  const reads: string[] = []
  const { adapter, provider, stop } = setup({ chainId: 1 }, { transport: (caipNetworkId) => ({ request: async ({ method }) => (reads.push(`${caipNetworkId} ${method}`), '0x01') }) })
  await adapter.connect({ connectorId: 'io.metamask' })
  await adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '2', token: { address: USDC, decimals: 6 } })
  assert.equal(reads, ['eip155:1 eth_call'])
  assert.not.ok(provider.methods().includes('eth_call'))
  stop()
})

test("behavior: without a transport, reads use the modal's JSON-RPC transport (AdapterContext.rpc) for the network", async () => {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const provider = createFakeProvider({ chainId: 1 })
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const reads: string[] = []
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window })
  const rpc = (caipNetworkId: `${string}:${string}`) => ({ request: async ({ method }: { method: string }) => (reads.push(`${caipNetworkId} ${method}`), '0x01') })
  const stop = adapter.setup!(adapterContext({ networks: NETWORKS, rpc }))
  await adapter.connect({ connectorId: 'io.metamask' })
  await adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '2', token: { address: USDC, decimals: 6 } })
  assert.equal(reads, ['eip155:1 eth_call'])
  assert.not.ok(provider.methods().includes('eth_call'))
  stop()
})

test('error: an ERC-20 transfer that would revert fails with ExecutionRevertedError before the wallet asks', async () => {
  const { adapter, provider, stop } = setup({ chainId: 1, fail: { eth_call: { code: 3, message: 'execution reverted: ERC20: transfer amount exceeds balance' } } })
  await adapter.connect({ connectorId: 'io.metamask' })
  const error = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '2', token: { address: USDC, decimals: 6 } }))
  assert.is(error.name, 'ExecutionRevertedError')
  assert.not.ok(provider.methods().includes('eth_sendTransaction'))
  stop()
})

test("error: the receiver is validated before the wallet is asked (SPEC §5: 40 hex characters, optional 0x): 'Invalid address'", async () => {
  const { adapter, provider, stop } = setup({ chainId: 1 })
  await adapter.connect({ connectorId: 'io.metamask' })
  provider.calls.length = 0
  for (const to of ['0x123', `0x${'g'.repeat(40)}`, `${RECEIVER}00`, 'vitalik.eth']) {
    const error = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to, amount: '1' }))
    assert.is(error.name, 'ValidationError', to)
    assert.is(error.shortMessage, 'Invalid address', to)
  }
  const missing = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: ' ', amount: '1' }))
  assert.is(missing.shortMessage, 'An amount and receiver address are required')
  const badAmount = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '-1' }))
  assert.is(badAmount.shortMessage, 'Invalid amount')
  assert.equal(provider.calls, [], 'the wallet was never asked')
  stop()
})

test('behavior: a transfer on another chain switches the wallet first, and the modal hears of it', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1, chains: [1, 137] })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  await adapter.sendTransfer({ caipNetworkId: 'eip155:137', to: RECEIVER, amount: '1' })
  assert.equal(provider.methods().slice(-2), ['wallet_switchEthereumChain', 'eth_sendTransaction'])
  assert.equal(changes(), [{ type: 'networks/switched', caipNetworkId: 'eip155:137' }])
  stop()
})

test('behavior: a wallet that switches for a transfer without a chainChanged is reported once by the adapter', async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1, chains: [1, 137] })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  const silent = provider.emit
  provider.emit = (event, ...args) => (event === 'chainChanged' ? undefined : silent(event, ...args))
  await adapter.sendTransfer({ caipNetworkId: 'eip155:137', to: RECEIVER, amount: '1' })
  provider.emit = silent
  provider.emit('chainChanged', '0x89') // a late echo
  assert.equal(changes(), [{ type: 'networks/switched', caipNetworkId: 'eip155:137' }])
  stop()
})

test('error: a rejected transaction is UserRejectedRequestError (4001)', async () => {
  const { adapter, stop } = setup({ chainId: 1, fail: { eth_sendTransaction: { code: 4001, message: 'User denied transaction signature.' } } })
  await adapter.connect({ connectorId: 'io.metamask' })
  const error = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: RECEIVER, amount: '1' }))
  assert.is(error.name, 'UserRejectedRequestError')
  stop()
})

test('behavior: SPEC §3/§4 a connector that types its accounts (an embedded wallet with a smart account) is connected with them, and is asked to switch; an EOA wallet has no switch of its own (undefined: the core uses the listed account)', async () => {
  const SMART = '0x90f79Bf6eB2C4F870365E785982E1f161E8E4d71' // EIP-55 form (the adapter checksums what the wallet says)
  const provider = createFakeProvider({ chainId: 1, chains: [1] })
  let acting: `0x${string}` = SMART
  const asked: string[] = []
  const typed = eip1193Connector({ id: 'auth', name: 'Email', type: 'AUTH', provider })
  const adapter = eip155Adapter({
    window: new Window({ url: 'http://127.0.0.1/' }) as unknown as Eip155Window,
    connectors: [
      (ctx) =>
        Object.assign(typed(ctx), {
          getAccountTypes: async () => [
            { address: ACCOUNT, type: 'eoa' as const },
            { address: SMART, type: 'smartAccount' as const, deployed: false },
          ],
          setPreferredAccountType: async ({ type }: { type: 'eoa' | 'smartAccount' }) => {
            asked.push(type)
            acting = type === 'eoa' ? ACCOUNT : SMART
            return acting
          },
        }),
    ],
  })
  const events: ModalEvent[] = []
  const stop = adapter.setup!(adapterContext({ emit: (e) => events.push(e), networks: NETWORKS }))
  assert.is(await adapter.setPreferredAccountType!({ type: 'eoa', caipNetworkId: 'eip155:1' }), undefined, 'nothing connected yet')
  const result = await adapter.connect({ connectorId: 'auth' })
  assert.equal(result.accounts, [
    { address: ACCOUNT, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ])
  assert.is(result.smartAccountDeployed, false, 'SPEC §3 smartAccountDeployed, as the wallet says')
  const switched = await adapter.setPreferredAccountType!({ type: 'eoa', caipNetworkId: 'eip155:1' })
  assert.equal(asked, ['eoa'])
  assert.is(switched?.caipAddress, `eip155:1:${ACCOUNT}`)
  assert.equal(
    events.filter((e) => e.type === 'connection/connected'),
    [],
    'the switch is reported once, by the core',
  )
  // The wallet's own accountsChanged (the embedded wallet after a network switch: the account that
  // network acts with) is typed as the wallet types it, not taken for an EOA.
  provider.emit('accountsChanged', [SMART])
  await new Promise((resolve) => setTimeout(resolve, 0)) // the typed accounts are read asynchronously
  assert.equal(
    events.filter((e) => e.type === 'connection/connected'),
    [
      {
        type: 'connection/connected',
        connectorId: 'auth',
        namespace: 'eip155',
        caipAddress: `eip155:1:${SMART}`,
        accounts: [
          { address: ACCOUNT, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
        smartAccountDeployed: false,
      },
    ],
  )
  stop()

  const plain = setup({ chainId: 1, chains: [1] })
  await plain.adapter.connect({ connectorId: 'io.metamask' })
  assert.is(await plain.adapter.setPreferredAccountType!({ type: 'smartAccount', caipNetworkId: 'eip155:1' }), undefined)
  plain.stop()
})

test('behavior: SPEC §6 approval methods reach the connected wallet as they are; the result comes back unchanged', async () => {
  const typed = { domain: { chainId: 1 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }
  const { adapter, provider, stop } = setup({ chainId: 1, answers: { eth_signTypedData_v4: `0x${'22'.repeat(65)}`, wallet_getCallsStatus: { status: 200 } } })
  await adapter.connect({ connectorId: 'io.metamask' })
  provider.calls.length = 0
  const params = [ACCOUNT, JSON.stringify(typed)]
  assert.is(await adapter.request({ method: 'eth_signTypedData_v4', params, caipNetworkId: 'eip155:1' }), `0x${'22'.repeat(65)}`)
  assert.equal(await adapter.request({ method: 'wallet_getCallsStatus', params: ['0x01'], caipNetworkId: 'eip155:1' }), { status: 200 })
  assert.equal(provider.calls, [
    { method: 'eth_signTypedData_v4', params },
    { method: 'wallet_getCallsStatus', params: ['0x01'] },
  ])
  stop()
})

test("behavior: SPEC §6 a request acting on a chain (eth_sendTransaction, wallet_sendCalls, eth_signTypedData_v4, eth_sendUserOperation) moves the wallet to the request's network first; personal_sign and status queries do not", async () => {
  const { adapter, provider, changes, stop } = setup({ chainId: 1, chains: [1, 137], answers: { wallet_sendCalls: { id: '0xb1' }, wallet_getCallsStatus: { status: 100 } } })
  await adapter.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
  provider.calls.length = 0
  await adapter.request({ method: 'personal_sign', params: ['0x68', ACCOUNT], caipNetworkId: 'eip155:137' })
  await adapter.request({ method: 'wallet_getCallsStatus', params: ['0xb1'], caipNetworkId: 'eip155:137' })
  assert.equal(provider.methods(), ['personal_sign', 'wallet_getCallsStatus'])
  const calls = [{ version: '2.0.0', chainId: '0x89', from: ACCOUNT, atomicRequired: false, calls: [{ to: RECEIVER, value: '0x1' }] }]
  assert.equal(await adapter.request({ method: 'wallet_sendCalls', params: calls, caipNetworkId: 'eip155:137' }), { id: '0xb1' })
  assert.equal(provider.methods().slice(2), ['wallet_switchEthereumChain', 'wallet_sendCalls'])
  assert.equal(changes(), [{ type: 'networks/switched', caipNetworkId: 'eip155:137' }], 'the move is the modal network too')
  await adapter.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: RECEIVER }], caipNetworkId: 'eip155:137' })
  assert.equal(provider.methods().slice(4), ['eth_sendTransaction'], 'already there: no second switch')
  stop()
})

test('error: SPEC §8 a wallet error keeps its EIP-1193 / JSON-RPC code: 4001 rejected, 4200 unsupported, -32601, -32602, 5760 atomicity', async () => {
  const fail = {
    personal_sign: { code: 4001, message: 'User rejected the request.' },
    eth_sendUserOperation: { code: 4200, message: 'Unsupported method' },
    wallet_grantPermissions: { code: -32601, message: 'Method not found' },
    eth_signTypedData_v4: { code: -32602, message: 'bad typed data' },
    wallet_sendCalls: { code: 5760, message: 'Atomicity not supported' },
    wallet_getCallsStatus: { code: 5730, message: 'Unknown bundle id' },
  }
  const { adapter, stop } = setup({ chainId: 1, fail })
  await adapter.connect({ connectorId: 'io.metamask' })
  const expected: Record<string, [name: string, code: number]> = {
    personal_sign: ['UserRejectedRequestError', 4001],
    eth_sendUserOperation: ['UnsupportedProviderMethodError', 4200],
    wallet_grantPermissions: ['MethodNotFoundRpcError', -32601],
    eth_signTypedData_v4: ['InvalidParamsRpcError', -32602],
    wallet_sendCalls: ['WalletCapabilityError', 5760],
    wallet_getCallsStatus: ['WalletCapabilityError', 5730],
  }
  for (const [method, [name, code]] of Object.entries(expected)) {
    const error = await rejection(adapter.request({ method, params: [], caipNetworkId: 'eip155:1' }))
    assert.is(error.name, name, method)
    assert.is(error.code, code, method)
  }
  stop()
})

test("error: SPEC §8 a request with no connected wallet is 'Invalid connection status'; params that are neither array nor object are -32602; a connector without requests is 4200", async () => {
  const { adapter, provider, stop } = setup({ chainId: 1 })
  assert.is((await rejection(adapter.request({ method: 'personal_sign', params: [], caipNetworkId: 'eip155:1' }))).shortMessage, 'Invalid connection status')
  await adapter.connect({ connectorId: 'io.metamask' })
  const bad = await rejection(adapter.request({ method: 'personal_sign', params: 'hello', caipNetworkId: 'eip155:1' }))
  assert.equal([bad.name, bad.code], ['InvalidParamsRpcError', -32602])
  assert.not.ok(provider.methods().includes('personal_sign'), 'refused before the wallet')
  stop()

  const bare = eip155Adapter({
    window: undefined,
    connectors: [(ctx) => ({ ...eip1193Connector({ id: 'bare', name: 'Bare', type: 'EXTERNAL', provider: createFakeProvider() })(ctx), request: undefined })],
  })
  bare.setup(adapterContext({ networks: NETWORKS }))
  await bare.connect({ connectorId: 'bare' })
  const unsupported = await rejection(bare.request({ method: 'personal_sign', params: [], caipNetworkId: 'eip155:1' }))
  assert.equal([unsupported.name, unsupported.code], ['UnsupportedProviderMethodError', 4200])
})

test('behavior: a wallet that answers nothing (wallet_showCallsStatus) resolves null, a JSON-RPC result', async () => {
  const { adapter, stop } = setup({ chainId: 1, answers: { wallet_showCallsStatus: undefined } })
  await adapter.connect({ connectorId: 'io.metamask' })
  assert.is(await adapter.request({ method: 'wallet_showCallsStatus', params: ['0xb1'], caipNetworkId: 'eip155:1' }), null)
  stop()
})

test.run()
