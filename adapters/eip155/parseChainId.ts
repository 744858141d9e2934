import { RpcError } from '../../core/errors/RpcError.ts'

/**
 * Reads a chain id as wallets report it: hex (`'0x89'`, EIP-1193 `chainChanged`), decimal string
 * or number. Anything else is an `RpcError` (-32603: the wallet answered nonsense).
 *
 * @example
 * parseChainId('0x7a69') // 31337
 */
export function parseChainId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)
        ? Number.parseInt(value, 16)
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RpcError('Invalid chain id', { code: -32603, details: `The wallet reported chain id ${JSON.stringify(value)}` })
  }
  return id
}
