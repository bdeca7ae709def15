import { formatIssues, parseWith } from 'vestibule/validation'
import type { core, output } from 'zod/mini'
import { type HttpClient, type Logger } from 'vestibule/plugin'
import { balancesEnvelopeSchema, historyEnvelopeSchema, tokenBalanceSchema, transactionSchema, type TokenBalance, type Transaction } from './portfolioSchemas'

/** Keeps the entries that match `schema`; each one that does not is dropped and logged, never shown. */
function keepValid<S extends core.$ZodType>(entries: readonly unknown[], schema: S, logger: Logger, what: string): output<S>[] {
  const kept: output<S>[] = []
  for (const entry of entries) {
    const result = parseWith(schema, entry)
    if (result.success) kept.push(result.data)
    else logger.warn(`A ${what} was dropped: it does not match its shape.`, formatIssues(result.issues), entry)
  }
  return kept
}

export type FetchBalancesParameters = { address: string; caipNetworkId: string; signal?: AbortSignal | undefined }

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId= (SPEC §7): the account's balances on
 * one network, malformed entries dropped and logged.
 */
export async function fetchBalances(api: HttpClient, logger: Logger, { address, caipNetworkId, signal }: FetchBalancesParameters): Promise<TokenBalance[]> {
  const { balances } = await api.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
    query: { currency: 'usd', chainId: caipNetworkId, forceUpdate: undefined },
    schema: balancesEnvelopeSchema,
    signal,
  })
  return keepValid(balances, tokenBalanceSchema, logger, 'token balance')
}

export type FetchHistoryParameters = { address: string; caipNetworkId: string; cursor: string | null; signal?: AbortSignal | undefined }

/**
 * GET /v1/account/{address}/history?chainId=&cursor= (SPEC §7): one page of the account's
 * transactions and the next cursor, malformed entries dropped and logged.
 */
export async function fetchHistory(
  api: HttpClient,
  logger: Logger,
  { address, caipNetworkId, cursor, signal }: FetchHistoryParameters,
): Promise<{ transactions: Transaction[]; next: string | null }> {
  const { data, next } = await api.get(`/v1/account/${encodeURIComponent(address)}/history`, {
    query: { chainId: caipNetworkId, cursor: cursor ?? undefined },
    schema: historyEnvelopeSchema,
    signal,
  })
  return { transactions: keepValid(data, transactionSchema, logger, 'transaction'), next: next ?? null }
}
