/**
 * The sandbox Solana chain: a LiteSVM instance plus what an RPC node keeps around it — slots,
 * a window of valid blockhashes, signature statuses and transaction records.
 *
 * LiteSVM accepts only its latest blockhash. web3.js caches a blockhash for 30 s and asks for a
 * new one when it would re-send an identical transaction, so the facade turns LiteSVM's own check
 * off and keeps its own window instead: every committed transaction opens a new slot with a new
 * blockhash, and a blockhash stays valid for BLOCKHASH_VALID_SLOTS slots, as on a real cluster.
 */
import { LiteSVM, SimulatedTransactionInfo, type FailedTransactionMetadata, type TransactionMetadata } from 'litesvm'
import { address, getBase58Decoder, getTransactionDecoder, lamports, type Address } from '@solana/kit'
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { ACCOUNT_SIZE, AccountLayout, AccountState, ASSOCIATED_TOKEN_PROGRAM_ID, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { transactionErrorJson, type TransactionErrorJson } from './errors.ts'
import { decodeMint, decodeTokenAccount, isMint, isTokenAccount, uiTokenAmount, type UiTokenAmount } from './tokens.ts'
import { SOLANA_ACCOUNT_SEEDS, SOLANA_SEED_LAMPORTS, SOLANA_SEED_USDC, SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT_SEED, seedBytes } from './accounts.ts'

/** Slots a blockhash stays valid, as on mainnet (lastValidBlockHeight = issued + 150). */
export const BLOCKHASH_VALID_SLOTS = 150
/** LiteSVM's fee per signature. */
export const LAMPORTS_PER_SIGNATURE = 5000

export interface AccountView {
  address: string
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export interface TokenBalanceMeta {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  err: TransactionErrorJson | null
  fee: number
  logs: string[]
  unitsConsumed: number
  /** Wire bytes of the transaction; null for airdrops (LiteSVM credits those directly). */
  wire: Uint8Array | null
  accountKeys: string[]
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalanceMeta[]
  postTokenBalances: TokenBalanceMeta[]
}

export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  accounts: (AccountView | null)[] | null
}

/** Thrown by `send` when the transaction fails preflight; carries the simulation outcome. */
export class TransactionFailedError extends Error {
  constructor(readonly result: SimulationResult) {
    super(`Transaction simulation failed: ${typeof result.err === 'string' ? result.err : JSON.stringify(result.err)}`)
    this.name = 'TransactionFailedError'
  }
}

/** Thrown for malformed transaction bytes (maps to -32602 invalid params). */
export class InvalidTransactionError extends Error {
  override name = 'InvalidTransactionError'
}

export interface SeededAccount {
  keypair: Keypair
  address: string
  usdcTokenAccount: string
}

const decoder = getTransactionDecoder()
const base58 = getBase58Decoder()

function isFailed(r: TransactionMetadata | FailedTransactionMetadata): r is FailedTransactionMetadata {
  return typeof (r as FailedTransactionMetadata).err === 'function'
}

export class SolanaChain {
  readonly svm: LiteSVM
  readonly accounts: SeededAccount[]
  readonly usdcMint: string
  readonly mintAuthority: Keypair
  private slotNumber = 1
  private readonly blockhashes = new Map<string, number>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly listeners = new Set<(record: TransactionRecord) => void>()

  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.svm.warpToSlot(BigInt(this.slotNumber))
    this.blockhashes.set(this.svm.latestBlockhash(), this.slotNumber)
    this.accounts = SOLANA_ACCOUNT_SEEDS.map((seed) => {
      const keypair = Keypair.fromSeed(seedBytes(seed))
      return { keypair, address: keypair.publicKey.toBase58(), usdcTokenAccount: '' }
    })
    const mintKeypair = Keypair.fromSeed(seedBytes(SOLANA_USDC_MINT_SEED))
    this.usdcMint = mintKeypair.publicKey.toBase58()
    this.mintAuthority = this.accounts[0]!.keypair
    this.seed()
  }

  get slot(): number {
    return this.slotNumber
  }

  /** Funds the seeded accounts and writes the USDC-like mint and their token accounts directly. */
  private seed(): void {
    const mint = new PublicKey(this.usdcMint)
    const rentMint = this.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))
    const rentAccount = this.svm.minimumBalanceForRentExemption(BigInt(ACCOUNT_SIZE))
    const mintData = Buffer.alloc(MINT_SIZE)
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: this.mintAuthority.publicKey,
        supply: SOLANA_SEED_USDC * BigInt(this.accounts.length),
        decimals: SOLANA_USDC_DECIMALS,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      mintData,
    )
    this.writeAccount(this.usdcMint, rentMint, TOKEN_PROGRAM_ID.toBase58(), mintData)
    for (const account of this.accounts) {
      this.writeAccount(account.address, SOLANA_SEED_LAMPORTS, '11111111111111111111111111111111', new Uint8Array(0))
      const ata = getAssociatedTokenAddressSync(mint, account.keypair.publicKey, false, TOKEN_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID)
      const data = Buffer.alloc(ACCOUNT_SIZE)
      AccountLayout.encode(
        {
          mint,
          owner: account.keypair.publicKey,
          amount: SOLANA_SEED_USDC,
          delegateOption: 0,
          delegate: PublicKey.default,
          state: AccountState.Initialized,
          isNativeOption: 0,
          isNative: 0n,
          delegatedAmount: 0n,
          closeAuthorityOption: 0,
          closeAuthority: PublicKey.default,
        },
        data,
      )
      this.writeAccount(ata.toBase58(), rentAccount, TOKEN_PROGRAM_ID.toBase58(), data)
      account.usdcTokenAccount = ata.toBase58()
    }
  }

  private writeAccount(addr: string, lamportsValue: bigint, owner: string, data: Uint8Array): void {
    this.svm.setAccount({
      address: address(addr),
      lamports: lamports(lamportsValue),
      programAddress: address(owner),
      executable: false,
      data,
      space: BigInt(data.length),
    })
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    const issued = this.blockhashes.get(blockhash) ?? this.slotNumber
    return { blockhash, lastValidBlockHeight: issued + BLOCKHASH_VALID_SLOTS }
  }

  isBlockhashValid(blockhash: string): boolean {
    const issued = this.blockhashes.get(blockhash)
    return issued !== undefined && this.slotNumber - issued <= BLOCKHASH_VALID_SLOTS
  }

  getAccount(addr: string): AccountView | null {
    const account = this.svm.getAccount(address(addr))
    if (!account.exists) return null
    return {
      address: addr,
      lamports: account.lamports,
      owner: account.programAddress,
      data: new Uint8Array(account.data),
      executable: account.executable,
    }
  }

  getBalance(addr: string): bigint {
    return this.svm.getBalance(address(addr)) ?? 0n
  }

  programAccounts(program: string): AccountView[] {
    return this.svm.getProgramAccounts(address(program)).map((a) => ({
      address: a.address,
      lamports: a.lamports,
      owner: a.programAddress,
      data: new Uint8Array(a.data),
      executable: a.executable,
    }))
  }

  decimalsOf(mint: string): number {
    const account = this.getAccount(mint)
    return account && isMint(account.owner, account.data) ? decodeMint(account.data).decimals : 0
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size))
  }

  record(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  allRecords(): TransactionRecord[] {
    return [...this.records.values()]
  }

  /** Calls `listener` after every committed transaction or airdrop. */
  onCommit(listener: (record: TransactionRecord) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private parse(wire: Uint8Array): VersionedTransaction {
    try {
      return VersionedTransaction.deserialize(wire)
    } catch (error) {
      throw new InvalidTransactionError(`failed to deserialize transaction: ${(error as Error).message}`)
    }
  }

  private tokenBalances(keys: string[]): TokenBalanceMeta[] {
    const out: TokenBalanceMeta[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.getAccount(key)
      if (!account || !isTokenAccount(account.owner, account.data)) return
      const decoded = decodeTokenAccount(account.data)
      out.push({
        accountIndex,
        mint: decoded.mint,
        owner: decoded.owner,
        programId: account.owner,
        uiTokenAmount: uiTokenAmount(decoded.amount, this.decimalsOf(decoded.mint)),
      })
    })
    return out
  }

  /** Opens the next slot with a fresh blockhash; older blockhashes stay valid for a while. */
  private advance(): void {
    this.slotNumber += 1
    this.svm.warpToSlot(BigInt(this.slotNumber))
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.slotNumber)
    for (const [hash, issued] of this.blockhashes) {
      if (this.slotNumber - issued > BLOCKHASH_VALID_SLOTS * 2) this.blockhashes.delete(hash)
    }
  }

  private commit(record: TransactionRecord): TransactionRecord {
    this.records.set(record.signature, record)
    this.advance()
    for (const listener of this.listeners) listener(record)
    return record
  }

  /**
   * Executes a signed transaction. Failures throw TransactionFailedError with the simulation
   * outcome (a node's preflight check); with `skipPreflight` a failure that got past signature and
   * blockhash checks is recorded with its `err` instead, so confirmations report it as a node does
   * (LiteSVM rolls failed transactions back entirely, so no fee is charged here).
   */
  send(wire: Uint8Array, options: { skipPreflight?: boolean } = {}): TransactionRecord {
    const tx = this.parse(wire)
    const signature = base58.decode(tx.signatures[0] ?? new Uint8Array(64))
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58())
    if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      throw new TransactionFailedError({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, accounts: null })
    }
    if (this.records.has(signature)) {
      throw new TransactionFailedError({ err: 'AlreadyProcessed', logs: [], unitsConsumed: 0, accounts: null })
    }
    const preBalances = keys.map((k) => Number(this.getBalance(k)))
    const preTokenBalances = this.tokenBalances(keys)
    let result: TransactionMetadata | FailedTransactionMetadata
    try {
      result = this.svm.sendTransaction(decoder.decode(wire))
    } catch (error) {
      // kit's assertIsFullySignedTransaction throws on missing signatures.
      throw new TransactionFailedError({ err: 'SignatureFailure', logs: [String((error as Error).message)], unitsConsumed: 0, accounts: null })
    }
    if (isFailed(result)) {
      const meta = result.meta()
      const failure = { err: transactionErrorJson(result), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), accounts: null }
      if (!options.skipPreflight || failure.err === 'SignatureFailure' || failure.err === 'AlreadyProcessed') {
        throw new TransactionFailedError(failure)
      }
      return this.commit({
        signature,
        slot: this.slotNumber,
        blockTime: Math.floor(Date.now() / 1000),
        err: failure.err,
        fee: 0,
        logs: failure.logs,
        unitsConsumed: failure.unitsConsumed,
        wire,
        accountKeys: keys,
        preBalances,
        postBalances: preBalances,
        preTokenBalances,
        postTokenBalances: preTokenBalances,
      })
    }
    return this.commit({
      signature,
      slot: this.slotNumber,
      blockTime: Math.floor(Date.now() / 1000),
      err: null,
      fee: LAMPORTS_PER_SIGNATURE * tx.message.header.numRequiredSignatures,
      logs: result.logs(),
      unitsConsumed: Number(result.computeUnitsConsumed()),
      wire,
      accountKeys: keys,
      preBalances,
      postBalances: keys.map((k) => Number(this.getBalance(k))),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
    })
  }

  /** Runs a transaction without committing it (simulateTransaction). */
  simulate(wire: Uint8Array, options: { sigVerify: boolean; replaceRecentBlockhash: boolean; accounts?: string[] }): SimulationResult {
    const tx = this.parse(wire)
    if (options.replaceRecentBlockhash) {
      tx.message.recentBlockhash = this.svm.latestBlockhash()
      wire = tx.serialize()
    } else if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, accounts: null }
    }
    if (!options.sigVerify) this.svm.withSigverify(false)
    try {
      const result = this.svm.simulateTransaction(decoder.decode(wire))
      if (!(result instanceof SimulatedTransactionInfo)) {
        const meta = result.meta()
        return { err: transactionErrorJson(result), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), accounts: null }
      }
      const meta = result.meta()
      let accounts: (AccountView | null)[] | null = null
      if (options.accounts) {
        const post = new Map(result.postAccounts().map((a) => [a.address as string, a]))
        accounts = options.accounts.map((key) => {
          const a = post.get(key)
          if (a) return { address: key, lamports: a.lamports, owner: a.programAddress, data: new Uint8Array(a.data), executable: a.executable }
          return this.getAccount(key)
        })
      }
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), accounts }
    } catch (error) {
      return { err: 'SignatureFailure', logs: [String((error as Error).message)], unitsConsumed: 0, accounts: null }
    } finally {
      if (!options.sigVerify) this.svm.withSigverify(true)
    }
  }

  /** Credits lamports from LiteSVM's faucet and records it like a transaction (requestAirdrop). */
  airdrop(to: string, amount: bigint): TransactionRecord {
    const before = this.getBalance(to)
    const result = this.svm.airdrop(address(to) as Address, lamports(amount))
    if (!result || isFailed(result)) {
      throw new TransactionFailedError({ err: result ? transactionErrorJson(result) : 'AccountNotFound', logs: [], unitsConsumed: 0, accounts: null })
    }
    return this.commit({
      signature: base58.decode(result.signature()),
      slot: this.slotNumber,
      blockTime: Math.floor(Date.now() / 1000),
      err: null,
      fee: LAMPORTS_PER_SIGNATURE,
      logs: result.logs(),
      unitsConsumed: Number(result.computeUnitsConsumed()),
      wire: null,
      accountKeys: [to],
      preBalances: [Number(before)],
      postBalances: [Number(this.getBalance(to))],
      preTokenBalances: [],
      postTokenBalances: [],
    })
  }
}
