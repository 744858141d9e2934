import type { Address, HDAccount, Hex, TransactionSerializable, TypedDataDefinition } from 'viem'
import type { DevWalletChain } from './devWalletChain.ts'
import { displayMessage, hexToBytes } from './encoding.ts'
import { INVALID_PARAMS, ProviderRpcError } from './errors.ts'
import { formatEther, hexChain, parseChainId, quantity } from './evmValues.ts'

/**
 * What the dev wallet's signing requests need of the provider (sandbox/dev-wallet/eip1193.ts):
 * the active chain, the authorised account, the user's approval, and the chain's RPC. Split
 * from `createEvmProvider` (the guide: one function held the whole wallet).
 */
export type EvmWalletContext = {
  readonly chainId: number
  readonly chains: ReadonlyMap<number, DevWalletChain>
  /** The selected account when `address` is it and the site is connected; else 4100. */
  accountFor(address: unknown): HDAccount
  /** The selected account's address (a transaction without `from`). */
  selectedAddress(): Address
  /** Shows the approve/reject prompt; a rejection is 4001. */
  ask(kind: string, title: string, details: [string, string][], payload?: string): Promise<void>
  /** A JSON-RPC call to the node of `chainId` (default: the active chain). */
  forward(method: string, params: readonly unknown[], chainId?: number): Promise<unknown>
}

/** `personal_sign` (either parameter order, as MetaMask accepts), after the user's approval. */
export async function personalSign(ctx: EvmWalletContext, params: readonly unknown[]): Promise<Hex> {
  let [message, address] = params
  // Some dapps send [address, message]; accept both orders as MetaMask does.
  if (typeof message === 'string' && /^0x[0-9a-fA-F]{40}$/.test(message) && typeof address === 'string' && !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    ;[message, address] = [address, message]
  }
  const account = ctx.accountFor(address)
  if (typeof message !== 'string') throw new ProviderRpcError(INVALID_PARAMS, 'personal_sign: message must be a string')
  const isHex = /^0x([0-9a-fA-F]{2})*$/.test(message)
  const shown = isHex ? displayMessage(hexToBytes(message)) : message
  await ctx.ask('personal_sign', 'Signature request', [['Account', account.address]], shown)
  return account.signMessage({ message: isHex ? { raw: message as Hex } : message })
}

/** `eth_signTypedData_v4` on the active chain, after the user's approval. */
export async function signTypedData(ctx: EvmWalletContext, params: readonly unknown[]): Promise<Hex> {
  const account = ctx.accountFor(params[0])
  let data: unknown = params[1]
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      throw new ProviderRpcError(INVALID_PARAMS, 'eth_signTypedData_v4: typed data must be JSON')
    }
  }
  if (!data || typeof data !== 'object') throw new ProviderRpcError(INVALID_PARAMS, 'eth_signTypedData_v4: typed data must be an object')
  const typed = data as { domain?: { chainId?: unknown }; types?: Record<string, unknown>; primaryType?: unknown; message?: unknown }
  if (!typed.types || typeof typed.primaryType !== 'string' || typeof typed.message !== 'object') {
    throw new ProviderRpcError(INVALID_PARAMS, 'eth_signTypedData_v4: types, primaryType and message are required')
  }
  const domainChain = typed.domain?.chainId
  if (domainChain !== undefined && Number(domainChain) !== ctx.chainId) {
    throw new ProviderRpcError(INVALID_PARAMS, `Provided chainId "${String(domainChain)}" must match the active chainId "${ctx.chainId}"`)
  }
  const { EIP712Domain: _domain, ...types } = typed.types
  await ctx.ask(
    'eth_signTypedData_v4',
    'Typed data signature',
    [
      ['Account', account.address],
      ['Type', typed.primaryType],
    ],
    JSON.stringify(data, null, 2),
  )
  try {
    return await account.signTypedData({ ...(typed as object), types } as unknown as TypedDataDefinition)
  } catch (error) {
    throw new ProviderRpcError(INVALID_PARAMS, `eth_signTypedData_v4: ${(error as Error).message}`)
  }
}

/** A transaction request read and checked, before the node is asked for nonce, gas or fees. */
export type TransactionInput = {
  account: HDAccount
  to?: Address
  data?: Hex
  value: bigint
  nonce?: bigint
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/**
 * Reads an `eth_sendTransaction` object (or an EIP-5792 call with `from` added) without asking the
 * node anything: the sender must be the authorised account, the fields well formed (else -32602).
 */
export function readTransaction(ctx: EvmWalletContext, tx: unknown, method = 'eth_sendTransaction'): TransactionInput {
  if (!tx || typeof tx !== 'object') throw new ProviderRpcError(INVALID_PARAMS, `${method}: expected a transaction object`)
  const fields = tx as Record<string, unknown>
  const account = ctx.accountFor(fields.from ?? ctx.selectedAddress())
  const to = fields.to === undefined || fields.to === null ? undefined : fields.to
  if (to !== undefined && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to))) {
    throw new ProviderRpcError(INVALID_PARAMS, `${method}: to must be an address`)
  }
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))) {
    throw new ProviderRpcError(INVALID_PARAMS, `${method}: data must be 0x hex bytes`)
  }
  if (fields.chainId !== undefined && parseChainId(fields.chainId) !== ctx.chainId) {
    throw new ProviderRpcError(INVALID_PARAMS, `${method}: chainId ${String(fields.chainId)} does not match the active chain ${hexChain(ctx.chainId)}`)
  }
  return {
    account,
    to: to as Address | undefined,
    data: typeof data === 'string' ? (data as Hex) : undefined,
    value: quantity(fields.value, 'value') ?? 0n,
    nonce: quantity(fields.nonce, 'nonce'),
    gas: quantity(fields.gas ?? fields.gasLimit, 'gas'),
    gasPrice: quantity(fields.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(fields.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(fields.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  }
}

/** Fills nonce, gas and fees from the node: EIP-1559 unless the request set a legacy `gasPrice`. */
export async function fillTransaction(ctx: EvmWalletContext, input: TransactionInput): Promise<TransactionSerializable> {
  const { account, to, data, value } = input
  const call = { from: account.address, ...(to ? { to } : {}), ...(data ? { data } : {}), value: `0x${value.toString(16)}` }
  const nonce = input.nonce ?? BigInt((await ctx.forward('eth_getTransactionCount', [account.address, 'pending'])) as string)
  const gas = input.gas ?? BigInt((await ctx.forward('eth_estimateGas', [call])) as string)
  if (input.gasPrice !== undefined) {
    return { type: 'legacy', chainId: ctx.chainId, nonce: Number(nonce), gas, gasPrice: input.gasPrice, value, to, data }
  }
  let { maxPriorityFeePerGas, maxFeePerGas } = input
  if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) {
    const block = (await ctx.forward('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string } | null
    const baseFee = block?.baseFeePerGas ? BigInt(block.baseFeePerGas) : 0n
    maxPriorityFeePerGas ??= await ctx.forward('eth_maxPriorityFeePerGas', []).then(
      (v) => BigInt(v as string),
      () => 1_000_000_000n,
    )
    maxFeePerGas ??= baseFee * 2n + maxPriorityFeePerGas
  }
  return { type: 'eip1559', chainId: ctx.chainId, nonce: Number(nonce), gas, maxFeePerGas, maxPriorityFeePerGas, value, to, data }
}

/** Signs locally and sends the raw transaction to the chain's node; the hash. */
export async function signAndSend(ctx: EvmWalletContext, account: HDAccount, transaction: TransactionSerializable): Promise<Hex> {
  const raw = await account.signTransaction(transaction)
  return (await ctx.forward('eth_sendRawTransaction', [raw])) as Hex
}

/** The chain as a prompt names it: `Anvil 31337 (31337)`. */
export function chainLabel(ctx: EvmWalletContext): string {
  return `${ctx.chains.get(ctx.chainId)?.name ?? 'EVM'} (${ctx.chainId})`
}

/** An amount of the chain's native coin as a prompt shows it: `1.5 ETH`. */
export function nativeAmount(ctx: EvmWalletContext, wei: bigint): string {
  return `${formatEther(wei)} ${ctx.chains.get(ctx.chainId)?.nativeCurrency?.symbol ?? 'ETH'}`
}

/**
 * `eth_sendTransaction`: fills nonce, gas and fees from the node, asks the user, signs locally and
 * sends the raw transaction.
 */
export async function sendTransaction(ctx: EvmWalletContext, params: readonly unknown[]): Promise<Hex> {
  const input = readTransaction(ctx, params[0])
  const prepared = await fillTransaction(ctx, input)
  await ctx.ask(
    'eth_sendTransaction',
    'Send transaction',
    [
      ['From', input.account.address],
      ['To', input.to ?? '(contract creation)'],
      ['Value', nativeAmount(ctx, input.value)],
      ['Chain', chainLabel(ctx)],
      ['Gas limit', String(prepared.gas)],
    ],
    input.data && input.data !== '0x' ? input.data : undefined,
  )
  return signAndSend(ctx, input.account, prepared)
}
