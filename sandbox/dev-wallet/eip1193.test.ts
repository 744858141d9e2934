import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { installDevWallet, type DevWallet, type DevWalletWindow, type Eip6963ProviderDetail } from './index.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type RpcCall = { url: string; method: string; params: unknown[] }

/** A fake JSON-RPC endpoint per URL: answers a few reads like anvil would and records calls. */
function fakeRpc(overrides: Record<string, (params: unknown[]) => unknown> = {}) {
  const calls: RpcCall[] = []
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('unreachable')) throw new TypeError('fetch failed')
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    calls.push({ url, method: body.method, params: body.params })
    const answer = (result: unknown) => new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), { headers: { 'content-type': 'application/json' } })
    const custom = overrides[body.method]
    if (custom) {
      try {
        return answer(custom(body.params))
      } catch (error) {
        const e = error as { code: number; message: string; data?: unknown }
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: e.code, message: e.message, data: e.data } }))
      }
    }
    switch (body.method) {
      case 'eth_blockNumber':
        return answer(url.includes('8545') ? '0x10' : '0x20')
      case 'eth_getTransactionCount':
        return answer('0x3')
      case 'eth_estimateGas':
        return answer('0x5208')
      case 'eth_getBlockByNumber':
        return answer({ number: '0x10', baseFeePerGas: '0x3b9aca00' })
      case 'eth_maxPriorityFeePerGas':
        return answer('0x1')
      case 'eth_sendRawTransaction':
        return answer(`0x${'ab'.repeat(32)}`)
      default:
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `Method ${body.method} not found` } }))
    }
  }) as typeof fetch
  return { calls, fetch: fetchFn }
}

function setup(options: { autoApprove?: boolean; overrides?: Record<string, (params: unknown[]) => unknown> } = {}) {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  const win = window as unknown as DevWalletWindow
  const rpc = fakeRpc(options.overrides)
  const wallet = installDevWallet({
    window: win,
    evm: {
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Anvil 2' },
        { chainId: 5, rpcUrl: 'http://unreachable.invalid', name: 'Down' },
      ],
    },
    autoApprove: options.autoApprove ?? false,
    fetch: rpc.fetch,
  })
  return { window, win, doc: window.document, wallet, provider: wallet.provider!, rpc }
}

async function waitFor<T>(check: () => T | null | undefined, what: string, timeoutMs = 2000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function answerPrompt(doc: { querySelector(s: string): unknown }, answer: 'approve' | 'reject', kind?: string): Promise<string> {
  const prompt = await waitFor(() => doc.querySelector(kind ? `[data-dev-wallet-prompt][data-kind="${kind}"]` : '[data-dev-wallet-prompt]') as HTMLElement | null, `a ${kind ?? ''} prompt`)
  const text = prompt.textContent ?? ''
  ;(prompt.querySelector(`[data-dev-wallet-${answer}]`) as HTMLElement).click()
  return text
}

async function expectCode(promise: Promise<unknown>, code: number): Promise<Error & { code: number }> {
  try {
    await promise
  } catch (error) {
    assert.is((error as { code?: number }).code, code, (error as Error).message)
    return error as Error & { code: number }
  }
  throw new Error(`expected error ${code}, got success`)
}

async function connect(s: ReturnType<typeof setup>): Promise<void> {
  const pending = s.provider.request({ method: 'eth_requestAccounts' })
  await answerPrompt(s.doc, 'approve', 'connect')
  await pending
}

let current: DevWallet | null = null
test.after.each(() => {
  current?.uninstall()
  current = null
})

test('behavior: EIP-6963 announces { info, provider } on install and on every requestProvider', async () => {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  const win = window as unknown as DevWalletWindow
  const seen: Eip6963ProviderDetail[] = []
  win.addEventListener('eip6963:announceProvider', (e) => seen.push((e as CustomEvent<Eip6963ProviderDetail>).detail))
  const wallet = installDevWallet({ window: win, fetch: fakeRpc().fetch })
  current = wallet
  assert.is(seen.length, 1, 'announced on install')
  win.dispatchEvent(new window.Event('eip6963:requestProvider') as unknown as Event)
  assert.is(seen.length, 2, 'answered a request')
  const { info, provider } = seen[1]!
  assert.is(info.rdns, 'dev.latch.wallet')
  assert.is(info.name, 'Latch Dev Wallet')
  assert.match(info.uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  assert.match(info.icon, /^data:image\/svg\+xml;base64,/)
  assert.ok(Object.isFrozen(seen[1]) && Object.isFrozen(info))
  assert.is(provider, wallet.provider)
  wallet.uninstall()
  current = null
  win.dispatchEvent(new window.Event('eip6963:requestProvider') as unknown as Event)
  assert.is(seen.length, 2, 'no answers after uninstall')
})

test('behavior: eth_requestAccounts shows a connect prompt; approve exposes the account and emits accountsChanged', async () => {
  const s = setup()
  current = s.wallet
  assert.equal(await s.provider.request({ method: 'eth_accounts' }), [])
  const changes: unknown[] = []
  s.provider.on('accountsChanged', (a) => changes.push(a))
  const pending = s.provider.request({ method: 'eth_requestAccounts' })
  const text = await answerPrompt(s.doc, 'approve', 'connect')
  assert.match(text, ACCOUNT_0)
  assert.equal(await pending, [ACCOUNT_0])
  assert.equal(await s.provider.request({ method: 'eth_accounts' }), [ACCOUNT_0])
  assert.equal(changes, [[ACCOUNT_0]])
  assert.is(s.doc.querySelector('[data-dev-wallet-prompt]'), null, 'prompt removed')
  assert.is(await s.provider.request({ method: 'eth_chainId' }), '0x7a69')
  assert.is(await s.provider.request({ method: 'net_version' }), '31337')
})

test('behavior: concurrent eth_requestAccounts calls share one connect prompt', async () => {
  const s = setup()
  current = s.wallet
  const a = s.provider.request({ method: 'eth_requestAccounts' })
  const b = s.provider.request({ method: 'eth_requestAccounts' })
  await answerPrompt(s.doc, 'approve', 'connect')
  assert.equal(await Promise.all([a, b]), [[ACCOUNT_0], [ACCOUNT_0]])
  assert.is(s.wallet.pendingPrompts(), 0)
  assert.is(s.doc.querySelector('[data-dev-wallet-prompt]'), null)
})

test('error: rejecting the connect prompt is 4001 User rejected the request (SPEC §8)', async () => {
  const s = setup()
  current = s.wallet
  const pending = s.provider.request({ method: 'eth_requestAccounts' })
  await answerPrompt(s.doc, 'reject', 'connect')
  const error = await expectCode(pending, 4001)
  assert.is(error.message, 'User rejected the request.')
  assert.equal(await s.provider.request({ method: 'eth_accounts' }), [])
})

test('behavior: personal_sign prompts with the decoded message and returns a signature viem verifies', async () => {
  const s = setup()
  current = s.wallet
  await connect(s)
  const message = 'Sign in to Latch\nNonce: 42'
  const hex = `0x${Buffer.from(message).toString('hex')}` as Hex
  const pending = s.provider.request({ method: 'personal_sign', params: [hex, ACCOUNT_0] })
  const text = await answerPrompt(s.doc, 'approve', 'personal_sign')
  assert.match(text, 'Nonce: 42')
  const signature = (await pending) as Hex
  assert.ok(await verifyMessage({ address: ACCOUNT_0, message, signature }))
  const reversed = s.provider.request({ method: 'personal_sign', params: [ACCOUNT_0, 'plain text'] })
  await answerPrompt(s.doc, 'approve', 'personal_sign')
  assert.ok(await verifyMessage({ address: ACCOUNT_0, message: 'plain text', signature: (await reversed) as Hex }))
  const rejected = s.provider.request({ method: 'personal_sign', params: [hex, ACCOUNT_0] })
  await answerPrompt(s.doc, 'reject', 'personal_sign')
  await expectCode(rejected, 4001)
})

test('error: signing before connecting or with another account is 4100 unauthorized', async () => {
  const s = setup({ autoApprove: true })
  current = s.wallet
  await expectCode(s.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] }), 4100)
  await s.provider.request({ method: 'eth_requestAccounts' })
  await expectCode(s.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_1] }), 4100)
  await expectCode(s.provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_1, to: ACCOUNT_0 }] }), 4100)
})

test('behavior: eth_signTypedData_v4 signs EIP-712 data that viem verifies; a foreign domain chain is -32602', async () => {
  const s = setup({ autoApprove: true })
  current = s.wallet
  await s.provider.request({ method: 'eth_requestAccounts' })
  const typed = {
    domain: { name: 'Latch', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Mail: [
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { to: ACCOUNT_1, contents: 'Hello, Bob!' },
  } as const
  const signature = (await s.provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify(typed)] })) as Hex
  const { EIP712Domain: _d, ...types } = typed.types
  assert.ok(await verifyTypedData({ address: ACCOUNT_0, domain: typed.domain, types, primaryType: 'Mail', message: typed.message, signature }))
  await expectCode(s.provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, JSON.stringify({ ...typed, domain: { ...typed.domain, chainId: 1 } })] }), -32602)
  await expectCode(s.provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, '{not json'] }), -32602)
})

test('behavior: eth_sendTransaction fills nonce, gas and fees, prompts, signs locally and sends the raw transaction', async () => {
  const s = setup()
  current = s.wallet
  s.wallet.setAutoApprove(true)
  await s.provider.request({ method: 'eth_requestAccounts' })
  s.wallet.setAutoApprove(false)
  const pending = s.provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: '0xde0b6b3a7640000' }] })
  const text = await answerPrompt(s.doc, 'approve', 'eth_sendTransaction')
  assert.match(text, '1 ETH')
  assert.match(text, ACCOUNT_1)
  assert.is(await pending, `0x${'ab'.repeat(32)}`)
  const raw = s.rpc.calls.find((c) => c.method === 'eth_sendRawTransaction')!.params[0] as Hex
  const tx = parseTransaction(raw)
  assert.is(tx.chainId, 31337)
  assert.is(tx.to?.toLowerCase(), ACCOUNT_1.toLowerCase())
  assert.is(tx.value, 10n ** 18n)
  assert.is(tx.nonce, 3)
  assert.is(tx.gas, 21000n)
  assert.is(tx.maxFeePerGas, 2_000_000_001n)
  assert.is((await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toLowerCase(), ACCOUNT_0.toLowerCase())
  const before = s.rpc.calls.length
  const rejected = s.provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: '0x1' }] })
  await answerPrompt(s.doc, 'reject', 'eth_sendTransaction')
  await expectCode(rejected, 4001)
  assert.not.ok(
    s.rpc.calls.slice(before).some((c) => c.method === 'eth_sendRawTransaction'),
    'nothing sent after a reject',
  )
})

test('behavior: the auto-approve checkbox approves waiting prompts and skips later ones', async () => {
  const s = setup()
  current = s.wallet
  const pending = s.provider.request({ method: 'eth_requestAccounts' })
  await waitFor(() => s.doc.querySelector('[data-dev-wallet-prompt]'), 'prompt')
  assert.is(s.wallet.pendingPrompts(), 1)
  const box = s.doc.querySelector('[data-dev-wallet-auto-approve]') as unknown as HTMLInputElement
  assert.ok(box, 'panel checkbox')
  box.checked = true
  box.dispatchEvent(new s.window.Event('change') as unknown as Event)
  assert.equal(await pending, [ACCOUNT_0])
  assert.ok(s.wallet.autoApprove)
  assert.type(await s.provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] }), 'string')
  assert.is(s.doc.querySelector('[data-dev-wallet-prompt]'), null)
})

test('behavior: wallet_switchEthereumChain emits chainChanged and routes reads to that chain RPC; unknown chains are 4902', async () => {
  const s = setup()
  current = s.wallet
  const changes: unknown[] = []
  s.provider.on('chainChanged', (c) => changes.push(c))
  assert.is(await s.provider.request({ method: 'eth_blockNumber' }), '0x10')
  assert.is(await s.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }), null)
  assert.equal(changes, ['0x7a6a'])
  assert.is(await s.provider.request({ method: 'eth_chainId' }), '0x7a6a')
  assert.is(await s.provider.request({ method: 'eth_blockNumber' }), '0x20')
  assert.is(s.rpc.calls.at(-1)!.url, 'http://127.0.0.1:8546')
  const error = await expectCode(s.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }), 4902)
  assert.match(error.message, /wallet_addEthereumChain/)
  await expectCode(s.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 137 }] }), -32602)
})

test('behavior: wallet_addEthereumChain makes a chain switchable; bad parameters are -32602', async () => {
  const s = setup()
  current = s.wallet
  const params = { chainId: '0x89', chainName: 'Polygon', rpcUrls: ['http://127.0.0.1:9999'], nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } }
  assert.is(await s.provider.request({ method: 'wallet_addEthereumChain', params: [params] }), null)
  assert.is(await s.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }), null)
  assert.is(await s.provider.request({ method: 'eth_chainId' }), '0x89')
  await expectCode(s.provider.request({ method: 'wallet_addEthereumChain', params: [{ ...params, rpcUrls: [] }] }), -32602)
  await expectCode(s.provider.request({ method: 'wallet_addEthereumChain', params: [{ ...params, chainName: '' }] }), -32602)
})

test('error: unsupported methods are 4200; RPC errors pass through with their code; unreachable RPC is 4901', async () => {
  const s = setup({
    overrides: {
      eth_call: () => {
        throw { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' }
      },
    },
  })
  current = s.wallet
  await expectCode(s.provider.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] }), 4200)
  await expectCode(s.provider.request({ method: 'foo_bar' }), 4200)
  const reverted = await expectCode(s.provider.request({ method: 'eth_call', params: [{ to: ACCOUNT_1 }, 'latest'] }), 3)
  assert.match(reverted.message, /execution reverted/)
  assert.is((reverted as unknown as { data: string }).data, '0x08c379a0')
  await expectCode(s.provider.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] }), -32601)
  await s.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] })
  await expectCode(s.provider.request({ method: 'eth_blockNumber' }), 4901)
  await expectCode(s.provider.request({ method: 'eth_chainId', params: {} as unknown as unknown[] }), -32602)
})

test('behavior: a simulated disconnect emits disconnect (4900) and fails requests until reconnect', async () => {
  const s = setup({ autoApprove: true })
  current = s.wallet
  await s.provider.request({ method: 'eth_requestAccounts' })
  const events: unknown[] = []
  s.provider.on('disconnect', (e) => events.push(e))
  s.provider.on('connect', (e) => events.push(e))
  s.wallet.simulateDisconnect()
  assert.is((events[0] as { code: number }).code, 4900)
  await expectCode(s.provider.request({ method: 'eth_chainId' }), 4900)
  s.wallet.reconnect()
  assert.equal(events[1], { chainId: '0x7a69' })
  assert.is(await s.provider.request({ method: 'eth_chainId' }), '0x7a69')
})

test('behavior: selecting another account emits accountsChanged; wallet_revokePermissions disconnects', async () => {
  const s = setup({ autoApprove: true })
  current = s.wallet
  await s.provider.request({ method: 'eth_requestAccounts' })
  const changes: unknown[] = []
  s.provider.on('accountsChanged', (a) => changes.push(a))
  s.wallet.selectEvmAccount(1)
  assert.equal(await s.provider.request({ method: 'eth_accounts' }), [ACCOUNT_1])
  await s.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  assert.equal(changes, [[ACCOUNT_1], []])
  assert.equal(await s.provider.request({ method: 'eth_accounts' }), [])
})

test('behavior: uninstall removes the panel and rejects a waiting prompt with 4001', async () => {
  const s = setup()
  const pending = s.provider.request({ method: 'eth_requestAccounts' })
  await waitFor(() => s.doc.querySelector('[data-dev-wallet-prompt]'), 'prompt')
  s.wallet.uninstall()
  await expectCode(pending, 4001)
  assert.is(s.doc.querySelector('[data-dev-wallet-panel]'), null)
  assert.is(s.doc.querySelector('[data-dev-wallet-prompt]'), null)
})

test('behavior: with rememberConnection, a reload finds the site connected on its chain without a prompt (like a real wallet)', async () => {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  const win = window as unknown as DevWalletWindow
  const chains = [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' },
    { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Anvil 2' },
  ]
  const install = () => installDevWallet({ window: win, evm: { chains }, autoApprove: true, rememberConnection: true, fetch: fakeRpc().fetch })
  const first = install()
  await first.provider!.request({ method: 'eth_requestAccounts' })
  await first.provider!.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  first.uninstall()
  const reloaded = install() // same origin storage, fresh wallet: the page reloaded
  assert.equal(await reloaded.provider!.request({ method: 'eth_accounts' }), [reloaded.evmAccounts[0]])
  assert.is(await reloaded.provider!.request({ method: 'eth_chainId' }), '0x7a6a')
  await reloaded.provider!.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  reloaded.uninstall()
  assert.equal(await install().provider!.request({ method: 'eth_accounts' }), [], 'a revoked site is forgotten')
})

test.run()
