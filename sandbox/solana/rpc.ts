/**
 * The JSON-RPC method table of the Solana facade: the subset of the Solana RPC API that
 * @solana/web3.js 1.x (`Connection`, `sendAndConfirmTransaction`, @solana/spl-token helpers) and
 * wallet adapters call, with the node's response shapes and error codes.
 */
import { VersionedMessage } from '@solana/web3.js'
import { InvalidTransactionError, LAMPORTS_PER_SIGNATURE, TransactionFailedError, type AccountView, type SolanaChain } from './chain.ts'
import { decodeMint, decodeTokenAccount, isMint, isTokenAccount, TOKEN_PROGRAM, uiTokenAmount } from './tokens.ts'
import { SOLANA_SANDBOX_GENESIS_HASH } from './accounts.ts'
import {
  RpcError,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_INVALID_PARAMS,
  RPC_INTERNAL_ERROR,
  RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  API_VERSION,
  invalid,
  pubkeyParam,
  configParam,
  optionalString,
  optionalBoolean,
  decodeWire,
  type Params,
  type Handler,
} from './rpcParams.ts'
import { encodeAccount, matchesFilters, simulationJson, transactionJson, status } from './rpcEncoding.ts'

export class SolanaRpc {
  private readonly methods: Record<string, Handler>

  constructor(readonly chain: SolanaChain) {
    const c = chain
    const ctx = (value: unknown): unknown => ({ context: { apiVersion: API_VERSION, slot: c.slot }, value })
    this.methods = {
      getHealth: () => 'ok',
      getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
      getGenesisHash: () => SOLANA_SANDBOX_GENESIS_HASH,
      getSlot: () => c.slot,
      getBlockHeight: () => c.slot,
      getTransactionCount: () => c.allRecords().length,
      getEpochInfo: () => ({
        absoluteSlot: c.slot,
        blockHeight: c.slot,
        epoch: 0,
        slotIndex: c.slot,
        slotsInEpoch: 432000,
        transactionCount: c.allRecords().length,
      }),
      getRecentPrioritizationFees: () => [],
      getBalance: (p) => ctx(Number(c.getBalance(pubkeyParam(p, 0, 'pubkey')))),
      getAccountInfo: (p) => {
        const key = pubkeyParam(p, 0, 'pubkey')
        const encoding = optionalString(configParam(p, 1), 'encoding') ?? 'base58'
        return ctx(encodeAccount(c.getAccount(key), encoding, this.decimalsOf))
      },
      getMultipleAccounts: (p) => {
        if (!Array.isArray(p[0])) throw invalid('pubkeys must be an array of base58 strings')
        if (p[0].length > 100) throw invalid('too many accounts provided; max 100')
        const keys = p[0].map((_, i) => pubkeyParam(p[0] as Params, i, `pubkeys[${i}]`))
        const encoding = optionalString(configParam(p, 1), 'encoding') ?? 'base64'
        return ctx(keys.map((k) => encodeAccount(c.getAccount(k), encoding, this.decimalsOf)))
      },
      getProgramAccounts: (p) => {
        const program = pubkeyParam(p, 0, 'program id')
        const config = configParam(p, 1)
        const encoding = optionalString(config, 'encoding') ?? 'base58'
        const filters = config.filters
        if (filters !== undefined && !Array.isArray(filters)) throw invalid('filters must be an array')
        const matches = c.programAccounts(program).filter((a) => matchesFilters(a, (filters as unknown[]) ?? []))
        const list = matches.map((a) => ({ pubkey: a.address, account: encodeAccount(a, encoding, this.decimalsOf) }))
        return optionalBoolean(config, 'withContext', false) ? ctx(list) : list
      },
      getLatestBlockhash: () => ctx(c.latestBlockhash()),
      isBlockhashValid: (p) => {
        if (typeof p[0] !== 'string') throw invalid('blockhash must be a base58 string')
        return ctx(c.isBlockhashValid(p[0]))
      },
      getFeeForMessage: (p) => {
        const bytes = decodeWire(p[0], 'base64', 'message')
        let message: VersionedMessage
        try {
          message = VersionedMessage.deserialize(bytes)
        } catch {
          throw invalid('failed to deserialize message')
        }
        const fee = c.isBlockhashValid(message.recentBlockhash) ? LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures : null
        return ctx(fee)
      },
      getMinimumBalanceForRentExemption: (p) => {
        const size = p[0]
        if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 10 * 1024 * 1024) {
          throw invalid('data length must be a non-negative integer up to 10 MiB')
        }
        return Number(c.minimumBalanceForRentExemption(size))
      },
      sendTransaction: (p) => {
        const config = configParam(p, 1)
        const wire = decodeWire(p[0], optionalString(config, 'encoding') ?? 'base58', 'transaction')
        const skipPreflight = optionalBoolean(config, 'skipPreflight', false)
        try {
          return c.send(wire, { skipPreflight }).signature
        } catch (error) {
          if (error instanceof TransactionFailedError) {
            throw new RpcError(RPC_SEND_TRANSACTION_PREFLIGHT_FAILURE, error.message, simulationJson(error.result, 'base64', this.decimalsOf))
          }
          if (error instanceof InvalidTransactionError) throw invalid(error.message)
          throw error
        }
      },
      simulateTransaction: (p) => {
        const config = configParam(p, 1)
        const wire = decodeWire(p[0], optionalString(config, 'encoding') ?? 'base58', 'transaction')
        const sigVerify = optionalBoolean(config, 'sigVerify', false)
        const replaceRecentBlockhash = optionalBoolean(config, 'replaceRecentBlockhash', false)
        if (sigVerify && replaceRecentBlockhash) throw invalid('sigVerify may not be used with replaceRecentBlockhash')
        let accounts: string[] | undefined
        let accountsEncoding = 'base64'
        if (config.accounts !== undefined && config.accounts !== null) {
          const acc = config.accounts as Record<string, unknown>
          if (typeof acc !== 'object' || !Array.isArray(acc.addresses)) throw invalid('accounts.addresses must be an array')
          accounts = acc.addresses.map((_, i) => pubkeyParam(acc.addresses as Params, i, `accounts.addresses[${i}]`))
          accountsEncoding = optionalString(acc, 'encoding') ?? 'base64'
        }
        try {
          return ctx(simulationJson(c.simulate(wire, { sigVerify, replaceRecentBlockhash, accounts }), accountsEncoding, this.decimalsOf))
        } catch (error) {
          if (error instanceof InvalidTransactionError) throw invalid(error.message)
          throw error
        }
      },
      getSignatureStatuses: (p) => {
        if (!Array.isArray(p[0])) throw invalid('signatures must be an array of base58 strings')
        if (p[0].length > 256) throw invalid('too many signatures; max 256')
        return ctx(
          p[0].map((sig) => {
            if (typeof sig !== 'string') throw invalid('signatures must be base58 strings')
            const record = c.record(sig)
            if (!record) return null
            return { slot: record.slot, confirmations: null, err: record.err, status: status(record), confirmationStatus: 'finalized' }
          }),
        )
      },
      getSignaturesForAddress: (p) => {
        const key = pubkeyParam(p, 0, 'address')
        const config = configParam(p, 1)
        const limit = config.limit === undefined ? 1000 : config.limit
        if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) throw invalid('limit must be 1..1000')
        const newestFirst = c
          .allRecords()
          .filter((r) => r.accountKeys.includes(key))
          .reverse()
        const before = optionalString(config, 'before')
        const start = before ? newestFirst.findIndex((r) => r.signature === before) + 1 : 0
        return newestFirst.slice(start, start + limit).map((r) => ({
          signature: r.signature,
          slot: r.slot,
          err: r.err,
          memo: null,
          blockTime: r.blockTime,
          confirmationStatus: 'finalized',
        }))
      },
      getTransaction: (p) => {
        if (typeof p[0] !== 'string') throw invalid('signature must be a base58 string')
        const config = configParam(p, 1)
        const encoding = optionalString(config, 'encoding') ?? 'json'
        const maxVersion = config.maxSupportedTransactionVersion
        const record = c.record(p[0])
        if (!record?.wire) return null
        return transactionJson(record, encoding, typeof maxVersion === 'number' ? maxVersion : undefined)
      },
      getTokenAccountsByOwner: (p) => {
        const owner = pubkeyParam(p, 0, 'owner')
        const filter = p[1]
        if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw invalid('filter must be { mint } or { programId }')
        const f = filter as Record<string, unknown>
        let mint: string | undefined
        if ('mint' in f) mint = pubkeyParam([f.mint], 0, 'mint')
        else if ('programId' in f) {
          const program = pubkeyParam([f.programId], 0, 'programId')
          if (program !== TOKEN_PROGRAM) throw new RpcError(RPC_INVALID_PARAMS, 'Invalid param: unrecognized Token program id')
        } else throw invalid('filter must be { mint } or { programId }')
        const encoding = optionalString(configParam(p, 2), 'encoding') ?? 'base58'
        const list = c
          .programAccounts(TOKEN_PROGRAM)
          .filter((a) => isTokenAccount(a.owner, a.data))
          .filter((a) => {
            const decoded = decodeTokenAccount(a.data)
            return decoded.owner === owner && (mint === undefined || decoded.mint === mint)
          })
          .map((a) => ({ pubkey: a.address, account: encodeAccount(a, encoding, this.decimalsOf) }))
        return ctx(list)
      },
      getTokenAccountBalance: (p) => {
        const account = c.getAccount(pubkeyParam(p, 0, 'token account'))
        if (!account) throw new RpcError(RPC_INVALID_PARAMS, 'Invalid param: could not find account')
        if (!isTokenAccount(account.owner, account.data)) throw new RpcError(RPC_INVALID_PARAMS, 'Invalid param: not a Token account')
        const decoded = decodeTokenAccount(account.data)
        return ctx({ ...uiTokenAmount(decoded.amount, c.decimalsOf(decoded.mint)) })
      },
      getTokenSupply: (p) => {
        const account = c.getAccount(pubkeyParam(p, 0, 'mint'))
        if (!account || !isMint(account.owner, account.data)) throw new RpcError(RPC_INVALID_PARAMS, 'Invalid param: not a Token mint')
        const mint = decodeMint(account.data)
        return ctx({ ...uiTokenAmount(mint.supply, mint.decimals) })
      },
      requestAirdrop: (p) => {
        const key = pubkeyParam(p, 0, 'pubkey')
        const amount = p[1]
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw invalid('lamports must be a positive integer')
        if (amount > 1_000_000 * 1_000_000_000) throw new RpcError(RPC_INTERNAL_ERROR, 'airdrop request too large')
        return c.airdrop(key, BigInt(amount)).signature
      },
    }
  }

  /** Method names the facade implements. */
  get methodNames(): string[] {
    return Object.keys(this.methods)
  }

  /** Runs one request object and returns its response object (never throws). */
  call(request: unknown): unknown {
    const id = request && typeof request === 'object' && 'id' in request ? ((request as { id: unknown }).id ?? null) : null
    try {
      if (!request || typeof request !== 'object' || Array.isArray(request)) throw new RpcError(RPC_INVALID_REQUEST, 'Invalid request')
      const { jsonrpc, method, params } = request as Record<string, unknown>
      if (jsonrpc !== '2.0' || typeof method !== 'string') throw new RpcError(RPC_INVALID_REQUEST, 'Invalid request')
      if (params !== undefined && params !== null && !Array.isArray(params)) throw invalid('params must be an array')
      const handler = Object.hasOwn(this.methods, method) ? this.methods[method] : undefined
      if (!handler) throw new RpcError(RPC_METHOD_NOT_FOUND, `Method not found: ${method}`)
      return { jsonrpc: '2.0', id, result: handler((params as Params | undefined) ?? []) }
    } catch (error) {
      const e = error instanceof RpcError ? error : new RpcError(RPC_INTERNAL_ERROR, `Internal error: ${(error as Error).message}`)
      const body: { code: number; message: string; data?: unknown } = { code: e.code, message: e.message }
      if (e.data !== undefined) body.data = e.data
      return { jsonrpc: '2.0', id, error: body }
    }
  }

  /** Runs a JSON-RPC payload: one request or a batch (array). */
  handle(payload: unknown): unknown {
    if (Array.isArray(payload)) {
      if (payload.length === 0) return this.call(null)
      return payload.map((r) => this.call(r))
    }
    return this.call(payload)
  }

  /** An account as the node encodes it (`base58`, `base64` or `jsonParsed`). */
  encodeAccount(account: AccountView | null, encoding: string): unknown {
    return encodeAccount(account, encoding, this.decimalsOf)
  }

  private readonly decimalsOf = (mint: string): number => this.chain.decimalsOf(mint)
}
