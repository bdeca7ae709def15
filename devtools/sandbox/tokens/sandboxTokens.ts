/**
 * The tokens every local chain holds from start-up: which contracts, at which addresses, and how
 * much each sandbox account owns. Plain data (viem's address helpers only), so the browser side
 * (the demo's send buttons, browser tests) imports it as the node side does.
 *
 * The addresses are fixed: a dedicated deployer key, funded by anvil at start-up, deploys the
 * contracts as its first transactions (nonces 0, 1, 2…), so each contract's address follows from
 * the deployer and the nonce (CREATE), the same on 31337 and 31338 and on every run.
 */
import { getContractAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** A throwaway key for deployments only, kept apart from the mnemonic so its nonces start at 0. */
export const SANDBOX_DEPLOYER_KEY: Hex = '0x5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed'
export const SANDBOX_DEPLOYER: Address = privateKeyToAddress(SANDBOX_DEPLOYER_KEY)

export type SandboxErc20 = {
  readonly kind: 'erc20'
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Whole tokens minted to each sandbox account (10 accounts of the mnemonic). */
  readonly amountEach: string
  /** Fixed USD price the local API quotes for it (SPEC §7 POST /v1/fungible/price). */
  readonly priceUsd: number
  readonly address: Address
}

export type SandboxErc721 = {
  readonly kind: 'erc721'
  readonly name: string
  readonly symbol: string
  /** Tokens minted to each sandbox account, numbered from 1 in account order. */
  readonly perHolder: number
  readonly address: Address
}

const at = (nonce: number): Address => getContractAddress({ from: SANDBOX_DEPLOYER, nonce: BigInt(nonce) })

/**
 * The ERC-20s, in deployment order. POINTS has zero decimals on purpose: SPEC §5 drops such
 * balances, so the rule is exercised by real chain data.
 */
export const SANDBOX_ERC20_TOKENS: readonly SandboxErc20[] = [
  { kind: 'erc20', name: 'Sandbox Dollar', symbol: 'SUSD', decimals: 6, amountEach: '10000', priceUsd: 1, address: at(0) },
  { kind: 'erc20', name: 'Sandbox Gold', symbol: 'SGLD', decimals: 18, amountEach: '25', priceUsd: 2400, address: at(1) },
  { kind: 'erc20', name: 'Sandbox Points', symbol: 'SPTS', decimals: 0, amountEach: '500', priceUsd: 0.01, address: at(2) },
]

/** The ERC-721 collection, deployed after the ERC-20s. */
export const SANDBOX_COLLECTION: SandboxErc721 = { kind: 'erc721', name: 'Sandbox Critters', symbol: 'CRIT', perHolder: 2, address: at(3) }

/** Every sandbox contract, in deployment (nonce) order. */
export const SANDBOX_TOKEN_CONTRACTS: readonly (SandboxErc20 | SandboxErc721)[] = [...SANDBOX_ERC20_TOKENS, SANDBOX_COLLECTION]

/** Looks a sandbox ERC-20 up by symbol (case-insensitive). */
export function sandboxErc20(symbol: string): SandboxErc20 {
  const token = SANDBOX_ERC20_TOKENS.find(candidate => candidate.symbol.toLowerCase() === symbol.toLowerCase())
  if (!token) throw new Error(`no sandbox ERC-20 ${symbol}; known: ${SANDBOX_ERC20_TOKENS.map(known => known.symbol).join(', ')}`)
  return token
}
