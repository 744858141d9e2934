/**
 * The dev wallet's EIP-5792 half (SPEC.md §6 wallet_sendCalls, §8 codes 5700–5760): call bundles
 * in the v2.0.0 format viem 2.x sends, and the bookkeeping that answers their status. The wallet
 * has plain accounts, so a bundle is one approval followed by one transaction per call, in order:
 * it reports `atomic: 'unsupported'` and refuses `atomicRequired` (5760) rather than pretend.
 * The WalletConnect test wallet reaches the same bookkeeping through the dev wallet's provider.
 */
import type { Hex } from 'viem'
import { ATOMICITY_UNSUPPORTED, BUNDLE_TOO_LARGE, DUPLICATE_BUNDLE, INVALID_PARAMS, ProviderRpcError, UNKNOWN_BUNDLE, UNSUPPORTED_CAPABILITY, UNSUPPORTED_CHAIN } from './errors.ts'
import { chainLabel, fillTransaction, nativeAmount, readTransaction, signAndSend, type EvmWalletContext, type TransactionInput } from './evmRequests.ts'
import { hexChain, parseChainId } from './evmValues.ts'
import { callsStatusOf, MAX_CALLS_PER_BUNDLE, type CallReceipt, type CallsStatus } from './callsStatus.ts'

export { CALLS_STATUS, MAX_CALLS_PER_BUNDLE, type CallReceipt, type CallsStatus } from './callsStatus.ts'

type Bundle = {
  id: string
  chainId: number
  calls: number
  hashes: Hex[]
  /** Still sending its calls (status 100 meanwhile). */
  sending: boolean
}

/** What the provider's request switch calls for the EIP-5792 methods. */
export type CallBundles = {
  getCapabilities(ctx: EvmWalletContext, params: readonly unknown[]): Record<Hex, { atomic: { status: 'unsupported' } }>
  sendCalls(ctx: EvmWalletContext, params: readonly unknown[]): Promise<{ id: string }>
  getCallsStatus(ctx: EvmWalletContext, params: readonly unknown[]): Promise<CallsStatus>
  showCallsStatus(ctx: EvmWalletContext, params: readonly unknown[]): Promise<null>
}

/** `ctx` acting on `chainId`: a bundle runs on its own chain whatever the wallet shows meanwhile. */
function onChain(ctx: EvmWalletContext, chainId: number): EvmWalletContext {
  return {
    chainId,
    chains: ctx.chains,
    accountFor: (address) => ctx.accountFor(address),
    selectedAddress: () => ctx.selectedAddress(),
    ask: (...args) => ctx.ask(...args),
    forward: (method, params, on = chainId) => ctx.forward(method, params, on),
  }
}

/** Refuses a capability the wallet lacks unless the app marked it optional (EIP-5792: 5700). */
function checkCapabilities(capabilities: unknown, where: string): void {
  if (capabilities === undefined || capabilities === null) return
  if (typeof capabilities !== 'object' || Array.isArray(capabilities)) throw new ProviderRpcError(INVALID_PARAMS, `wallet_sendCalls: ${where} capabilities must be an object`)
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true) {
      throw new ProviderRpcError(UNSUPPORTED_CAPABILITY, `Unsupported non-optional capability: ${name}`)
    }
  }
}

function randomId(): Hex {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Call-bundle bookkeeping for one wallet: bundles by id, their transactions' hashes, and their
 * status read from the chain's receipts.
 *
 * @example
 * const bundles = createCallBundles()
 * await bundles.sendCalls(ctx, [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [{ to, value: '0x1' }] }])
 */
export function createCallBundles(): CallBundles {
  const bundles = new Map<string, Bundle>()

  function bundleOf(params: readonly unknown[]): Bundle {
    const id = params[0]
    if (typeof id !== 'string') throw new ProviderRpcError(INVALID_PARAMS, 'Expected a bundle id')
    const bundle = bundles.get(id)
    if (!bundle) throw new ProviderRpcError(UNKNOWN_BUNDLE, `Unknown bundle id ${id}`)
    return bundle
  }

  /**
   * Waits until `hash` is mined, so a later call of the bundle sees its effects (approve, then
   * swap); false when it is not within 60 s or the node cannot say.
   */
  async function mined(ctx: EvmWalletContext, hash: Hex): Promise<boolean> {
    for (let waited = 0; waited < 60_000; waited += 50) {
      const receipt = await ctx.forward('eth_getTransactionReceipt', [hash]).catch(() => null)
      if (receipt) return true
      await sleep(50)
    }
    return false
  }

  /**
   * Sends the calls in order. The first failing to send fails the request (nothing landed, the
   * node's error kept); a later one stops the bundle there, which its status then reports (600).
   */
  async function execute(ctx: EvmWalletContext, bundle: Bundle, inputs: TransactionInput[]): Promise<void> {
    try {
      for (const [i, input] of inputs.entries()) {
        let hash: Hex
        try {
          hash = await signAndSend(ctx, input.account, await fillTransaction(ctx, input))
        } catch (error) {
          if (i > 0) return
          bundles.delete(bundle.id)
          throw error
        }
        bundle.hashes.push(hash)
        if (i < inputs.length - 1 && !(await mined(ctx, hash))) return
      }
    } finally {
      bundle.sending = false
    }
  }

  async function status(ctx: EvmWalletContext, bundle: Bundle): Promise<CallsStatus> {
    const on = onChain(ctx, bundle.chainId)
    const found = (await Promise.all(bundle.hashes.map((hash) => on.forward('eth_getTransactionReceipt', [hash])))) as (CallReceipt | null)[]
    // The dev wallet sends its calls one by one: never atomic (its capabilities say so).
    return callsStatusOf({ ...bundle, atomic: false }, found)
  }

  return {
    getCapabilities(ctx, params) {
      // EIP-5792: the address must be one the app is connected with (else 4100).
      if (params[0] !== undefined) ctx.accountFor(params[0])
      const wanted = params[1]
      if (wanted !== undefined && !Array.isArray(wanted)) throw new ProviderRpcError(INVALID_PARAMS, 'wallet_getCapabilities: chain ids must be an array')
      const ids = wanted === undefined ? [...ctx.chains.keys()] : wanted.map((id) => parseChainId(id)).filter((id) => ctx.chains.has(id))
      return Object.fromEntries(ids.map((id) => [hexChain(id), { atomic: { status: 'unsupported' as const } }]))
    },

    async sendCalls(ctx, params) {
      const request = params[0] as Record<string, unknown> | undefined
      if (!request || typeof request !== 'object') throw new ProviderRpcError(INVALID_PARAMS, 'wallet_sendCalls: expected a request object')
      if (request.version !== '2.0.0') throw new ProviderRpcError(INVALID_PARAMS, `wallet_sendCalls: version ${JSON.stringify(request.version)} is not supported (2.0.0 is)`)
      const chainId = parseChainId(request.chainId)
      if (!ctx.chains.has(chainId)) throw new ProviderRpcError(UNSUPPORTED_CHAIN, `Unsupported chain id ${hexChain(chainId)}`)
      const on = onChain(ctx, chainId)
      const from = on.accountFor(request.from ?? ctx.selectedAddress()).address
      if (typeof request.atomicRequired !== 'boolean') throw new ProviderRpcError(INVALID_PARAMS, 'wallet_sendCalls: atomicRequired must be a boolean')
      if (request.atomicRequired) throw new ProviderRpcError(ATOMICITY_UNSUPPORTED, 'Atomicity not supported: this wallet sends the calls one by one')
      checkCapabilities(request.capabilities, 'bundle')
      const calls = request.calls
      if (!Array.isArray(calls) || calls.length === 0) throw new ProviderRpcError(INVALID_PARAMS, 'wallet_sendCalls: calls must be a non-empty array')
      if (calls.length > MAX_CALLS_PER_BUNDLE) throw new ProviderRpcError(BUNDLE_TOO_LARGE, `At most ${MAX_CALLS_PER_BUNDLE} calls per bundle`)
      const inputs = calls.map((call: unknown) => {
        checkCapabilities((call as { capabilities?: unknown } | null)?.capabilities, 'call')
        const { to, data, value } = (call ?? {}) as { to?: unknown; data?: unknown; value?: unknown }
        return readTransaction(on, { from, to, data, value }, 'wallet_sendCalls')
      })
      const id = request.id ?? randomId()
      if (typeof id !== 'string' || id.length === 0 || id.length > 4096) throw new ProviderRpcError(INVALID_PARAMS, 'wallet_sendCalls: id must be a string of 1 to 4096 characters')
      if (bundles.has(id)) throw new ProviderRpcError(DUPLICATE_BUNDLE, `Duplicate bundle id ${id}`)
      const total = inputs.reduce((sum, input) => sum + input.value, 0n)
      // One approval for the whole bundle (a rejection is 4001 and sends nothing).
      await ctx.ask(
        'wallet_sendCalls',
        'Send calls',
        [
          ['From', from],
          ['Chain', chainLabel(on)],
          ['Calls', `${inputs.length}, sent one by one (not atomic)`],
          ['Total value', nativeAmount(on, total)],
        ],
        JSON.stringify(
          inputs.map((input) => ({ to: input.to ?? '(contract creation)', value: nativeAmount(on, input.value), ...(input.data ? { data: input.data } : {}) })),
          null,
          2,
        ),
      )
      if (bundles.has(id)) throw new ProviderRpcError(DUPLICATE_BUNDLE, `Duplicate bundle id ${id}`)
      const bundle: Bundle = { id, chainId, calls: inputs.length, hashes: [], sending: true }
      bundles.set(id, bundle)
      await execute(on, bundle, inputs)
      return { id }
    },

    getCallsStatus: (ctx, params) => status(ctx, bundleOf(params)),

    async showCallsStatus(ctx, params) {
      const current = await status(ctx, bundleOf(params))
      // Shown, not awaited: the app's request ends once the wallet displays the status.
      void ctx
        .ask(
          'wallet_showCallsStatus',
          'Calls status',
          [
            ['Bundle', current.id],
            ['Chain', chainLabel(onChain(ctx, Number(current.chainId)))],
            ['Status', String(current.status)],
          ],
          current.receipts.map((r) => `${r.transactionHash} ${r.status === '0x1' ? 'success' : 'reverted'}`).join('\n') || undefined,
        )
        .catch(() => undefined)
      return null
    },
  }
}
