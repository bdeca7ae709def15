import { numberToHex } from 'viem'
import type { PhoneMethod } from './phoneMethod'

/** Reads need no approval: they reveal nothing the session did not already share. */
export const readMethods: Record<string, PhoneMethod> = {
  // WalletConnect requests name their chain: the answer is the chain the dapp addressed.
  eth_chainId: { needsApproval: false, summarize: () => 'Read the chain id', run: async context => numberToHex(context.chainId) },
  eth_accounts: { needsApproval: false, summarize: () => 'Read the accounts', run: async context => [context.account.address] },
}
