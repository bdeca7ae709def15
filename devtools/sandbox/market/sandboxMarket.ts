/**
 * The sandbox's local market: one more anvil chain under a SPEC §9 swap chain id (8453), holding
 * the sandbox ERC-20s (tokens/sandboxTokens.ts, same addresses: same deployer, same nonces), a
 * router and constant-product pools seeded with liquidity. Plain data (viem's address helpers
 * only), so the browser side (tests, the demo) imports it as the node side does.
 *
 * Deployer nonces on the market chain: 0..3 the sandbox tokens, 4 the router's code (copied to
 * SANDBOX_ROUTER), 5..7 the pools, 8 wrapped ether (the ETH pool's constructor takes its address
 * before it exists).
 */
import { getContractAddress } from 'viem'
import type { Address } from 'viem'
import { SANDBOX_DEPLOYER, sandboxErc20 } from '../tokens/sandboxTokens'
import type { SandboxErc20 } from '../tokens/sandboxTokens'

/** SPEC §9 lists 8453 among the swap networks, so the product's swap rules apply to it unchanged. */
export const SANDBOX_MARKET_CHAIN = { chainId: 8453, name: 'Sandbox Market' } as const

/** The mnemonic account that provides the pools' liquidity (the last of the 10). */
export const SANDBOX_MARKET_MAKER_INDEX = 9

export type SandboxPool = {
  readonly address: Address
  /** The mnemonic account that seeds it, when not the market maker (whose SUSD the first pools use up). */
  readonly makerIndex?: number
  /** The two tokens and the whole-token amounts the market maker seeds, which set the opening price. */
  readonly seed: readonly [{ readonly token: SandboxErc20; readonly amount: string }, { readonly token: SandboxErc20; readonly amount: string }]
}

const at = (nonce: number): Address => getContractAddress({ from: SANDBOX_DEPLOYER, nonce: BigInt(nonce) })

/**
 * Where the market's router runs: 1inch Aggregation Router V6's address, the router the product
 * trusts on 8453 (plugins/features/swaps SWAP_ROUTERS). The router's code, deployed once at
 * SANDBOX_ROUTER_CODE, is placed there with anvil_setCode; no sandbox address is trusted by the library.
 */
export const SANDBOX_ROUTER: Address = '0x111111125421cA6dc452d289314280a0f8842A65'

/** The deployment whose runtime code is copied to SANDBOX_ROUTER (left uninitialised: it trades nothing itself). */
export const SANDBOX_ROUTER_CODE: Address = at(4)

/**
 * Wrapped ether (WETH9-style): the pools hold it, the router wraps and unwraps it, and visitors
 * see the native coin instead (the convert API names it by SANDBOX_NATIVE_TOKEN).
 */
export const SANDBOX_WETH: SandboxErc20 = {
  kind: 'erc20',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
  amountEach: '0',
  priceUsd: 3000,
  address: at(8),
}

/** How the convert API names the native coin (AppKit's and 1inch's convention). */
export const SANDBOX_NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The account that seeds the ETH pool: the on-ramp treasury (8), whose SUSD on the market chain nothing else needs. */
const ETH_POOL_MAKER_INDEX = 8

/** 9600 SUSD : 4 SGLD opens gold at 2400 dollars; 4 SUSD : 400 SPTS opens points at a cent; 3000 SUSD : 1 WETH opens ether at 3000. */
export const SANDBOX_POOLS: readonly SandboxPool[] = [
  {
    address: at(5),
    seed: [
      { token: sandboxErc20('SUSD'), amount: '9600' },
      { token: sandboxErc20('SGLD'), amount: '4' },
    ],
  },
  {
    address: at(6),
    seed: [
      { token: sandboxErc20('SUSD'), amount: '4' },
      { token: sandboxErc20('SPTS'), amount: '400' },
    ],
  },
  {
    address: at(7),
    makerIndex: ETH_POOL_MAKER_INDEX,
    seed: [
      { token: sandboxErc20('SUSD'), amount: '3000' },
      { token: SANDBOX_WETH, amount: '1' },
    ],
  },
]

/** The token the market prices in: one SUSD is one US dollar; others are priced through their pool with it. */
export const SANDBOX_MARKET_QUOTE_TOKEN: SandboxErc20 = sandboxErc20('SUSD')

/** The tokens in at least one pool, quote token first (wrapped ether included: visitors trade it as ETH). */
export const SANDBOX_MARKET_TOKENS: readonly SandboxErc20[] = [
  ...new Map(SANDBOX_POOLS.flatMap(pool => pool.seed.map(({ token }) => [token.address, token] as const))).values(),
]

/** The address the pools trade for a token: wrapped ether for the native coin. */
export function pooledAddressOf(token: Address): Address {
  return token.toLowerCase() === SANDBOX_NATIVE_TOKEN.toLowerCase() ? SANDBOX_WETH.address : token
}

export function isSandboxNativeToken(token: string): boolean {
  return token.toLowerCase() === SANDBOX_NATIVE_TOKEN.toLowerCase()
}

/** The pool trading two tokens, in either order (the native coin trades as wrapped ether). */
export function sandboxPoolOf(tokenA: Address, tokenB: Address): SandboxPool | undefined {
  tokenA = pooledAddressOf(tokenA)
  tokenB = pooledAddressOf(tokenB)
  const pair = [tokenA.toLowerCase(), tokenB.toLowerCase()]
  return SANDBOX_POOLS.find(pool => pool.seed.every(({ token }) => pair.includes(token.address.toLowerCase())) && tokenA.toLowerCase() !== tokenB.toLowerCase())
}
