import { getBase58Decoder, getBase58Encoder, getTransactionDecoder, type Address, type Transaction } from '@solana/kit'
import { ACCOUNT_SIZE, AccountLayout, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import type { FailedTransactionMetadata, LiteSVM, TransactionMetadata } from 'litesvm'
import { formatUnits } from 'viem'
import { z } from 'zod'
import type { LocalSvm } from './createLocalSvm'
import { SolanaRpcError, invalidParams, methodNotFound } from './solanaRpcError'
import { toRpcTransactionError, type RpcTransactionError } from './toRpcTransactionError'

/** Lamports per signature, as on the public clusters. */
const LAMPORTS_PER_SIGNATURE = 5_000
/** A blockhash stays valid this many blocks after it is handed out, as on a cluster. */
const BLOCKHASH_VALIDITY = 150

type SignatureStatus = { slot: number; err: RpcTransactionError | null }
export type SolanaRpcMethods = {
  /** Answers one JSON-RPC call; throws SolanaRpcError for a JSON-RPC error. */
  call(method: string, params: unknown): unknown
  /** The landed status of a signature, or undefined (for `signatureSubscribe`). */
  statusOf(signature: string): SignatureStatus | undefined
  /** Called with each signature as it lands. */
  onLanded(listener: (signature: string, status: SignatureStatus) => void): () => void
  /** Current slot. */
  slot(): number
}

const pubkey = z.string().refine(isPublicKey, 'not a base58 public key')
const encodingConfig = z
  .object({ encoding: z.enum(['base64', 'base58', 'jsonParsed', 'base64+zstd']).optional() })
  .passthrough()
  .optional()
const sendConfig = z
  .object({
    encoding: z.enum(['base64', 'base58']).optional(),
    skipPreflight: z.boolean().optional(),
    preflightCommitment: z.string().optional(),
    maxRetries: z.number().int().min(0).optional(),
    minContextSlot: z.number().int().min(0).optional(),
  })
  .passthrough()
  .optional()
const simulateConfig = z
  .object({ encoding: z.enum(['base64', 'base58']).optional(), sigVerify: z.boolean().optional() })
  .passthrough()
  .optional()

function isPublicKey(value: string): boolean {
  try {
    new PublicKey(value)
    return true
  } catch {
    return false
  }
}

function parse<T>(schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params ?? [])
  if (!result.success) throw invalidParams(result.error.issues.map(i => `${i.path.join('.')} ${i.message}`).join('; '))
  return result.data
}

/**
 * The JSON-RPC methods web3.js 1.x, spl-token and wallets call, answered from LiteSVM in the
 * shapes a validator answers them (web3.js checks every response with superstruct). Every landed
 * transaction is final at once: one slot per transaction, every status `finalized`.
 */
export function createSolanaRpcMethods({ svm }: LocalSvm): SolanaRpcMethods {
  let slot = 1
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(signature: string, status: SignatureStatus) => void>()
  const context = () => ({ slot, apiVersion: '2.1.0' })
  const withContext = (value: unknown) => ({ context: context(), value })

  const accountJson = (address: string, encoding: string | undefined) => {
    const account = svm.getAccount(address as Address)
    if (!account.exists) return null
    const data = Buffer.from(account.data)
    const owner = account.programAddress as string
    const parsed = encoding === 'jsonParsed' ? parseTokenAccount(svm, owner, data) : undefined
    return {
      data: parsed ?? [data.toString('base64'), 'base64'],
      executable: account.executable,
      lamports: Number(account.lamports),
      owner,
      rentEpoch: 0,
      space: data.length,
    }
  }

  const decodeTransaction = (encoded: string, encoding: 'base64' | 'base58' = 'base58'): { transaction: Transaction; signature: string } => {
    try {
      const bytes = encoding === 'base64' ? Buffer.from(encoded, 'base64') : getBase58Encoder().encode(encoded)
      const transaction = getTransactionDecoder().decode(bytes)
      // A transaction's id is its first signature (the fee payer's).
      const first = Object.values(transaction.signatures)[0]
      return { transaction, signature: first ? base58(first) : '' }
    } catch (error) {
      throw invalidParams(`failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  const simulate = (transaction: Transaction, sigVerify: boolean) => {
    // web3.js simulates unsigned transactions with sigVerify false: the VM must not check them then.
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(transaction)
      const failed = 'err' in result ? (result as FailedTransactionMetadata) : undefined
      const meta: TransactionMetadata = failed ? failed.meta() : (result as { meta(): TransactionMetadata }).meta()
      return {
        err: failed ? toRpcTransactionError(failed) : null,
        logs: meta.logs(),
        accounts: null,
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: null,
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  const land = (signature: string, err: RpcTransactionError | null) => {
    const status = { slot, err }
    statuses.set(signature, status)
    slot += 1
    svm.warpToSlot(BigInt(slot))
    // A new blockhash per transaction: two identical transfers get two signatures.
    svm.expireBlockhash()
    for (const listener of listeners) listener(signature, status)
  }

  const methods: Record<string, (params: unknown) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getGenesisHash: () => new PublicKey(new Uint8Array(32).fill(0x67)).toBase58(),
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getEpochInfo: () => ({ absoluteSlot: slot, blockHeight: slot, epoch: 0, slotIndex: slot, slotsInEpoch: 432_000, transactionCount: statuses.size }),
    getLatestBlockhash: () => withContext({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + BLOCKHASH_VALIDITY }),
    isBlockhashValid: () => withContext(true),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: params => {
      const [size] = parse(z.tuple([z.number().int().min(0)]).rest(z.unknown()), params)
      return Number(svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getBalance: params => {
      const [address] = parse(z.tuple([pubkey]).rest(z.unknown()), params)
      return withContext(Number(svm.getBalance(address as Address) ?? 0n))
    },
    getAccountInfo: params => {
      const [address, config] = parse(z.tuple([pubkey]).rest(encodingConfig), params)
      return withContext(accountJson(address, config?.encoding))
    },
    getMultipleAccounts: params => {
      const [addresses, config] = parse(z.tuple([z.array(pubkey).max(100)]).rest(encodingConfig), params)
      return withContext(addresses.map(address => accountJson(address, config?.encoding)))
    },
    getTokenAccountsByOwner: params => {
      const [owner, filter, config] = parse(
        z.tuple([pubkey, z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })])]).rest(encodingConfig),
        params,
      )
      if ('programId' in filter && filter.programId !== TOKEN_PROGRAM_ID.toBase58()) return withContext([])
      const accounts = svm
        .getProgramAccounts(TOKEN_PROGRAM_ID.toBase58() as Address)
        .filter(account => account.data.length === ACCOUNT_SIZE)
        .filter(account => {
          const raw = AccountLayout.decode(Buffer.from(account.data))
          return raw.owner.toBase58() === owner && (!('mint' in filter) || raw.mint.toBase58() === filter.mint)
        })
      return withContext(accounts.map(account => ({ pubkey: account.address, account: accountJson(account.address, config?.encoding) })))
    },
    getTokenAccountBalance: params => {
      const [address] = parse(z.tuple([pubkey]).rest(z.unknown()), params)
      const parsed = accountJson(address, 'jsonParsed')?.data
      if (!parsed || Array.isArray(parsed)) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      return withContext(parsed.parsed.info.tokenAmount)
    },
    getFeeForMessage: params => {
      const [message] = parse(z.tuple([z.string()]).rest(z.unknown()), params)
      const bytes = Buffer.from(message, 'base64')
      // The header's first byte is the signer count; a versioned message puts a 0x80 prefix first.
      const signers = (bytes[0]! & 0x80 ? bytes[1] : bytes[0]) ?? 1
      return withContext(signers * LAMPORTS_PER_SIGNATURE)
    },
    simulateTransaction: params => {
      const [encoded, config] = parse(z.tuple([z.string()]).rest(simulateConfig), params)
      const { transaction } = decodeTransaction(encoded, config?.encoding)
      return withContext(simulate(transaction, config?.sigVerify ?? false))
    },
    sendTransaction: params => {
      const [encoded, config] = parse(z.tuple([z.string()]).rest(sendConfig), params)
      if (config?.minContextSlot !== undefined && config.minContextSlot > slot) {
        throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: slot })
      }
      const { transaction, signature } = decodeTransaction(encoded, config?.encoding)
      if (statuses.has(signature))
        throw new SolanaRpcError(-32002, 'Transaction simulation failed: This transaction has already been processed', { err: 'AlreadyProcessed', logs: [] })
      if (!config?.skipPreflight) {
        const simulation = simulate(transaction, true)
        if (simulation.err !== null) {
          throw new SolanaRpcError(-32002, `Transaction simulation failed: ${describe(simulation.err)}`, simulation)
        }
      }
      let result: TransactionMetadata | FailedTransactionMetadata
      try {
        result = svm.sendTransaction(transaction)
      } catch (error) {
        throw new SolanaRpcError(-32003, `Transaction signature verification failure: ${error instanceof Error ? error.message : String(error)}`)
      }
      // Without preflight a failing transaction still lands (its fee is charged): its status carries the error.
      land(signature, 'err' in result ? toRpcTransactionError(result as FailedTransactionMetadata) : null)
      return signature
    },
    getSignatureStatuses: params => {
      const [signatures] = parse(z.tuple([z.array(z.string()).max(256)]).rest(z.unknown()), params)
      return withContext(
        signatures.map(signature => {
          const status = statuses.get(signature)
          return status
            ? {
                slot: status.slot,
                confirmations: null,
                err: status.err,
                status: status.err ? { Err: status.err } : { Ok: null },
                confirmationStatus: 'finalized',
              }
            : null
        }),
      )
    },
    requestAirdrop: params => {
      const [address, amount] = parse(z.tuple([pubkey, z.number().int().positive()]).rest(z.unknown()), params)
      const result = svm.airdrop(address as Address, BigInt(amount) as never)
      if (!result || 'err' in result) throw new SolanaRpcError(-32603, 'Airdrop failed')
      const signature = base58(result.signature())
      land(signature, null)
      return signature
    },
  }

  return {
    call(method, params) {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!handler) throw methodNotFound(method)
      return handler(params)
    },
    statusOf: signature => statuses.get(signature),
    onLanded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    slot: () => slot,
  }
}

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

function describe(err: RpcTransactionError): string {
  if (typeof err === 'string') return err
  const instruction = (err as { InstructionError?: [number, unknown] }).InstructionError
  if (instruction)
    return `Error processing Instruction ${instruction[0]}: ${typeof instruction[1] === 'string' ? instruction[1] : JSON.stringify(instruction[1])}`
  return JSON.stringify(err)
}

/** A token account's `jsonParsed` data, as a validator's account decoder gives it. */
function parseTokenAccount(svm: LiteSVM, owner: string, data: Buffer) {
  if (owner !== TOKEN_PROGRAM_ID.toBase58() || data.length !== ACCOUNT_SIZE) return undefined
  const raw = AccountLayout.decode(data)
  const mint = svm.getAccount(raw.mint.toBase58() as Address)
  const decimals = mint.exists ? MintLayout.decode(Buffer.from(mint.data)).decimals : 0
  const amount = raw.amount.toString()
  const uiAmountString = formatUnits(raw.amount, decimals)
  return {
    program: 'spl-token',
    parsed: {
      type: 'account',
      info: {
        isNative: false,
        mint: raw.mint.toBase58(),
        owner: raw.owner.toBase58(),
        state: 'initialized',
        tokenAmount: { amount, decimals, uiAmount: Number(uiAmountString), uiAmountString },
      },
    },
    space: ACCOUNT_SIZE,
  }
}
