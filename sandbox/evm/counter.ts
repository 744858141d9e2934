/**
 * The sandbox's app contract, SandboxCounter (contracts/SandboxCounter.sol): what a host app's own
 * code calls through `modal.getProvider('eip155')` (SPEC.md §6 approval methods) — `increment` /
 * `incrementBy` as transactions or a `wallet_sendCalls` batch, `setNumberWithSig` with an
 * `eth_signTypedData_v4` signature. Deployed on both sandbox chains at `Deployment.counter`
 * (the same address on each).
 */
import type { Address } from 'viem'

/**
 * The contract's ABI, typed for viem (`counter.test.ts` checks it is the compiled artifact's).
 *
 * @example
 * await walletClient.writeContract({ address: sandbox.chains.evm[0].counter, abi: sandboxCounterAbi, functionName: 'increment' })
 */
export const sandboxCounterAbi = [
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: 'address', name: 'by', type: 'address' },
      { indexed: false, internalType: 'uint256', name: 'number', type: 'uint256' },
    ],
    name: 'NumberChanged',
    type: 'event',
  },
  { inputs: [], name: 'DOMAIN_SEPARATOR', outputs: [{ internalType: 'bytes32', name: '', type: 'bytes32' }], stateMutability: 'view', type: 'function' },
  { inputs: [], name: 'SET_NUMBER_TYPEHASH', outputs: [{ internalType: 'bytes32', name: '', type: 'bytes32' }], stateMutability: 'view', type: 'function' },
  { inputs: [], name: 'increment', outputs: [], stateMutability: 'nonpayable', type: 'function' },
  { inputs: [{ internalType: 'uint256', name: 'amount', type: 'uint256' }], name: 'incrementBy', outputs: [], stateMutability: 'nonpayable', type: 'function' },
  {
    inputs: [{ internalType: 'address', name: '', type: 'address' }],
    name: 'nonces',
    outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  { inputs: [], name: 'number', outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }], stateMutability: 'view', type: 'function' },
  {
    inputs: [
      { internalType: 'address', name: 'owner', type: 'address' },
      { internalType: 'uint256', name: 'value', type: 'uint256' },
      { internalType: 'uint256', name: 'deadline', type: 'uint256' },
      { internalType: 'bytes', name: 'signature', type: 'bytes' },
    ],
    name: 'setNumberWithSig',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
] as const

/**
 * The EIP-712 types `setNumberWithSig` verifies (primary type `SetNumber`).
 *
 * @example
 * await walletClient.signTypedData({ domain: sandboxCounterDomain(31337, counter), types: setNumberTypes, primaryType: 'SetNumber', message })
 */
export const setNumberTypes = {
  SetNumber: [
    { name: 'owner', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** The contract's EIP-712 domain name and version. */
export const SANDBOX_COUNTER_DOMAIN = { name: 'SandboxCounter', version: '1' } as const

/**
 * The EIP-712 domain of the counter at `verifyingContract` on `chainId`.
 *
 * @example
 * sandboxCounterDomain(31337, deployment.counter) // { name: 'SandboxCounter', version: '1', chainId: 31337, verifyingContract }
 */
export function sandboxCounterDomain(chainId: number, verifyingContract: Address) {
  return { ...SANDBOX_COUNTER_DOMAIN, chainId, verifyingContract } as const
}

/** A `SetNumber` message: `owner` sets the counter to `value` with its current `nonce` until `deadline` (unix seconds). */
export type SetNumberMessage = { owner: Address; value: bigint; nonce: bigint; deadline: bigint }

/**
 * Everything `signTypedData` takes for a SetNumber permit (read the owner's nonce with
 * `nonces(owner)` first), so a test signs and then calls `setNumberWithSig(owner, value, deadline, signature)`.
 *
 * @example
 * const typedData = setNumberTypedData({ chainId: 31337, counter, message: { owner, value: 42n, nonce: 0n, deadline } })
 * const signature = await walletClient.signTypedData({ account: owner, ...typedData })
 */
export function setNumberTypedData(parameters: { chainId: number; counter: Address; message: SetNumberMessage }) {
  return {
    domain: sandboxCounterDomain(parameters.chainId, parameters.counter),
    types: setNumberTypes,
    primaryType: 'SetNumber',
    message: parameters.message,
  } as const
}
