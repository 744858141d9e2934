/**
 * LiteSVM failure values → the JSON shape Solana RPC nodes put in `err` fields
 * (`"AccountNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`), which web3.js reads.
 */
import type { FailedTransactionMetadata } from 'litesvm'

export type TransactionErrorJson = string | { [variant: string]: unknown }

// Order matters: these mirror LiteSVM's `const enum`s (which isolatedModules cannot read).
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

function instructionErrorJson(err: unknown): TransactionErrorJson {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError${err}`
  if (err && typeof err === 'object') {
    if ('code' in err && typeof err.code === 'number') return { Custom: err.code }
    if ('msg' in err && typeof err.msg === 'string') return { BorshIoError: err.msg }
  }
  return 'GenericError'
}

/** The RPC `err` value of a failed LiteSVM transaction. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err: unknown = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  if (err && typeof err === 'object') {
    const name = err.constructor.name
    if (name === 'TransactionErrorInstructionError' && 'index' in err && 'err' in err && typeof err.err === 'function') {
      return { InstructionError: [err.index, instructionErrorJson(err.err())] }
    }
    if (name === 'TransactionErrorDuplicateInstruction' && 'index' in err) return { DuplicateInstruction: err.index }
    if (name === 'TransactionErrorInsufficientFundsForRent' && 'accountIndex' in err) {
      return { InsufficientFundsForRent: { account_index: err.accountIndex } }
    }
    if (name === 'TransactionErrorProgramExecutionTemporarilyRestricted' && 'accountIndex' in err) {
      return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } }
    }
  }
  return String(err)
}
