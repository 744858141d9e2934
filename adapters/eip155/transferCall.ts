import type { Address, Hex } from 'viem'
import { ValidationError } from '../../core/errors/ValidationError.ts'
import type { TransferRequest } from '../../core/adapter.ts'
import { toEvmAddress } from './toEvmAddress.ts'

/** ERC-20 `transfer(address,uint256)`. */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** What to put in `eth_sendTransaction` for a transfer. */
export type TransferCall = { to: Address; value?: bigint; data?: Hex }

function units(amount: string, decimals: number): bigint {
  const trimmed = amount.trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed) || !Number.isInteger(decimals) || decimals < 0) {
    throw new ValidationError('Invalid amount', { details: `'${trimmed.slice(0, 80)}'` })
  }
  // viem's parseUnits rounds extra digits; a send must move exactly what the user typed.
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new ValidationError('Invalid amount', { details: `'${trimmed}' has more than ${decimals} decimals` })
  }
  // Exact: at most `decimals` significant fraction digits were checked above.
  const [whole = '', digits = ''] = trimmed.split('.')
  const value = BigInt((whole || '0') + digits.padEnd(decimals, '0').slice(0, decimals))
  if (value >= 2n ** 256n) throw new ValidationError('Invalid amount', { details: `'${trimmed.slice(0, 80)}' does not fit in uint256` })
  if (value <= 0n) throw new ValidationError('Invalid amount', { details: `'${trimmed}' is not positive` })
  return value
}

/**
 * The call a transfer needs (SPEC.md §4 send): native currency as `value` =
 * `parseUnits(amount, nativeDecimals)`, an ERC-20 token as `transfer(to, parseUnits(amount,
 * token.decimals))` to the token contract. Validates first (SPEC.md §5): amount and receiver
 * present, receiver and token 40 hex characters, amount a positive decimal.
 *
 * @example
 * transferCall({ to: '0x…', amount: '2', token: { address: usdc, decimals: 6 } }) // { to: usdc, data: '0xa9059cbb…' }
 */
export function transferCall(request: Pick<TransferRequest, 'to' | 'amount' | 'token'>, nativeDecimals = 18): TransferCall {
  if (!request.to?.trim() || !request.amount?.trim()) throw new ValidationError('An amount and receiver address are required')
  const to = toEvmAddress(request.to)
  if (!request.token) return { to, value: units(request.amount, nativeDecimals) }
  const token = toEvmAddress(request.token.address)
  const data = encodeTransfer(to, units(request.amount, request.token.decimals))
  return { to: token, data }
}

/** `transfer(address,uint256)`'s selector: the first 4 bytes of keccak256 of the signature. */
const TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * ABI encoding of `transfer(to, amount)` (viem's `encodeFunctionData` with `erc20TransferAbi`),
 * written out so that a transfer needs no viem.
 *
 * @example
 * encodeTransfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n) // '0xa9059cbb00…70997970c5…0001'
 */
export function encodeTransfer(to: Address, amount: bigint): Hex {
  return `${TRANSFER_SELECTOR}${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}` as Hex
}
