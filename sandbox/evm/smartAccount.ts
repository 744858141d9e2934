/**
 * The sandbox's smart accounts (SPEC.md §4, §6 account types): one
 * SandboxSmartAccount per owner and chain, at the CREATE2 address the chain's factory gives it
 * before it exists. Until deployed, its signatures are ERC-6492 (the factory call, then the
 * owner's signature); deployed, ERC-1271 checks the owner's signature.
 */
import { encodeDeployData, encodeFunctionData, getContractAddress, serializeErc6492Signature, zeroHash, type Address, type Hex } from 'viem'
import { artifacts } from './artifacts.ts'

/** One account per owner: the salt is fixed, the owner is in the init code. */
export const SMART_ACCOUNT_SALT = zeroHash

/** The address `owner`'s smart account has (or will have) on a chain whose factory is `factory`. */
export function smartAccountAddress(factory: Address, owner: Address): Address {
  const { SandboxSmartAccount } = artifacts
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: SMART_ACCOUNT_SALT,
    bytecode: encodeDeployData({ abi: SandboxSmartAccount.abi, bytecode: SandboxSmartAccount.bytecode, args: [owner] }),
  })
}

/** The factory call that deploys `owner`'s smart account. */
export function deployCallData(owner: Address): Hex {
  return encodeFunctionData({ abi: artifacts.SandboxSmartAccountFactory.abi, functionName: 'deploy', args: [owner, SMART_ACCOUNT_SALT] })
}

/** The smart account's call of `to` (value, data), sent by its owner. */
export function executeCallData(call: { to: Address; value?: bigint; data?: Hex }): Hex {
  return encodeFunctionData({ abi: artifacts.SandboxSmartAccount.abi, functionName: 'execute', args: [call.to, call.value ?? 0n, call.data ?? '0x'] })
}

/**
 * The smart account's calls made in one transaction, all or none (`executeBatch`; SPEC.md §6
 * wallet_sendCalls executed atomically), sent by its owner.
 */
export function executeBatchCallData(calls: readonly { to: Address; value?: bigint; data?: Hex }[]): Hex {
  return encodeFunctionData({
    abi: artifacts.SandboxSmartAccount.abi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
  })
}

/** An owner's signature as the smart account's: wrapped in ERC-6492 while the account is not deployed. */
export function smartAccountSignature(options: { factory: Address; owner: Address; deployed: boolean; signature: Hex }): Hex {
  if (options.deployed) return options.signature
  return serializeErc6492Signature({ address: options.factory, data: deployCallData(options.owner), signature: options.signature })
}
