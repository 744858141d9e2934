/** How the Solana facade encodes accounts, simulations and transactions in its answers (the node's shapes). */
import { VersionedMessage } from '@solana/web3.js'
import type { AccountView, SimulationResult, TransactionRecord } from './chain.ts'
import { parsedTokenData } from './tokens.ts'
import { base58String, decodeWire, invalid, RpcError, RPC_UNSUPPORTED_TRANSACTION_VERSION } from './rpcParams.ts'

/** u64::MAX, the node's rentEpoch for rent-exempt accounts: as a double (2^64), the value a JSON client reads. */
const U64_MAX_RENT_EPOCH = 2 ** 64

export function encodeAccount(account: AccountView | null, encoding: string, decimalsOf: (mint: string) => number): unknown {
  if (!account) return null
  let data: unknown
  if (encoding === 'jsonParsed') {
    data = parsedTokenData(account.owner, account.data, decimalsOf) ?? [Buffer.from(account.data).toString('base64'), 'base64']
  } else if (encoding === 'base64') {
    data = [Buffer.from(account.data).toString('base64'), 'base64']
  } else if (encoding === 'base58') {
    if (account.data.length > 128) throw invalid('encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
    data = [base58String.decode(account.data), 'base58']
  } else {
    throw invalid(`unsupported encoding: ${encoding}. Supported encodings: base58, base64, jsonParsed`)
  }
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: U64_MAX_RENT_EPOCH,
    space: account.data.length,
  }
}

export function matchesFilters(account: AccountView, filters: unknown[]): boolean {
  return filters.every((filter) => {
    if (!filter || typeof filter !== 'object') throw invalid('each filter must be an object')
    const f = filter as Record<string, unknown>
    if ('dataSize' in f) {
      if (typeof f.dataSize !== 'number') throw invalid('dataSize must be a number')
      return account.data.length === f.dataSize
    }
    if ('memcmp' in f) {
      const m = f.memcmp as Record<string, unknown>
      if (!m || typeof m.offset !== 'number' || typeof m.bytes !== 'string') throw invalid('memcmp needs offset and bytes')
      const bytes = m.encoding === 'base64' ? Buffer.from(m.bytes, 'base64') : decodeWire(m.bytes, 'base58', 'memcmp.bytes')
      const slice = account.data.subarray(m.offset, m.offset + bytes.length)
      return slice.length === bytes.length && slice.every((b, i) => b === bytes[i])
    }
    throw invalid('unknown filter')
  })
}

export function simulationJson(result: SimulationResult, accountsEncoding: string, decimalsOf: (mint: string) => number): unknown {
  return {
    err: result.err,
    logs: result.logs,
    accounts: result.accounts ? result.accounts.map((a) => encodeAccount(a, accountsEncoding, decimalsOf)) : null,
    unitsConsumed: result.unitsConsumed,
    returnData: null,
  }
}

export function transactionJson(record: TransactionRecord, encoding: string, maxVersion: number | undefined): unknown {
  const wire = record.wire!
  const message = VersionedMessage.deserialize(wire.subarray(1 + 64 * (wire[0] ?? 0)))
  const version = message.version
  if (version !== 'legacy' && (maxVersion === undefined || maxVersion < version)) {
    throw new RpcError(
      RPC_UNSUPPORTED_TRANSACTION_VERSION,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    )
  }
  const meta: unknown = {
    err: record.err,
    status: status(record),
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: [],
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: { readonly: [], writable: [] },
    computeUnitsConsumed: record.unitsConsumed,
  }
  let transaction: unknown
  if (encoding === 'base64') {
    transaction = [Buffer.from(wire).toString('base64'), 'base64']
  } else if (encoding === 'json') {
    const count = wire[0] ?? 0
    const signatures = Array.from({ length: count }, (_, i) => base58String.decode(wire.subarray(1 + i * 64, 1 + (i + 1) * 64)))
    transaction = {
      signatures,
      message: {
        accountKeys: message.staticAccountKeys.map((k) => k.toBase58()),
        header: { ...message.header },
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((ix) => ({
          programIdIndex: ix.programIdIndex,
          accounts: [...ix.accountKeyIndexes],
          data: base58String.decode(ix.data),
          stackHeight: null,
        })),
        ...(version === 'legacy'
          ? {}
          : {
              addressTableLookups: message.addressTableLookups.map((l) => ({ accountKey: l.accountKey.toBase58(), writableIndexes: [...l.writableIndexes], readonlyIndexes: [...l.readonlyIndexes] })),
            }),
      },
    }
  } else {
    throw invalid(`unsupported encoding: ${encoding}. Supported encodings: json, base64`)
  }
  return { slot: record.slot, blockTime: record.blockTime, version, meta, transaction }
}

export function status(record: TransactionRecord): unknown {
  return record.err === null ? { Ok: null } : { Err: record.err as unknown }
}
