/**
 * The embedded wallets' keys (created and kept by the secure site, never the host page)
 * and what they do on the sandbox chains: read calls pass through to the chain, approved calls
 * (SPEC.md §6: personal_sign, eth_signTypedData_v4, eth_sendTransaction) are signed here.
 */
import { randomBytes } from 'node:crypto'
import type { Address, Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { smartAccountAddress } from '../evm/smartAccount.ts'
import { isDeployed, ownerSignature, rawRpc, RpcFailure, walletClientOf } from './chainRpc.ts'
import { FundedKeys } from './fundedKeys.ts'
import { deploySmartAccount, smartAccountRequest } from './smartAccountCalls.ts'
import { CallBundles, capabilities, type CallsPlan, type ChainAccounts } from './callBundles.ts'

export { RpcFailure } from './chainRpc.ts'

/** A chain the secure site signs on; one with a smart-account factory supports smart accounts (SPEC.md §4, §6). */
export type EvmChainConfig = { chainId: number; rpcUrl: string; smartAccountFactory?: Address }

/** Which of the wallet's accounts acts (SPEC.md §3 account types). */
export type WalletAccountType = 'eoa' | 'smartAccount'

/** Native funds a new sandbox wallet gets on each chain (anvil_setBalance): 10 ETH. */
const STARTING_BALANCE = '0x8ac7230489e80000'

/**
 * One key per email, made on first login and funded on every sandbox chain.
 *
 * @example
 * const wallets = new WalletBook([{ chainId: 31337, rpcUrl }])
 * const account = await wallets.accountFor('a@b.c')
 */
export class WalletBook {
  private readonly keys: FundedKeys<PrivateKeyAccount>
  /** EIP-5792 call bundles of every wallet (callBundles.ts). */
  private readonly bundles = new CallBundles()

  constructor(readonly chains: readonly EvmChainConfig[]) {
    // The key's own account and, where the chain supports one, its smart account get funds.
    this.keys = new FundedKeys(
      () => privateKeyToAccount(`0x${randomBytes(32).toString('hex')}` as Hex),
      ({ address: owner }) =>
        Promise.all(
          this.chains.flatMap((c) =>
            [owner, ...(c.smartAccountFactory ? [smartAccountAddress(c.smartAccountFactory, owner)] : [])].map((address) => rawRpc(c.rpcUrl, 'anvil_setBalance', [address, STARTING_BALANCE])),
          ),
        ),
    )
  }

  /** The email's account; the first call creates the key and funds it. */
  accountFor(email: string): Promise<PrivateKeyAccount> {
    return this.keys.get(email)
  }

  /** The wallet of `from` is now `to`'s (an email update); `to` must have none yet. */
  rekey(from: string, to: string): void {
    this.keys.rekey(from, to)
  }

  /** Whether `key` has a wallet yet. */
  has(key: string): boolean {
    return this.keys.has(key)
  }

  chain(chainId: number): EvmChainConfig {
    const chain = this.chains.find((c) => c.chainId === chainId)
    if (!chain) throw new RpcFailure(4901, `Chain ${chainId} is not served by the secure site`)
    return chain
  }

  /** The smart account of `email`'s wallet on `chainId` and whether it is deployed; `undefined` where the chain has none. */
  async smartAccount(email: string, chainId: number): Promise<{ address: Address; deployed: boolean } | undefined> {
    const chain = this.chain(chainId)
    if (!chain.smartAccountFactory) return undefined
    const address = smartAccountAddress(chain.smartAccountFactory, (await this.accountFor(email)).address)
    return { address, deployed: await isDeployed(chain.rpcUrl, address) }
  }

  /** `email`'s accounts on every chain the site serves: the key's own and, where there is a factory, its smart account. */
  private async chainAccounts(email: string): Promise<ChainAccounts[]> {
    const owner = await this.accountFor(email)
    return this.chains.map((c) => {
      const client = walletClientOf(owner, c.chainId, c.rpcUrl)
      const factory = c.smartAccountFactory
      if (!factory) return { chainId: c.chainId, rpcUrl: c.rpcUrl, eoa: owner, client }
      const address = smartAccountAddress(factory, owner.address)
      return {
        chainId: c.chainId,
        rpcUrl: c.rpcUrl,
        eoa: owner,
        client,
        smart: { address, deployed: () => isDeployed(c.rpcUrl, address), deploy: () => deploySmartAccount({ owner, factory, client, rpcUrl: c.rpcUrl }) },
      }
    })
  }

  /**
   * A `wallet_sendCalls` request checked as it would be sent (SPEC.md §8 5700–5760 before the
   * approval panel shows): which account sends it, whether atomically, the calls.
   */
  async planCalls(email: string, params: unknown, accountType: WalletAccountType = 'eoa'): Promise<CallsPlan> {
    const all = await this.chainAccounts(email)
    return this.bundles.plan(email, params, (id) => all.find((c) => c.chainId === id), accountType)
  }

  /**
   * Runs an RPC call for `email`'s wallet on `chainId`: signing ones with its key, others passed
   * through. As `smartAccount` on a chain that supports one, the smart account acts (smartAccountCalls.ts).
   * The EIP-5792 methods act on the chain and account their request names (callBundles.ts).
   */
  async request(email: string, chainId: number, method: string, params: unknown, accountType: WalletAccountType = 'eoa'): Promise<unknown> {
    switch (method) {
      case 'wallet_getCapabilities':
        return capabilities(params, await this.chainAccounts(email), accountType)
      case 'wallet_sendCalls': {
        const all = await this.chainAccounts(email)
        const plan = this.bundles.plan(email, params, (id) => all.find((c) => c.chainId === id), accountType)
        return this.bundles.send(email, plan, all.find((c) => c.chainId === plan.chainId)!)
      }
      case 'wallet_getCallsStatus':
        return this.bundles.status(email, params)
    }
    const chain = this.chain(chainId)
    const account = await this.accountFor(email)
    if (accountType === 'smartAccount' && chain.smartAccountFactory) {
      const address = smartAccountAddress(chain.smartAccountFactory, account.address)
      const smart = { address, factory: chain.smartAccountFactory, deployed: () => isDeployed(chain.rpcUrl, address) }
      return smartAccountRequest({ owner: account, smart, client: walletClientOf(account, chainId, chain.rpcUrl), rpcUrl: chain.rpcUrl, method, params })
    }
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return ownerSignature(account, method, list)
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        return walletClientOf(account, chainId, chain.rpcUrl).sendTransaction({
          to: tx.to ?? null,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        } as never)
      }
      default:
        return rawRpc(chain.rpcUrl, method, params)
    }
  }
}
