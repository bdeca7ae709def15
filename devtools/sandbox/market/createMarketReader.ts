import { createPublicClient, http } from 'viem'
import type { Address } from 'viem'
import { pooledAddressOf, SANDBOX_MARKET_QUOTE_TOKEN, SANDBOX_MARKET_TOKENS, SANDBOX_ROUTER, sandboxPoolOf } from './sandboxMarket'
import { sandboxPairAbi, sandboxRouterAbi } from './sandboxMarketAbi'

export type MarketReader = ReturnType<typeof createMarketReader>

/**
 * Reads the sandbox market's live state from its chain: quotes through the router (the same
 * arithmetic the swap executes), reserves, allowances and USD prices from the pools against SUSD.
 * Nothing is cached: every answer is the chain's state at the time of asking. The native coin
 * (SANDBOX_NATIVE_TOKEN) is read as wrapped ether, which its pool holds.
 */
export function createMarketReader(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })

  async function reservesOf(tokenIn: Address, tokenOut: Address): Promise<{ reserveIn: bigint; reserveOut: bigint }> {
    tokenIn = pooledAddressOf(tokenIn)
    tokenOut = pooledAddressOf(tokenOut)
    const pool = sandboxPoolOf(tokenIn, tokenOut)
    if (!pool) throw new MarketError(`no pool for ${tokenIn} → ${tokenOut}`)
    const [token0, [reserve0, reserve1]] = await Promise.all([
      client.readContract({ address: pool.address, abi: sandboxPairAbi, functionName: 'token0' }) as Promise<Address>,
      client.readContract({ address: pool.address, abi: sandboxPairAbi, functionName: 'getReserves' }) as Promise<readonly [bigint, bigint]>,
    ])
    return token0.toLowerCase() === tokenIn.toLowerCase() ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 }
  }

  return {
    client,
    reservesOf,
    /** What `amountIn` (base units) of tokenIn buys of tokenOut right now, fee included. */
    async quote(tokenIn: Address, tokenOut: Address, amountIn: bigint): Promise<bigint> {
      if (!sandboxPoolOf(tokenIn, tokenOut)) throw new MarketError(`no pool for ${tokenIn} → ${tokenOut}`)
      return (await client.readContract({
        address: SANDBOX_ROUTER,
        abi: sandboxRouterAbi,
        functionName: 'quote',
        args: [amountIn, pooledAddressOf(tokenIn), pooledAddressOf(tokenOut)],
      })) as bigint
    },
    /** USD price of a market token: 1 for SUSD, otherwise the SUSD side of its pool over its own side (spot, no fee). */
    async priceUsd(token: Address): Promise<number | undefined> {
      const quoteToken = SANDBOX_MARKET_QUOTE_TOKEN
      token = pooledAddressOf(token)
      if (token.toLowerCase() === quoteToken.address.toLowerCase()) return 1
      const known = SANDBOX_MARKET_TOKENS.find(candidate => candidate.address.toLowerCase() === token.toLowerCase())
      if (!known || !sandboxPoolOf(token, quoteToken.address)) return undefined
      const { reserveIn, reserveOut } = await reservesOf(token, quoteToken.address)
      return Number(reserveOut) / 10 ** quoteToken.decimals / (Number(reserveIn) / 10 ** known.decimals)
    },
  }
}

/** A request the market cannot serve (no pool, bad amount): the route answers 400 with its message. */
export class MarketError extends Error {}
