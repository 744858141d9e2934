/**
 * The app's own calls through the connection (API.md `getProvider`, SPEC.md §5–§6): a host page
 * exposes the README's `src/counterCalls.ts` (viem over `modal.getProvider('eip155')`) as
 * `window.latchCounter` and `src/solanaCalls.ts` (web3.js over `modal.getProvider('solana')`) as
 * `window.latchSolana`; these steps call them as the app would, answer the wallet's prompt with
 * whatever wallet is connected (`approve`), and check the outcome where it lands — the chain, read
 * from the test (eth_call, receipts, the Solana node) — never the page's word for it.
 */
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { createPublicClient, decodeEventLog, http, type Address, type Hex } from 'viem'
import type { StampedEvent } from '../../core/index.ts'
import { sandboxCounterAbi } from '../../sandbox/evm/counter.ts'
import type { ModalPage } from './modalPage.ts'

/** Answers the wallet's prompt for one request (approve in the dev wallet, the WalletConnect wallet page, ApproveTransaction …). */
export type Approve = () => Promise<void>

/** What a journey's requests produced that an exported log must not hold. */
export type Secrets = { signatures: string[]; rawTransactions: Uint8Array[] }

export const noSecrets = (): Secrets => ({ signatures: [], rawTransactions: [] })

/** Runs `call` on the page (it waits for the wallet), answers the prompt with `approve`, returns the page's result. */
async function approved<T>(_page: Page, call: () => Promise<T>, approve: Approve): Promise<T> {
  // Each side handled at once: whichever settles first, the other never rejects unobserved.
  const outcome = call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  const approving = approve()
  approving.catch(() => undefined)
  // A prompt that never shows fails here (approve's timeout), unless the call settled first.
  await Promise.race([approving, outcome])
  const settled = await outcome
  if ('error' in settled) throw settled.error
  // The wallet asked, and its prompt is done with (a call answered without asking fails here).
  await approving
  return settled.value
}

const chainOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/** The counter's number, read with eth_call from the test. */
export function counterNumber(rpcUrl: string, counter: Address): Promise<bigint> {
  return chainOf(rpcUrl).readContract({ address: counter, abi: sandboxCounterAbi, functionName: 'number' })
}

/** `increment(counter)` (viem writeContract → eth_sendTransaction) is approved and mined: the counter is one more. */
export async function writeContractLands(dapp: ModalPage, options: { rpcUrl: string; counter: Address; approve: Approve }): Promise<Hex> {
  const before = await counterNumber(options.rpcUrl, options.counter)
  const receipt = await approved(
    dapp.page,
    () => dapp.page.evaluate((counter) => window.latchCounter.increment(counter as Address).then((r) => ({ status: r.status, hash: r.transactionHash, from: r.from })), options.counter),
    options.approve,
  )
  assert.is(receipt.status, 'success', 'writeContract: mined')
  assert.is(await counterNumber(options.rpcUrl, options.counter), before + 1n, 'writeContract changed the counter (eth_call)')
  assert.is((await chainOf(options.rpcUrl).getTransactionReceipt({ hash: receipt.hash })).status, 'success', 'the chain has its receipt')
  return receipt.hash
}

/**
 * `signSetNumber` (viem signTypedData → eth_signTypedData_v4): the signature verifies for the
 * connected account with viem's verifyTypedData (EOA, ERC-1271 or ERC-6492 alike, through the chain).
 */
export async function signTypedDataVerifies(dapp: ModalPage, options: { rpcUrl: string; counter: Address; approve: Approve; signer: Address }): Promise<Hex> {
  const signed = await approved(
    dapp.page,
    () =>
      dapp.page.evaluate(async (counter) => {
        const { typedData, signature } = await window.latchCounter.signSetNumber(counter as Address, 42n)
        // bigints as decimal strings: what crosses to the test is JSON.
        return JSON.stringify({ typedData, signature }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
      }, options.counter),
    options.approve,
  )
  const { typedData, signature } = JSON.parse(signed) as {
    signature: Hex
    typedData: { domain: { name: string; version: string; chainId: number; verifyingContract: Address }; message: { owner: Address; value: string; nonce: string; deadline: string } }
  }
  assert.is(typedData.message.owner.toLowerCase(), options.signer.toLowerCase(), 'signed for the connected account')
  const message = { owner: typedData.message.owner, value: BigInt(typedData.message.value), nonce: BigInt(typedData.message.nonce), deadline: BigInt(typedData.message.deadline) }
  const types = {
    SetNumber: [
      { name: 'owner', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  } as const
  const valid = await chainOf(options.rpcUrl).verifyTypedData({ address: options.signer, domain: typedData.domain, types, primaryType: 'SetNumber', message, signature })
  assert.ok(valid, `signTypedData verifies for ${options.signer} (viem verifyTypedData)`)
  return signature
}

/**
 * `incrementTwiceInOneBatch` (viem sendCalls → wallet_sendCalls, then wallet_getCallsStatus until
 * final): both calls land (+1 and +2), the status is success and its receipts are the chain's.
 * `atomic`: the wallet executes the batch in ONE transaction (a smart account) and says so;
 * otherwise one transaction per call, reported `atomic: false` (SPEC.md §6, EIP-5792).
 */
export async function sendCallsLands(dapp: ModalPage, options: { rpcUrl: string; counter: Address; approve: Approve; atomic: boolean }): Promise<void> {
  const before = await counterNumber(options.rpcUrl, options.counter)
  const status = await approved(
    dapp.page,
    () =>
      dapp.page.evaluate(
        (counter) =>
          window.latchCounter.incrementTwiceInOneBatch(counter as Address).then((s) => ({
            status: s.status,
            atomic: s.atomic,
            receipts: (s.receipts ?? []).map((r) => ({ hash: r.transactionHash, status: r.status })),
          })),
        options.counter,
      ),
    options.approve,
  )
  assert.is(status.status, 'success', `getCallsStatus: ${JSON.stringify(status)}`)
  assert.is(await counterNumber(options.rpcUrl, options.counter), before + 3n, 'both calls landed (eth_call)')
  const chain = chainOf(options.rpcUrl)
  const receipts = await Promise.all(status.receipts.map((r) => chain.getTransactionReceipt({ hash: r.hash })))
  for (const receipt of receipts) assert.is(receipt.status, 'success', `receipt ${receipt.transactionHash}`)
  // Each call's NumberChanged, in order, across the receipts the wallet reported.
  const changes = receipts.flatMap((receipt) =>
    receipt.logs
      .filter((log) => log.address.toLowerCase() === options.counter.toLowerCase())
      .map((log) => decodeEventLog({ abi: sandboxCounterAbi, data: log.data, topics: log.topics }).args as { number: bigint }),
  )
  assert.equal(
    changes.map((c) => c.number),
    [before + 1n, before + 3n],
    'the receipts hold both calls, in order',
  )
  if (options.atomic) {
    assert.is(status.atomic, true, 'the wallet reports the batch atomic')
    assert.is(receipts.length, 1, 'one transaction executed both calls')
  } else {
    assert.is(status.atomic, false, 'reported honestly as not atomic')
    assert.is(receipts.length, 2, 'one transaction per call')
  }
  const methods = (await dapp.eventLog()).filter((e) => e.type === 'provider/requested').map((e) => (e as { method?: string }).method)
  for (const method of ['wallet_sendCalls', 'wallet_getCallsStatus']) assert.ok(methods.includes(method), `${method} is in the log`)
}

/** The viem host's three calls — writeContract, signTypedData, sendCalls — through whatever wallet is connected. */
export async function viemCallsThroughWallet(dapp: ModalPage, options: { rpcUrl: string; counter: Address; approve: Approve; signer: Address; atomic: boolean; secrets: Secrets }): Promise<void> {
  await writeContractLands(dapp, options)
  options.secrets.signatures.push(await signTypedDataVerifies(dapp, options))
  await sendCallsLands(dapp, options)
}

/**
 * With the dev wallet asking (auto-approve off): a request declined in its prompt is viem's
 * UserRejectedRequestError (EIP-1193 4001); `eth_sign`, in neither SPEC.md §6 list, is refused
 * with 4200 before the wallet is asked — no prompt shows.
 */
export async function declinedAndRefused(dapp: ModalPage, options: { counter: Address }): Promise<void> {
  const { page } = dapp
  await page.uncheck('[data-dev-wallet-auto-approve]')
  try {
    const outcome = page.evaluate(async (counter) => {
      try {
        await window.latchCounter.increment(counter as Address)
        return { declined: false, name: 'none', code: 0 }
      } catch (error) {
        const e = error as { name: string; walk?: (f: (e: unknown) => boolean) => { name?: string; code?: number } | null }
        const cause = e.walk?.((c) => (c as { code?: number }).code === 4001)
        return { declined: window.latchCounter.declined(error), name: cause?.name ?? e.name, code: cause?.code ?? 0 }
      }
    }, options.counter)
    await page.waitForSelector('[data-dev-wallet-prompt] [data-dev-wallet-reject]')
    await page.click('[data-dev-wallet-reject]')
    assert.equal(await outcome, { declined: true, name: 'UserRejectedRequestError', code: 4001 }, "a declined request is viem's UserRejectedRequestError")

    const refused = await page.evaluate(async () => {
      const { provider } = window.latchCounter
      const [account] = (await provider.request({ method: 'eth_accounts' })) as string[]
      try {
        await provider.request({ method: 'eth_sign', params: [account, '0xdeadbeef'] })
        return { code: 0, message: 'answered' }
      } catch (error) {
        return { code: (error as { code: number }).code, message: (error as Error).message }
      }
    })
    assert.is(refused.code, 4200, `eth_sign refused: ${refused.message}`)
    assert.match(refused.message, 'Requested RPC call is not allowed')
    assert.is(await page.locator('[data-dev-wallet-prompt]').count(), 0, 'the wallet showed no prompt')
  } finally {
    await page.check('[data-dev-wallet-auto-approve]')
  }
}

/**
 * SPEC.md §4 multi-wallet: the provider follows `modal.switchConnection(connectorId)`: the next
 * request goes to the new wallet (its signature verifies for its account, `approve` answered its
 * prompt) and `accountsChanged` fired exactly once, with that account.
 */
export async function switchConnectionMovesProvider(
  dapp: ModalPage,
  options: { to: string; rpcUrl: string; counter: Address; approve: Approve; secrets: Secrets; switch?: () => Promise<void> },
): Promise<Address> {
  const { page } = dapp
  await page.evaluate(() => {
    const w = window as unknown as { accountsSeen?: string[][] }
    // One listener for the page's life (the provider is one object): each switch reads from empty.
    if (!w.accountsSeen) window.latchCounter.provider.on('accountsChanged', (accounts: string[]) => w.accountsSeen!.push(accounts))
    w.accountsSeen = []
  })
  if (options.switch) await options.switch()
  else await page.evaluate((to) => window.latchModal.switchConnection(to, 'eip155'), options.to)
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === ${JSON.stringify(options.to)}`)
  const address = (await dapp.state()).accounts.eip155!.address as Address
  options.secrets.signatures.push(await signTypedDataVerifies(dapp, { ...options, signer: address }))
  const seen = await page.evaluate(() => (window as unknown as { accountsSeen: string[][] }).accountsSeen)
  assert.equal(
    seen.map((accounts) => accounts.map((a) => a.toLowerCase())),
    [[address.toLowerCase()]],
    'accountsChanged fired once, with the new account',
  )
  return address
}

/**
 * SPEC.md §6 Solana signing methods through `getProvider('solana')`: a web3.js transaction (a
 * transfer and a memo) signed and sent by the wallet is confirmed on the sandbox node with both
 * instructions; `signMessage` verifies with ed25519 for the connected account.
 */
export async function solanaCallsLand(dapp: ModalPage, options: { rpcUrl: string; approve: Approve; secrets: Secrets }): Promise<void> {
  const { page } = dapp
  const receiver = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const memo = `latch host ${Date.now()}`
  const rpc = async (method: string, params: unknown[]) => {
    const response = (await (
      await fetch(options.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    ).json()) as { result?: unknown; error?: unknown }
    if (response.error) throw new Error(`${method}: ${JSON.stringify(response.error)}`)
    return response.result as never
  }
  const balance = async (key: string) => (await rpc('getBalance', [key])) as { value: number }
  const before = (await balance(receiver)).value
  const signature = await approved(page, () => page.evaluate(([to, text]) => window.latchSolana.payWithMemo(to!, 1_000_000, text!), [receiver, memo]), options.approve)
  const [status] = ((await rpc('getSignatureStatuses', [[signature]])) as { value: ({ err: unknown; confirmationStatus: string } | null)[] }).value
  assert.ok(status && status.err === null, `confirmed on the sandbox node: ${JSON.stringify(status)}`)
  assert.is((await balance(receiver)).value - before, 1_000_000, 'the transfer landed')
  const sent = (await rpc('getTransaction', [signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 }])) as { transaction: [string, string]; meta: { logMessages?: string[] } }
  const wire = Uint8Array.from(Buffer.from(sent.transaction[0], 'base64'))
  assert.ok(Buffer.from(wire).includes(Buffer.from(memo)), 'the memo instruction is in the transaction')
  assert.ok(
    (sent.meta.logMessages ?? []).some((line) => line.includes('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo')),
    'the memo program ran',
  )
  // The message part of the wire (after the signatures): whatever the log holds must not contain it.
  options.secrets.rawTransactions.push(wire.subarray(1 + 64 * wire[0]!))

  const text = `Sign in to the host ${Date.now()}`
  const signed = await approved(
    page,
    () => page.evaluate(async (t) => ({ signature: Array.from(await window.latchSolana.signText(t)), address: window.latchSolana.signer.address! }), text),
    options.approve,
  )
  const publicKey = base58Decode(signed.address)
  assert.ok(ed25519.verify(Uint8Array.from(signed.signature), new TextEncoder().encode(text), publicKey), 'signMessage verifies with ed25519')
  const bytes = Uint8Array.from(signed.signature)
  options.secrets.signatures.push(base58Encode(bytes), Buffer.from(bytes).toString('base64'), Buffer.from(bytes).toString('hex'))
}

/**
 * An exported log holds none of the journey's signatures (as written anywhere in it, any case)
 * nor any raw transaction: no string in it decodes (base64, base58 or hex) to bytes containing a
 * sent transaction's message.
 */
export function assertLogHoldsNoSecrets(log: readonly StampedEvent[], secrets: Secrets): void {
  const text = JSON.stringify(log)
  const lower = text.toLowerCase()
  for (const signature of secrets.signatures) {
    const needle = /^0x[0-9a-f]+$/i.test(signature) ? signature.slice(2).toLowerCase() : signature
    assert.not.ok((needle === signature ? text : lower).includes(needle), `the exported log holds a signature (${signature.slice(0, 14)}…)`)
  }
  const strings: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(log)
  for (const message of secrets.rawTransactions) {
    const key = Buffer.from(message)
    for (const s of strings) {
      if (s.length < 64) continue
      for (const bytes of decodings(s)) assert.not.ok(Buffer.from(bytes).includes(key), `the exported log holds a raw transaction (${s.slice(0, 24)}…)`)
    }
  }
}

/** A string's bytes under each encoding it could be (base64, hex, base58). */
function decodings(s: string): Uint8Array[] {
  const out: Uint8Array[] = []
  if (/^[A-Za-z0-9+/]+=*$/.test(s)) out.push(Buffer.from(s, 'base64'))
  if (/^(0x)?[0-9a-fA-F]+$/.test(s)) out.push(Buffer.from(s.replace(/^0x/, ''), 'hex'))
  if (/^[1-9A-HJ-NP-Za-km-z]+$/.test(s)) out.push(base58Decode(s))
  return out
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function base58Decode(text: string): Uint8Array {
  let n = 0n
  for (const c of text) n = n * 58n + BigInt(B58.indexOf(c))
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n % 256n))
    n /= 256n
  }
  for (const c of text) {
    if (c !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

function base58Encode(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = n * 256n + BigInt(b)
  let out = ''
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out
    n /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = `1${out}`
  }
  return out
}

/** The README modules the host page puts on `window` (test/host/journeys.ts `app` page). */
type CounterCalls = {
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown>; on(event: 'accountsChanged', listener: (accounts: string[]) => void): unknown }
  increment(counter: Address): Promise<{ status: 'success' | 'reverted'; transactionHash: Hex; from: Address }>
  signSetNumber(counter: Address, value: bigint): Promise<{ typedData: unknown; signature: Hex }>
  incrementTwiceInOneBatch(counter: Address): Promise<{ status: string | undefined; atomic: boolean; receipts?: { transactionHash: Hex; status: string }[] }>
  declined(error: unknown): boolean
}
type SolanaCalls = {
  signer: { address: string | undefined }
  payWithMemo(to: string, lamports: number, memo: string): Promise<string>
  signText(text: string): Promise<Uint8Array>
}

declare global {
  interface Window {
    latchCounter: CounterCalls
    latchSolana: SolanaCalls
    latchModal: { switchConnection(connectorId: string, namespace?: string): Promise<void> }
  }
}
