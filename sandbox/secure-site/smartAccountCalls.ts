/**
 * An embedded wallet acting as its smart account (SPEC.md §4, §6 account types):
 * the account's address is the smart account's; a transaction is the owner's call of the smart
 * account's `execute` (deploying the account first, through its factory, when it is not yet);
 * a signature is the owner's, wrapped in ERC-6492 while the account is not deployed (ERC-1271
 * checks it once it is). Read calls pass through to the chain.
 */
import { createPublicClient, getAddress, http, type Address, type Hex, type PrivateKeyAccount, type WalletClient } from 'viem'
import { deployCallData, executeCallData, smartAccountSignature } from '../evm/smartAccount.ts'
import { ownerSignature, rawRpc, RpcFailure } from './chainRpc.ts'

export type SmartAccountCall = {
  owner: PrivateKeyAccount
  smart: { address: Address; factory: Address; deployed(): Promise<boolean> }
  /** The owner's wallet client on the chain: it pays the gas. */
  client: WalletClient
  rpcUrl: string
  method: string
  params: unknown
}

/** Deploys `owner`'s smart account through its factory (the owner pays) and waits until it is mined. */
export async function deploySmartAccount(options: { owner: PrivateKeyAccount; factory: Address; client: WalletClient; rpcUrl: string }): Promise<void> {
  const { owner, factory, client, rpcUrl } = options
  const deployment = await client.sendTransaction({ account: owner, chain: client.chain, to: factory, data: deployCallData(owner.address) })
  const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash: deployment, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new RpcFailure(-32000, 'The smart account could not be deployed')
}

/** Answers one RPC call as the smart account. */
export async function smartAccountRequest(call: SmartAccountCall): Promise<unknown> {
  const { owner, smart, client, rpcUrl, method } = call
  const list = Array.isArray(call.params) ? (call.params as unknown[]) : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [smart.address]
    case 'eth_chainId':
      return `0x${(client.chain?.id ?? (await client.getChainId())).toString(16)}`
    case 'personal_sign':
    case 'eth_signTypedData_v4': {
      const signature = await ownerSignature(owner, method, list)
      return smartAccountSignature({ factory: smart.factory, owner: owner.address, deployed: await smart.deployed(), signature })
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: Address; value?: Hex; data?: Hex }
      if (!tx.to) throw new RpcFailure(-32602, 'A smart account does not deploy contracts')
      if (!(await smart.deployed())) await deploySmartAccount({ owner, factory: smart.factory, client, rpcUrl })
      // The app's gas figure was for a direct call: the owner's call of execute is estimated anew.
      return client.sendTransaction({
        account: owner,
        chain: client.chain,
        to: smart.address,
        data: executeCallData({ to: getAddress(tx.to.toLowerCase()), ...(tx.value ? { value: BigInt(tx.value) } : {}), ...(tx.data ? { data: tx.data } : {}) }),
      })
    }
    default:
      return rawRpc(rpcUrl, method, call.params)
  }
}
