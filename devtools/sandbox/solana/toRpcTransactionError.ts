import type { FailedTransactionMetadata } from 'litesvm'
// The error classes are not re-exported by the package's entry; its internal module is their home.
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal'

// LiteSVM's fieldless errors are `const enum`s (numbers at run time); these are their names in
// declaration order, which is the order of the validator's own `TransactionError` and `InstructionError`.
const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

/** The JSON shape a validator gives a transaction error (`err` in statuses and simulations). */
export type RpcTransactionError = string | Record<string, unknown>

/**
 * A failed LiteSVM transaction's error in the shape a Solana RPC answers it, e.g.
 * `{ InstructionError: [0, { Custom: 1 }] }` or `'InsufficientFundsForFee'`, which is what
 * web3.js and wallets read.
 */
export function toRpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const err = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  if (err instanceof TransactionErrorInstructionError) {
    const inner = err.err()
    const detail =
      typeof inner === 'number'
        ? (INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`)
        : inner instanceof InstructionErrorCustom
          ? { Custom: inner.code }
          : inner instanceof InstructionErrorBorshIo
            ? { BorshIoError: inner.msg }
            : String(inner)
    return { InstructionError: [err.index, detail] }
  }
  if (err instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: err.index }
  if (err instanceof TransactionErrorInsufficientFundsForRent) return { InsufficientFundsForRent: { account_index: err.accountIndex } }
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } }
  return String(err)
}
