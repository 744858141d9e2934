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
  /** A JSON-RPC call to the active chain's node. */
  forward(method: string, params: readonly unknown[]): Promise<unknown>
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
  await ctx.ask('eth_signTypedData_v4', 'Typed data signature', [['Account', account.address], ['Type', typed.primaryType]], JSON.stringify(data, null, 2))
  try {
    return await account.signTypedData({ ...(typed as object), types } as unknown as TypedDataDefinition)
  } catch (error) {
    throw new ProviderRpcError(INVALID_PARAMS, `eth_signTypedData_v4: ${(error as Error).message}`)
  }
}

/**
 * `eth_sendTransaction`: fills nonce, gas and fees from the node, asks the user, signs locally and
 * sends the raw transaction.
 */
export async function sendTransaction(ctx: EvmWalletContext, params: readonly unknown[]): Promise<Hex> {
  const tx = params[0] as Record<string, unknown> | undefined
  if (!tx || typeof tx !== 'object') throw new ProviderRpcError(INVALID_PARAMS, 'eth_sendTransaction: expected a transaction object')
  const account = ctx.accountFor(tx.from ?? ctx.selectedAddress())
  const to = tx.to === undefined || tx.to === null ? undefined : tx.to
  if (to !== undefined && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to))) {
    throw new ProviderRpcError(INVALID_PARAMS, 'eth_sendTransaction: to must be an address')
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))) {
    throw new ProviderRpcError(INVALID_PARAMS, 'eth_sendTransaction: data must be 0x hex bytes')
  }
  if (tx.chainId !== undefined && parseChainId(tx.chainId) !== ctx.chainId) {
    throw new ProviderRpcError(INVALID_PARAMS, `eth_sendTransaction: chainId ${String(tx.chainId)} does not match the active chain ${hexChain(ctx.chainId)}`)
  }
  const value = quantity(tx.value, 'value') ?? 0n
  const call = { from: account.address, ...(to ? { to } : {}), ...(data ? { data } : {}), value: `0x${value.toString(16)}` }
  const nonce = quantity(tx.nonce, 'nonce') ?? BigInt((await ctx.forward('eth_getTransactionCount', [account.address, 'pending'])) as string)
  const gas = quantity(tx.gas ?? tx.gasLimit, 'gas') ?? BigInt((await ctx.forward('eth_estimateGas', [call])) as string)
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  let prepared: TransactionSerializable
  if (gasPrice !== undefined) {
    prepared = { type: 'legacy', chainId: ctx.chainId, nonce: Number(nonce), gas, gasPrice, value, to: to as Address | undefined, data: data as Hex | undefined }
  } else {
    let maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
    let maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas')
    if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) {
      const block = (await ctx.forward('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string } | null
      const baseFee = block?.baseFeePerGas ? BigInt(block.baseFeePerGas) : 0n
      maxPriorityFeePerGas ??= await ctx.forward('eth_maxPriorityFeePerGas', []).then((v) => BigInt(v as string), () => 1_000_000_000n)
      maxFeePerGas ??= baseFee * 2n + maxPriorityFeePerGas
    }
    prepared = { type: 'eip1559', chainId: ctx.chainId, nonce: Number(nonce), gas, maxFeePerGas, maxPriorityFeePerGas, value, to: to as Address | undefined, data: data as Hex | undefined }
  }
  await ctx.ask(
    'eth_sendTransaction',
    'Send transaction',
    [
      ['From', account.address],
      ['To', to ?? '(contract creation)'],
      ['Value', `${formatEther(value)} ${ctx.chains.get(ctx.chainId)?.nativeCurrency?.symbol ?? 'ETH'}`],
      ['Chain', `${ctx.chains.get(ctx.chainId)?.name ?? 'EVM'} (${ctx.chainId})`],
      ['Gas limit', gas.toString()],
    ],
    data && data !== '0x' ? data : undefined,
  )
  const raw = await account.signTransaction(prepared)
  return (await ctx.forward('eth_sendRawTransaction', [raw])) as Hex
}
