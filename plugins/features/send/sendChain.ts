import { ThrownMessages, VestibuleError, type CaipNetwork, type PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import type { SendToken } from './sendState'

/** What the Send plugin needs of a namespace: a fee estimate, the send itself, and the wait. */
export interface SendChain {
  /** The network fee in the native currency, as a decimal string, its raw amount, and the gas limit it was estimated with (EVM). */
  estimateFee(parameters: { from: string; to: string; token: SendToken; value: bigint }): Promise<{ fee: string; raw: bigint; gas?: bigint; feeRate?: number }>
  /**
   * Asks the wallet to sign and send (with the previewed gas limit, where there is one); resolves
   * with the transaction id once the chain took it. The transaction built is decoded and compared
   * with these parameters first (a mismatch rejects with `TransactionMismatchError`), and `check`
   * runs last before the wallet is asked (it throws to stop the send). `fee` (decimal, native coin)
   * and `feeRate` are what the preview showed, where the namespace builds its fee from a rate (bip122:
   * sat/vB): the transaction pays that rate and no more than that fee.
   */
  send(parameters: {
    from: string
    to: string
    token: SendToken
    value: bigint
    gas?: bigint | undefined
    fee?: string | undefined
    feeRate?: number | undefined
    check?: () => void
  }): Promise<string>
  /** Resolves when the transaction is final; rejects when it failed on chain. */
  waitFor(txId: string): Promise<void>
  explorerUrl(txId: string): string | null
  /** The account's tokens other than the native coin, where the namespace has them. */
  readTokens?(owner: string): Promise<SendToken[]>
}

export interface SendChainContext {
  readonly ctx: PluginContext
  readonly network: CaipNetwork
  readonly rpc: RpcClient
}

/** Thrown when the chain executed the transaction and it failed. */
export class FailedOnChainError extends VestibuleError {}

/**
 * This page cannot send on the namespace: no plugin of its entry provides the chain code, or a
 * peer package it needs is missing (the provider has said which on the console).
 */
export class SendChainUnavailableError extends VestibuleError {
  override name = 'SendChainUnavailableError'
  constructor(
    shortMessage = 'This page cannot send on the namespace',
    /** Which namespace's sends are unavailable (the visitor's message names it). */
    readonly namespace: 'solana' | 'bip122' = 'solana',
  ) {
    super(shortMessage)
  }
}

/**
 * The chain code refused the send before the wallet was asked, or the chain refused what was
 * broadcast, for a reason the visitor can act on: `shortMessage` is the visitor's message (a
 * `SendMessages` text, English as state holds it). Nothing was sent.
 */
export class SendRefusedError extends VestibuleError {
  override name = 'SendRefusedError'
}

/**
 * A Solana token receiver that is not a wallet (off the ed25519 curve: a token account, a program
 * address): its associated token account would belong to an owner no key signs for, and the
 * tokens would be stuck there.
 */
export class OffCurveReceiverError extends VestibuleError {
  override name = 'OffCurveReceiverError'
}

/** The transaction built for the wallet, decoded, is not what the visitor confirmed: nothing is signed. */
export class TransactionMismatchError extends VestibuleError {
  override name = 'TransactionMismatchError'
}

/**
 * After the chain took a transaction, this many reads in a row may fail (a dropped RPC) before the
 * wait gives up: the transaction is out, so a short outage must not end the wait.
 */
export const MAX_FAILED_READS = 5

/**
 * Polls `read` until it answers something other than undefined (SPEC §9 polling interval, shortened
 * for a local chain by the caller). A failed read is tried again at the next interval; only
 * `MAX_FAILED_READS` failures in a row end the wait, with the last error.
 */
export async function poll<T>(read: () => Promise<T | undefined>, intervalMs: number, signal: AbortSignal): Promise<T> {
  let failures = 0
  for (;;) {
    try {
      const value = await read()
      if (value !== undefined) return value
      failures = 0
    } catch (error) {
      failures += 1
      if (failures >= MAX_FAILED_READS) throw error
    }
    if (signal.aborted) throw new VestibuleError(ThrownMessages.REQUEST_ABORTED)
    await new Promise(resolve => setTimeout(resolve, intervalMs))
  }
}
