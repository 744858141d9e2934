/**
 * The embedded wallet's EIP-5792 half (SPEC.md §6 wallet_sendCalls and the capability methods, §8
 * codes 5700–5760), in the v2.0.0 format viem 2.x sends. The account named in `from` (else the
 * user's preferred one) sends the bundle: the smart account makes all its calls in ONE transaction
 * through `executeBatch` — atomic, all or none — and says so (`atomic: { status: 'supported' }`);
 * the key's own account (an EOA) sends them one by one, reports `atomic: 'unsupported'` and refuses
 * `atomicRequired` (5760) rather than pretend. Status comes from the chain's receipts.
 */
import { BaseError, createPublicClient, getAddress, http, isAddress, isHex, type Address, type Hex, type PrivateKeyAccount, type WalletClient } from 'viem'
import { executeBatchCallData } from '../evm/smartAccount.ts'
import { rawRpc, RpcFailure } from './chainRpc.ts'

import { callsStatusOf, MAX_CALLS_PER_BUNDLE, type CallReceipt, type CallsStatus } from '../dev-wallet/callsStatus.ts'
// One status rule for every sandbox wallet (../dev-wallet/callsStatus.ts).
export { CALLS_STATUS, MAX_CALLS_PER_BUNDLE, type CallReceipt, type CallsStatus } from '../dev-wallet/callsStatus.ts'

/** SPEC.md §8 / EIP-5792 error codes the bundle methods answer with. */
export const BUNDLE_ERRORS = {
  invalidParams: -32602,
  unauthorized: 4100,
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownId: 5730,
  tooLarge: 5740,
  atomicityUnsupported: 5760,
} as const

/** One call of a bundle, checked. */
export type BundleCall = { to?: Address; value: bigint; data?: Hex }

/** A checked `wallet_sendCalls` request: what the panel shows and what is sent. */
export type CallsPlan = {
  id: string
  chainId: number
  from: Address
  account: 'eoa' | 'smartAccount'
  /** The smart account's `executeBatch`: one transaction, all or none. */
  atomic: boolean
  calls: BundleCall[]
}

/** The user's accounts on one chain: the key's own and, where the chain has a factory, its smart account. */
export type ChainAccounts = {
  chainId: number
  rpcUrl: string
  eoa: PrivateKeyAccount
  smart?: { address: Address; deployed(): Promise<boolean>; deploy(): Promise<void> }
  /** The owner's wallet client on the chain: it signs and pays the gas for both accounts. */
  client: WalletClient
}

type Bundle = { id: string; chainId: number; rpcUrl: string; atomic: boolean; calls: number; hashes: Hex[]; sending: boolean }

const fail = (code: number, message: string): never => {
  throw new RpcFailure(code, message)
}
const hexChain = (id: number): Hex => `0x${id.toString(16)}`

/** A chain id as EIP-5792 sends it (0x-hex), or a number. */
function chainIdOf(value: unknown): number {
  const id = typeof value === 'string' && isHex(value) ? Number(BigInt(value)) : typeof value === 'number' ? value : NaN
  if (!Number.isSafeInteger(id) || id <= 0) fail(BUNDLE_ERRORS.invalidParams, `wallet_sendCalls: invalid chainId ${JSON.stringify(value)}`)
  return id
}

/** Refuses a capability the wallet lacks unless the app marked it optional (EIP-5792: 5700). */
function checkCapabilities(capabilities: unknown, where: string): void {
  if (capabilities === undefined || capabilities === null) return
  if (typeof capabilities !== 'object' || Array.isArray(capabilities)) fail(BUNDLE_ERRORS.invalidParams, `wallet_sendCalls: ${where} capabilities must be an object`)
  for (const [name, value] of Object.entries(capabilities as Record<string, unknown>)) {
    if ((value as { optional?: unknown } | null)?.optional !== true) fail(BUNDLE_ERRORS.unsupportedCapability, `Unsupported non-optional capability: ${name}`)
  }
}

function callOf(call: unknown, account: 'eoa' | 'smartAccount'): BundleCall {
  if (!call || typeof call !== 'object') return fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: each call must be an object')
  const { to, value, data, capabilities } = call as Record<string, unknown>
  checkCapabilities(capabilities, 'call')
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) fail(BUNDLE_ERRORS.invalidParams, `wallet_sendCalls: invalid to ${JSON.stringify(to)}`)
  // The smart account calls through executeBatch, which cannot create a contract.
  if ((to === undefined || to === null) && account === 'smartAccount') fail(BUNDLE_ERRORS.invalidParams, 'A smart account does not deploy contracts')
  if (value !== undefined && value !== null && (typeof value !== 'string' || !isHex(value))) fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: value must be 0x-hex')
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: data must be 0x-hex')
  return {
    ...(typeof to === 'string' ? { to: getAddress(to.toLowerCase()) } : {}),
    value: typeof value === 'string' ? BigInt(value) : 0n,
    ...(typeof data === 'string' && data !== '0x' ? { data: data as Hex } : {}),
  }
}

/** A viem or node failure as an RpcFailure with the code found in it (the frame keeps it, SPEC.md §8). */
function coded(error: unknown): unknown {
  if (error instanceof RpcFailure || !(error instanceof BaseError)) return error
  const found = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null
  return new RpcFailure(found?.code ?? -32603, error.shortMessage)
}

function randomId(): Hex {
  return `0x${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The bundles of every wallet of a secure site, by wallet and id.
 *
 * @example
 * const bundles = new CallBundles()
 * const plan = bundles.plan('a@b.c', params, accountsOn, 'smartAccount')
 * const { id } = await bundles.send('a@b.c', plan, accountsOn(plan.chainId))
 */
export class CallBundles {
  private readonly byWallet = new Map<string, Map<string, Bundle>>()

  private bundlesOf(walletKey: string): Map<string, Bundle> {
    let bundles = this.byWallet.get(walletKey)
    if (!bundles) this.byWallet.set(walletKey, (bundles = new Map()))
    return bundles
  }

  /**
   * Checks a `wallet_sendCalls` request before anything is shown or sent: its version, chain
   * (5710 when the site does not serve it), sender (4100 unless one of the user's accounts there),
   * atomicity (5760 for an EOA asked to be atomic), capabilities (5700), size (5740) and id (5720).
   */
  plan(walletKey: string, params: unknown, accountsOn: (chainId: number) => ChainAccounts | undefined, preferred: 'eoa' | 'smartAccount'): CallsPlan {
    const request = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined
    if (!request || typeof request !== 'object') return fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: expected a request object')
    if (request['version'] !== '2.0.0') fail(BUNDLE_ERRORS.invalidParams, `wallet_sendCalls: version ${JSON.stringify(request['version'])} is not supported (2.0.0 is)`)
    const chainId = chainIdOf(request['chainId'])
    const accounts = accountsOn(chainId) ?? fail(BUNDLE_ERRORS.unsupportedChain, `Unsupported chain id ${hexChain(chainId)}`)
    const from = request['from']
    let account: 'eoa' | 'smartAccount'
    if (from === undefined || from === null) account = preferred === 'smartAccount' && accounts.smart ? 'smartAccount' : 'eoa'
    else if (typeof from === 'string' && accounts.smart && from.toLowerCase() === accounts.smart.address.toLowerCase()) account = 'smartAccount'
    else if (typeof from === 'string' && from.toLowerCase() === accounts.eoa.address.toLowerCase()) account = 'eoa'
    else return fail(BUNDLE_ERRORS.unauthorized, `${String(from)} is not an account of this wallet on chain ${chainId}`)
    if (typeof request['atomicRequired'] !== 'boolean') fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: atomicRequired must be a boolean')
    if (request['atomicRequired'] === true && account === 'eoa') fail(BUNDLE_ERRORS.atomicityUnsupported, 'Atomicity not supported: this account sends the calls one by one')
    checkCapabilities(request['capabilities'], 'bundle')
    const calls = request['calls']
    if (!Array.isArray(calls) || calls.length === 0) return fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: calls must be a non-empty array')
    if (calls.length > MAX_CALLS_PER_BUNDLE) fail(BUNDLE_ERRORS.tooLarge, `At most ${MAX_CALLS_PER_BUNDLE} calls per bundle`)
    const checked = calls.map((call) => callOf(call, account))
    const id = request['id'] ?? randomId()
    if (typeof id !== 'string' || id.length === 0 || id.length > 4096) return fail(BUNDLE_ERRORS.invalidParams, 'wallet_sendCalls: id must be a string of 1 to 4096 characters')
    if (this.bundlesOf(walletKey).has(id)) fail(BUNDLE_ERRORS.duplicateId, `Duplicate bundle id ${id}`)
    return { id, chainId, from: account === 'smartAccount' ? accounts.smart!.address : accounts.eoa.address, account, atomic: account === 'smartAccount', calls: checked }
  }

  /**
   * Sends an approved plan. The smart account: one owner transaction of `executeBatch` (deployed
   * first when it is not yet). An EOA: one transaction per call, each mined before the next so a
   * later call sees an earlier one's effects; the first failing to send fails the request (nothing
   * landed), a later one stops the bundle there, which its status then reports.
   */
  async send(walletKey: string, plan: CallsPlan, accounts: ChainAccounts): Promise<{ id: string }> {
    const bundles = this.bundlesOf(walletKey)
    if (bundles.has(plan.id)) fail(BUNDLE_ERRORS.duplicateId, `Duplicate bundle id ${plan.id}`)
    const bundle: Bundle = { id: plan.id, chainId: plan.chainId, rpcUrl: accounts.rpcUrl, atomic: plan.atomic, calls: plan.calls.length, hashes: [], sending: true }
    bundles.set(plan.id, bundle)
    const { client, eoa } = accounts
    try {
      if (plan.atomic) {
        const smart = accounts.smart!
        if (!(await smart.deployed())) await smart.deploy()
        const calls = plan.calls.map((call) => ({ to: call.to!, value: call.value, ...(call.data ? { data: call.data } : {}) }))
        bundle.hashes.push(await client.sendTransaction({ account: eoa, chain: client.chain, to: smart.address, data: executeBatchCallData(calls) }))
        return { id: plan.id }
      }
      for (const [i, call] of plan.calls.entries()) {
        let hash: Hex
        try {
          hash = await client.sendTransaction({ account: eoa, chain: client.chain, to: call.to ?? null, value: call.value, ...(call.data ? { data: call.data } : {}) } as never)
        } catch (error) {
          if (i > 0) return { id: plan.id }
          throw error
        }
        bundle.hashes.push(hash)
        if (i < plan.calls.length - 1) {
          const receipt = await createPublicClient({ transport: http(accounts.rpcUrl) })
            .waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 60_000 })
            .catch(() => undefined)
          if (!receipt) return { id: plan.id }
        }
      }
      return { id: plan.id }
    } catch (error) {
      bundles.delete(plan.id)
      throw coded(error)
    } finally {
      bundle.sending = false
    }
  }

  /** `wallet_getCallsStatus`: the bundle's receipts read from its chain; 5730 for an id this wallet did not send. */
  async status(walletKey: string, params: unknown): Promise<CallsStatus> {
    const id = Array.isArray(params) ? params[0] : undefined
    if (typeof id !== 'string') return fail(BUNDLE_ERRORS.invalidParams, 'Expected a bundle id')
    const bundle = this.bundlesOf(walletKey).get(id) ?? fail(BUNDLE_ERRORS.unknownId, `Unknown bundle id ${id}`)
    const found = (await Promise.all(bundle.hashes.map((hash) => rawRpc(bundle.rpcUrl, 'eth_getTransactionReceipt', [hash])))) as (CallReceipt | null)[]
    return callsStatusOf(bundle, found)
  }
}

/**
 * `wallet_getCapabilities` (EIP-5792 v2): per served chain, `atomic: 'supported'` where `address`
 * is the user's smart account there (no address: where the preferred account is the smart
 * account), `'unsupported'` for the EOA and on chains without smart accounts. An address that is
 * none of the user's is 4100.
 */
export function capabilities(params: unknown, chains: readonly ChainAccounts[], preferred: 'eoa' | 'smartAccount'): Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }> {
  const list = Array.isArray(params) ? params : []
  const address = typeof list[0] === 'string' ? list[0].toLowerCase() : undefined
  const mine = chains.some((c) => c.eoa.address.toLowerCase() === address || c.smart?.address.toLowerCase() === address)
  if (address !== undefined && !mine) fail(BUNDLE_ERRORS.unauthorized, `${String(list[0])} is not an account of this wallet`)
  const wanted = list[1]
  if (wanted !== undefined && !Array.isArray(wanted)) fail(BUNDLE_ERRORS.invalidParams, 'wallet_getCapabilities: chain ids must be an array')
  const ids = Array.isArray(wanted) ? new Set(wanted.map((id) => chainIdOf(id))) : undefined
  return Object.fromEntries(
    chains
      .filter((c) => !ids || ids.has(c.chainId))
      .map((c) => {
        const smartActs = c.smart !== undefined && (address === undefined ? preferred === 'smartAccount' : c.smart.address.toLowerCase() === address)
        return [hexChain(c.chainId), { atomic: { status: smartActs ? ('supported' as const) : ('unsupported' as const) } }]
      }),
  )
}
