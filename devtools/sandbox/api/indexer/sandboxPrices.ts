import { SANDBOX_ERC20_TOKENS } from '../../tokens/sandboxTokens'

/** USD price of a sandbox token by contract address (lower case); tokens the sandbox did not deploy have none (0). */
export function tokenPriceUsd(address: string): number {
  return SANDBOX_ERC20_TOKENS.find(token => token.address.toLowerCase() === address.toLowerCase())?.priceUsd ?? 0
}
