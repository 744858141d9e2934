import {
  createPublicClient,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { OPERATOR_INDEX, testAccount } from './accounts.ts'
import { artifacts } from './artifacts.ts'

/** A fungible token the sandbox deployed (or the chain's native coin, address `null`). */
export type SandboxToken = {
  address: Address | null
  name: string
  symbol: string
  decimals: number
  /** Fixed USD price used by the blockchain service's price table. */
  priceUsd: number
}

/** An NFT the sandbox minted. `spam` items imitate unsolicited airdrops (SPEC §5 filters them). */
export type SandboxNftItem = { tokenId: number; name: string; owner: Address; spam: boolean }

/** A constant-product pool: `token0`/`token1` are token addresses, `null` for native ETH. */
export type SandboxPool = { address: Address; token0: Address | null; token1: Address | null }

export type Deployment = {
  chainId: number
  rpcUrl: string
  /** Deploys, mints, seeds pools; the blockchain service signs onramp deliveries with it. */
  operator: Address
  /** Accounts funded with tokens (test-mnemonic indexes 0..4). */
  funded: Address[]
  tokens: { usdc: SandboxToken & { address: Address }; latch: SandboxToken & { address: Address }; points: SandboxToken & { address: Address } }
  native: SandboxToken
  nft: { address: Address; name: string; symbol: string; items: SandboxNftItem[] }
  pools: SandboxPool[]
  /** The single spender of every swap (SwapRouter.sol): allowance and build-approve target it. */
  router: Address
  /** The CREATE2 factory of the sandbox's smart accounts (SandboxSmartAccountFactory; smartAccount.ts). */
  smartAccountFactory: Address
  /**
   * The app contract (SandboxCounter; counter.ts): a dapp's writes, typed-data signatures and
   * call batches through the connected wallet (SPEC.md §6 approval methods). Same address on both chains.
   */
  counter: Address
  /** Block number once everything is deployed and seeded. */
  seededAtBlock: bigint
}

const FUNDED_COUNT = 5
const DEPLOY_GAS = 3_000_000n
const CALL_GAS = 300_000n
const MAX_FEE = 20_000_000_000n
const PRIORITY_FEE = 1_000_000_000n

/** Token metadata shared by every chain; prices are the fixed table of the blockchain service. */
const TOKENS = {
  usdc: { name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  latch: { name: 'Latch Token', symbol: 'LATCH', decimals: 18, priceUsd: 2 },
  // Zero decimals on purpose: SPEC §5 says such tokens are dropped from the token list.
  points: { name: 'Loyalty Points', symbol: 'PTS', decimals: 0, priceUsd: 0.5 },
} as const

const NFT_ITEMS: { name: string; spam: boolean; ownerIndex: number }[] = [
  { name: 'Latch Pass #1', spam: false, ownerIndex: 0 },
  { name: 'Latch Pass #2', spam: false, ownerIndex: 0 },
  { name: 'Latch Pass #3', spam: false, ownerIndex: 1 },
  { name: 'Claim 5000 USDC at latch-airdrop.example', spam: true, ownerIndex: 0 },
  { name: 'You won! Visit free-mint.example', spam: true, ownerIndex: 1 },
]

/** The token URI of an item: JSON metadata as a data URL, with the spam flag indexers read. */
export function nftTokenUri(item: { name: string; spam: boolean }): string {
  return `data:application/json,${encodeURIComponent(JSON.stringify({ name: item.name, spam: item.spam }))}`
}

/**
 * Deploys the sandbox contracts on a fresh anvil and seeds them: the three ERC-20s (6, 18 and 0
 * decimals), the ERC-721 collection with normal and spam items, and two x*y=k pools (ETH/USDC and
 * USDC/LATCH) behind one router. Transactions are signed locally with explicit nonces and gas, sent back
 * to back in nonce order, then their receipts are checked once: 36 transactions in well under a second.
 * @example const deployment = await deploySandbox({ chainId: 31337, rpcUrl: anvil.rpcUrl })
 */
export async function deploySandbox(options: { chainId: number; rpcUrl: string }): Promise<Deployment> {
  const { chainId, rpcUrl } = options
  // Batching: the receipts are read in one HTTP request.
  const client = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 1000, wait: 0 } }) }) as PublicClient
  const operator = testAccount(OPERATOR_INDEX)
  const funded = Array.from({ length: FUNDED_COUNT }, (_, i) => testAccount(i).address)
  let nonce = await client.getTransactionCount({ address: operator.address })
  const signed: Promise<Hex>[] = []

  /** Signs locally with the next nonce; contract addresses follow from the nonce, so nothing waits on the node. */
  function send(to: Address | null, data: Hex, value = 0n): Address | null {
    const current = nonce++
    signed.push(
      operator.signTransaction({
        chainId,
        type: 'eip1559',
        nonce: current,
        ...(to ? { to } : {}),
        data,
        value,
        gas: to ? CALL_GAS : DEPLOY_GAS,
        maxFeePerGas: MAX_FEE,
        maxPriorityFeePerGas: PRIORITY_FEE,
      }),
    )
    return to ? null : getContractAddress({ from: operator.address, nonce: BigInt(current) })
  }
  const deploy = (abi: Abi, bytecode: Hex, args: readonly unknown[]): Address => send(null, encodeDeployData({ abi, bytecode, args }))!
  const call = (to: Address, abi: Abi, functionName: string, args: readonly unknown[], value = 0n) => send(to, encodeFunctionData({ abi, functionName, args }), value)

  const { SandboxToken, SandboxNFT, ConstantProductPool, SwapRouter } = artifacts
  const tokenAbi = SandboxToken.abi
  const usdc = deploy(tokenAbi, SandboxToken.bytecode, [TOKENS.usdc.name, TOKENS.usdc.symbol, TOKENS.usdc.decimals])
  const latch = deploy(tokenAbi, SandboxToken.bytecode, [TOKENS.latch.name, TOKENS.latch.symbol, TOKENS.latch.decimals])
  const points = deploy(tokenAbi, SandboxToken.bytecode, [TOKENS.points.name, TOKENS.points.symbol, TOKENS.points.decimals])
  const nft = deploy(SandboxNFT.abi, SandboxNFT.bytecode, ['Latch Pass', 'LPASS'])
  const poolAbi = ConstantProductPool.abi
  const ethUsdc = deploy(poolAbi, ConstantProductPool.bytecode, [zeroAddress, usdc])
  const usdcLatch = deploy(poolAbi, ConstantProductPool.bytecode, [usdc, latch])
  const router = deploy(SwapRouter.abi, SwapRouter.bytecode, [])

  for (const account of funded) {
    call(usdc, tokenAbi, 'mint', [account, parseUnits('10000', 6)])
    call(latch, tokenAbi, 'mint', [account, parseUnits('1000', 18)])
  }
  for (const account of funded.slice(0, 3)) call(points, tokenAbi, 'mint', [account, 50n])

  const items: SandboxNftItem[] = []
  for (const [i, item] of NFT_ITEMS.entries()) {
    const owner = funded[item.ownerIndex]!
    call(nft, SandboxNFT.abi, 'mint', [owner, BigInt(i + 1), nftTokenUri(item)])
    items.push({ tokenId: i + 1, name: item.name, owner, spam: item.spam })
  }

  // Pool prices: 1 ETH = 3000 USDC, 1 LATCH = 2 USDC (the same as the price table).
  call(usdc, tokenAbi, 'mint', [operator.address, parseUnits('400000', 6)])
  call(latch, tokenAbi, 'mint', [operator.address, parseUnits('50000', 18)])
  call(usdc, tokenAbi, 'approve', [ethUsdc, parseUnits('300000', 6)])
  call(usdc, tokenAbi, 'approve', [usdcLatch, parseUnits('100000', 6)])
  call(latch, tokenAbi, 'approve', [usdcLatch, parseUnits('50000', 18)])
  call(ethUsdc, poolAbi, 'addLiquidity', [parseEther('100'), parseUnits('300000', 6)], parseEther('100'))
  call(usdcLatch, poolAbi, 'addLiquidity', [parseUnits('100000', 6), parseUnits('50000', 18)])
  call(router, SwapRouter.abi, 'registerPool', [ethUsdc])
  call(router, SwapRouter.abi, 'registerPool', [usdcLatch])
  // Last, so every address above stays what it was before smart accounts.
  const smartAccountFactory = deploy(artifacts.SandboxSmartAccountFactory.abi, artifacts.SandboxSmartAccountFactory.bytecode, [])
  // After the factory for the same reason: the addresses above do not move.
  const counter = deploy(artifacts.SandboxCounter.abi, artifacts.SandboxCounter.bytecode, [])

  // Sent one after another, in nonce order. Sent all at once (one batch), anvil's automine can
  // leave a transaction that arrived ahead of its nonce in the pool for good (foundry-rs/foundry
  // #10122): CI once waited viem's full 180 s for a receipt that never came.
  const serialized = await Promise.all(signed)
  const hashes: Hex[] = []
  for (const serializedTransaction of serialized) hashes.push(await client.sendRawTransaction({ serializedTransaction }))
  await waitForMined(client, rpcUrl, hashes[hashes.length - 1]!)
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  const failed = receipts.findIndex((r) => r.status !== 'success')
  if (failed >= 0) throw new Error(`sandbox deployment transaction ${failed} reverted on chain ${chainId}`)
  // biome-ignore lint/complexity/useMathMinMax: block numbers are bigints, which Math.max does not take
  const seededAtBlock = receipts.reduce((max, r) => (r.blockNumber > max ? r.blockNumber : max), 0n)

  return {
    chainId,
    rpcUrl,
    operator: operator.address,
    funded,
    tokens: { usdc: { ...TOKENS.usdc, address: usdc }, latch: { ...TOKENS.latch, address: latch }, points: { ...TOKENS.points, address: points } },
    native: { address: null, name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
    nft: { address: nft, name: 'Latch Pass', symbol: 'LPASS', items },
    pools: [
      { address: ethUsdc, token0: null, token1: usdc },
      { address: usdcLatch, token0: usdc, token1: latch },
    ],
    router,
    smartAccountFactory,
    counter,
    seededAtBlock,
  }
}

/**
 * Waits for a transaction of the sandbox's own chain to be mined. Should anvil's automine still
 * leave it pending (the bug above), one `evm_mine` flushes the pool instead of a 180 s hang.
 */
async function waitForMined(client: PublicClient, rpcUrl: string, hash: Hex): Promise<void> {
  try {
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 5_000 })
  } catch {
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).mine({ blocks: 1 })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 10_000 })
  }
}
