/** The Solana facade's JSON-RPC errors (the node's codes) and its parameter readers. */
import { PublicKey } from '@solana/web3.js'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

/** A JSON-RPC error with the code a Solana node uses. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602
export const RPC_INTERNAL_ERROR = -32603
/** Solana's "Transaction simulation failed" / preflight failure. */
export const RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
/** Solana's "Transaction version (0) is not supported by the requesting client". */
export const RPC_UNSUPPORTED_TRANSACTION_VERSION = -32015

export const API_VERSION = '2.1.0'
const base58Bytes = getBase58Encoder()
/** Bytes → base58 text. */
export const base58String = getBase58Decoder()

export type Params = unknown[]
export type Handler = (params: Params) => unknown

export function invalid(message: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, `Invalid params: ${message}`)
}

export function pubkeyParam(params: Params, index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalid(`${name} must be a base58 string`)
  try {
    return new PublicKey(value).toBase58()
  } catch {
    throw new RpcError(RPC_INVALID_PARAMS, `Invalid param: ${name} "${value}" is not a valid public key`)
  }
}

export function configParam(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`config at position ${index} must be an object`)
  return value as Record<string, unknown>
}

export function optionalString(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid(`${key} must be a string`)
  return value
}

export function optionalBoolean(config: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw invalid(`${key} must be a boolean`)
  return value
}

export function decodeWire(value: unknown, encoding: string, what: string): Uint8Array {
  if (typeof value !== 'string' || value.length === 0) throw invalid(`${what} must be an encoded string`)
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalid(`${what} is not valid base64`)
    return new Uint8Array(Buffer.from(value, 'base64'))
  }
  if (encoding === 'base58') {
    try {
      return new Uint8Array(base58Bytes.encode(value))
    } catch {
      throw invalid(`${what} is not valid base58`)
    }
  }
  throw invalid(`unsupported encoding: ${encoding}. Supported encodings: base58, base64`)
}
