import { encodeFunctionData, maxUint256, zeroAddress, type Address, type Hex } from 'viem'
import { HttpError, type RequestContext } from '../http/server.ts'
import { artifacts } from '../evm/artifacts.ts'
import type { Deployment } from '../evm/deploy.ts'
import { NATIVE_EVM_ADDRESS, type Asset, type AssetTable } from './assets.ts'
import type { ChainIndexer } from './indexer.ts'
import type { BuildApproveResponse, BuildTransactionResponse, CaipAddress, GasPriceResponse, SwapAllowanceResponse, SwapQuotesResponse, SwapTokensResponse } from './types.ts'
import { jsonObject, parseCaipAddress, parseCaipNetworkId, parseEvmAddress, parseUint, requireParam } from './validate.ts'

/** SPEC §9: swap slippage tolerance 1 (%), used when the request carries none. */
export const DEFAULT_SLIPPAGE_PERCENT = 1

export type ConvertContext = { assets: AssetTable; indexer(chainId: string): ChainIndexer | undefined }

type SwapSide = { asset: Asset; deployment: Deployment; indexer: ChainIndexer; contract: Address }

const tokenAbi = artifacts.SandboxToken.abi
const routerAbi = artifacts.SwapRouter.abi

/** A token of a swap, given as a CAIP-10 address; native ETH is `eip155:<id>:0xeeee…eeee`. */
function swapSide(ctx: ConvertContext, caip: string, name: string): SwapSide {
  const parsed = parseCaipAddress(caip, name)
  if (parsed.namespace !== 'eip155') throw new HttpError(400, 'Network not supported for Swaps')
  const indexer = ctx.indexer(parsed.chainId)
  const deployment = ctx.assets.deployment(parsed.chainId)
  if (!indexer || !deployment) throw new HttpError(400, 'Network not supported for Swaps')
  const native = parsed.address.toLowerCase() === NATIVE_EVM_ADDRESS
  const contract = native ? null : parseEvmAddress(parsed.address, name)
  const asset = ctx.assets.find(parsed.chainId, contract)
  const swappable = deployment.pools.some((p) => poolKey(p.token0) === poolKey(contract) || poolKey(p.token1) === poolKey(contract))
  if (!asset || !swappable) throw new HttpError(400, `Unknown swap token: ${caip}`)
  return { asset, deployment, indexer, contract: contract ?? zeroAddress }
}

const poolKey = (token: string | null): string => (token ?? 'native').toLowerCase()

/** `userAddress` as a plain or CAIP-10 address. */
function userAddressOf(value: string): Address {
  return parseEvmAddress(value.includes(':') ? parseCaipAddress(value, 'userAddress').address : value, 'userAddress')
}

async function amountOut(from: SwapSide, to: SwapSide, amount: bigint): Promise<bigint> {
  if (from.asset.chainId !== to.asset.chainId) throw new HttpError(400, 'from and to must be on the same chain')
  if (from.contract === to.contract) throw new HttpError(400, 'from and to must be different tokens')
  try {
    return (await from.indexer.rpc.readContract({ address: from.deployment.router, abi: routerAbi, functionName: 'getAmountOut', args: [from.contract, to.contract, amount] })) as bigint
  } catch {
    throw new HttpError(400, `No route from ${from.asset.symbol} to ${to.asset.symbol}`)
  }
}

export function swapTokens(ctx: ConvertContext, req: RequestContext): SwapTokensResponse {
  const chainId = parseCaipNetworkId(requireParam(req.query, 'chainId')).id
  const deployment = ctx.assets.deployment(chainId)
  if (!deployment) throw new HttpError(400, 'Network not supported for Swaps')
  const inPools = new Set(deployment.pools.flatMap((p) => [poolKey(p.token0), poolKey(p.token1)]))
  return {
    tokens: ctx.assets
      .onChain(chainId)
      .filter((a) => inPools.has(poolKey(a.contract)))
      .map((a) => ({ name: a.name, symbol: a.symbol, address: a.caipAddress, decimals: a.decimals, logoUri: a.iconUrl, eip2612: false })),
  }
}

export async function swapQuotes(ctx: ConvertContext, req: RequestContext): Promise<SwapQuotesResponse> {
  const amount = parseUint(requireParam(req.query, 'amount'), 'amount')
  if (amount === 0n) throw new HttpError(400, 'amount must be greater than 0')
  userAddressOf(requireParam(req.query, 'userAddress'))
  const gasPrice = req.query.get('gasPrice')
  if (gasPrice !== null) parseUint(gasPrice, 'gasPrice')
  const from = swapSide(ctx, requireParam(req.query, 'from'), 'from')
  const to = swapSide(ctx, requireParam(req.query, 'to'), 'to')
  const out = await amountOut(from, to, amount)
  return { quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: from.asset.caipAddress, toAmount: out.toString(), toAccount: to.asset.caipAddress }] }
}

export async function swapAllowance(ctx: ConvertContext, req: RequestContext): Promise<SwapAllowanceResponse> {
  const token = swapSide(ctx, requireParam(req.query, 'tokenAddress'), 'tokenAddress')
  const user = userAddressOf(requireParam(req.query, 'userAddress'))
  if (token.contract === zeroAddress) return { allowance: maxUint256.toString() }
  const allowance = (await token.indexer.rpc.readContract({ address: token.contract, abi: tokenAbi, functionName: 'allowance', args: [user, token.deployment.router] })) as bigint
  return { allowance: allowance.toString() }
}

export async function gasPrice(ctx: ConvertContext, req: RequestContext): Promise<GasPriceResponse> {
  const chainId = parseCaipNetworkId(requireParam(req.query, 'chainId')).id
  const indexer = ctx.indexer(chainId)
  if (!indexer) throw new HttpError(400, 'Network not supported for Gas Price')
  const price = await indexer.rpc.getGasPrice()
  return { standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() }
}

export async function buildApprove(ctx: ConvertContext, req: RequestContext): Promise<BuildApproveResponse> {
  const user = userAddressOf(requireParam(req.query, 'userAddress'))
  const from = swapSide(ctx, requireParam(req.query, 'from'), 'from')
  const to = swapSide(ctx, requireParam(req.query, 'to'), 'to')
  const rawAmount = req.query.get('amount')
  const amount = rawAmount === null ? maxUint256 : parseUint(rawAmount, 'amount')
  if (from.contract === zeroAddress) throw new HttpError(400, 'The native token needs no approval')
  await amountOut(from, to, 1n) // 400 when the pair has no pool
  const data = encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [from.deployment.router, amount] })
  const rpc = from.indexer.rpc
  const [gas, price] = await Promise.all([rpc.estimateGas({ account: user, to: from.contract, data }), rpc.getGasPrice()])
  const chainId = from.asset.chainId
  return {
    tx: {
      from: `${chainId}:${user}` as CaipAddress,
      to: `${chainId}:${from.contract}` as CaipAddress,
      data,
      value: '0',
      eip155: { gas: Number((gas * 12n) / 10n), gasPrice: price.toString() },
    },
  }
}

export async function buildTransaction(ctx: ConvertContext, req: RequestContext): Promise<BuildTransactionResponse> {
  const body = jsonObject(req.json())
  const amount = parseUint(body.amount ?? missing('amount'), 'amount')
  if (amount === 0n) throw new HttpError(400, 'amount must be greater than 0')
  if (typeof body.userAddress !== 'string') throw new HttpError(400, body.userAddress === undefined ? 'Missing required field: userAddress' : 'Field userAddress must be a string')
  const user = userAddressOf(body.userAddress)
  if (typeof body.from !== 'string') throw new HttpError(400, body.from === undefined ? 'Missing required field: from' : 'Field from must be a string')
  if (typeof body.to !== 'string') throw new HttpError(400, body.to === undefined ? 'Missing required field: to' : 'Field to must be a string')
  if (body.disableEstimate !== undefined && typeof body.disableEstimate !== 'boolean') throw new HttpError(400, 'disableEstimate must be a boolean')
  let slippage = DEFAULT_SLIPPAGE_PERCENT
  if (body.eip155 !== undefined) {
    const eip155 = jsonObject(body.eip155)
    if (eip155.slippage !== undefined) {
      slippage = Number(eip155.slippage)
      if ((typeof eip155.slippage !== 'string' && typeof eip155.slippage !== 'number') || !Number.isFinite(slippage) || slippage < 0 || slippage > 50) {
        throw new HttpError(400, 'eip155.slippage must be a percentage between 0 and 50')
      }
    }
  }
  const from = swapSide(ctx, body.from, 'from')
  const to = swapSide(ctx, body.to, 'to')
  const out = await amountOut(from, to, amount)
  const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
  const rpc = from.indexer.rpc
  const native = from.contract === zeroAddress
  const balance = native ? await rpc.getBalance({ address: user }) : ((await rpc.readContract({ address: from.contract, abi: tokenAbi, functionName: 'balanceOf', args: [user] })) as bigint)
  if (balance < amount) throw new HttpError(400, `Insufficient ${from.asset.symbol} balance`)
  if (!native) {
    const allowance = (await rpc.readContract({ address: from.contract, abi: tokenAbi, functionName: 'allowance', args: [user, from.deployment.router] })) as bigint
    if (allowance < amount) throw new HttpError(400, `Insufficient ${from.asset.symbol} allowance: approve the router first (/v1/convert/build-approve)`)
  }
  const data: Hex = encodeFunctionData({ abi: routerAbi, functionName: 'swap', args: [from.contract, to.contract, amount, minOut, user] })
  const value = native ? amount : 0n
  const [gas, price] = await Promise.all([
    body.disableEstimate === true ? Promise.resolve(250_000n) : rpc.estimateGas({ account: user, to: from.deployment.router, data, value }).then((g) => (g * 12n) / 10n),
    rpc.getGasPrice(),
  ])
  const chainId = from.asset.chainId
  return {
    tx: {
      from: `${chainId}:${user}` as CaipAddress,
      to: `${chainId}:${from.deployment.router}` as CaipAddress,
      data,
      amount: value.toString(),
      eip155: { gas: gas.toString(), gasPrice: price.toString() },
    },
  }
}

function missing(name: string): never {
  throw new HttpError(400, `Missing required field: ${name}`)
}
