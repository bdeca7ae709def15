import { TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { SOLANA_DECIMALS } from '../solana/solanaSandboxConstants'
import type { TokenBalance } from './tokenBalance'

/** A Solana chain the API answers for: its id, its JSON-RPC, the coin's and the tokens' prices. */
export type SolanaApiChain = {
  caipNetworkId: string
  rpcUrl: string
  /** Fixed USD price of SOL. */
  nativePriceUsd: number
  /** The SPL tokens it knows by mint (others are listed under their mint, unpriced). */
  tokens: readonly { mint: string; name: string; symbol: string; decimals: number; priceUsd: number }[]
}

/** How the price service names SOL (the hosted service's placeholder for the native coin). */
export const SOLANA_NATIVE_PLACEHOLDER = 'So11111111111111111111111111111111111111111'

const rpcAnswer = z.object({ result: z.unknown().optional(), error: z.object({ code: z.number(), message: z.string() }).optional() })

const balanceResult = z.object({ value: z.number().int().nonnegative() })
const tokenAccountsResult = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({ info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string(), decimals: z.number().int() }) }) }),
        }),
      }),
    }),
  ),
})

async function call<T extends z.ZodTypeAny>(rpcUrl: string, method: string, params: unknown[], result: T): Promise<z.infer<T>> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = rpcAnswer.parse(await response.json())
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return result.parse(answer.result)
}

/**
 * The SPEC §3 token balances of a Solana account, read from the local Solana chain's JSON-RPC as
 * a client reads them: SOL (9 decimals) from `getBalance`, then each SPL token account with a
 * balance from `getTokenAccountsByOwner` (jsonParsed), the token id as CAIP-10 (`solana:…:<mint>`).
 */
export async function solanaBalances(chain: SolanaApiChain, owner: string): Promise<TokenBalance[]> {
  const [lamports, accounts] = await Promise.all([
    call(chain.rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }], balanceResult),
    call(
      chain.rpcUrl,
      'getTokenAccountsByOwner',
      [owner, { programId: TOKEN_PROGRAM_ID.toBase58() }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      tokenAccountsResult,
    ),
  ])
  const numeric = formatUnits(BigInt(lamports.value), SOLANA_DECIMALS)
  const native: TokenBalance = {
    name: 'Solana',
    symbol: 'SOL',
    chainId: chain.caipNetworkId,
    value: Number(numeric) * chain.nativePriceUsd,
    price: chain.nativePriceUsd,
    iconUrl: '',
    quantity: { decimals: String(SOLANA_DECIMALS), numeric },
  }
  const tokens = accounts.value.flatMap(({ account }): TokenBalance[] => {
    const { mint, tokenAmount } = account.data.parsed.info
    if (tokenAmount.amount === '0') return []
    const known = chain.tokens.find(token => token.mint === mint)
    const amount = formatUnits(BigInt(tokenAmount.amount), tokenAmount.decimals)
    const price = known?.priceUsd ?? 0
    return [
      {
        name: known?.name ?? mint,
        symbol: known?.symbol ?? `${mint.slice(0, 4)}…`,
        chainId: chain.caipNetworkId,
        address: `${chain.caipNetworkId}:${mint}`,
        value: Number(amount) * price,
        price,
        iconUrl: '',
        quantity: { decimals: String(tokenAmount.decimals), numeric: amount },
      },
    ]
  })
  return [native, ...tokens]
}
