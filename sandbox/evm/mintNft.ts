import { createPublicClient, createWalletClient, http, zeroAddress, type Address, type Hex } from 'viem'
import { OPERATOR_INDEX, testAccount } from './accounts.ts'
import { artifacts } from './artifacts.ts'
import { nftTokenUri, type Deployment } from './deploy.ts'
import { sandboxChain } from './viemChain.ts'

/** One mint at a time per chain: the operator's nonces never collide between two calls. */
const queues = new Map<number, Promise<unknown>>()

/**
 * Mints a new Latch Pass (the sandbox's ERC-721, `SandboxNFT.sol`) to `to`, signed by the operator
 * (the collection's only minter), and waits for it to be mined: the blockchain service then lists
 * it in the history (a `mint`) and in the NFTs of `to`. `spam: true` marks it as an unsolicited
 * airdrop (SPEC.md §5 filters it). The token id is the first unused one after the seeded items.
 * @example const { tokenId, hash } = await mintNft(sandbox.chains.evm[0], { to: address, name: 'Latch Pass #6' })
 */
export function mintNft(deployment: Deployment, options: { to: Address; name?: string; spam?: boolean }): Promise<{ tokenId: bigint; hash: Hex }> {
  const run = (queues.get(deployment.chainId) ?? Promise.resolve()).catch(() => undefined).then(() => mint(deployment, options))
  queues.set(deployment.chainId, run)
  return run
}

async function mint(deployment: Deployment, options: { to: Address; name?: string; spam?: boolean }): Promise<{ tokenId: bigint; hash: Hex }> {
  const chain = sandboxChain(deployment.chainId, deployment.rpcUrl)
  const client = createPublicClient({ chain, transport: http(deployment.rpcUrl) })
  const abi = artifacts.SandboxNFT.abi
  let tokenId = BigInt(deployment.nft.items.length + 1)
  while (((await client.readContract({ address: deployment.nft.address, abi, functionName: 'ownerOf', args: [tokenId] })) as Address) !== zeroAddress) tokenId++
  const name = options.name ?? `${deployment.nft.name} #${tokenId}`
  const wallet = createWalletClient({ account: testAccount(OPERATOR_INDEX), chain, transport: http(deployment.rpcUrl) })
  const hash = await wallet.writeContract({ address: deployment.nft.address, abi, functionName: 'mint', args: [options.to, tokenId, nftTokenUri({ name, spam: options.spam ?? false })] })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`mint of ${deployment.nft.name} #${tokenId} reverted on chain ${deployment.chainId}`)
  return { tokenId, hash }
}
