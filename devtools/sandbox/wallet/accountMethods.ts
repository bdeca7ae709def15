import { unauthorized } from './providerRpcError'
import { parseParams, permissionRequestSchema } from './paramSchemas'
import { shortAddress } from './shortAddress'
import type { MethodHandler, WalletContext } from './walletContext'

function connectSummary(context: WalletContext): string {
  return `Connect ${shortAddress(context.account().address)} to this site`
}

/** EIP-1102: returns the permitted account, asking the user the first time only. */
const requestAccounts: MethodHandler = async context => {
  if (context.isPermitted()) return context.exposedAccounts()
  await context.approve('eth_requestAccounts', [], connectSummary(context))
  context.grant()
  return context.exposedAccounts()
}

/** EIP-2255: asks again even when already granted, as extensions do. */
const requestPermissions: MethodHandler = async (context, params) => {
  parseParams(permissionRequestSchema, params, 'wallet_requestPermissions')
  await context.approve('wallet_requestPermissions', params, connectSummary(context))
  return context.grant()
}

/** Revoking needs no prompt: the site gives up its own access. */
const revokePermissions: MethodHandler = async (context, params) => {
  parseParams(permissionRequestSchema, params, 'wallet_revokePermissions')
  context.revoke()
  return null
}

export const accountMethods: Record<string, MethodHandler> = {
  eth_requestAccounts: requestAccounts,
  eth_accounts: async context => context.exposedAccounts(),
  eth_coinbase: async context => context.exposedAccounts()[0] ?? null,
  wallet_requestPermissions: requestPermissions,
  wallet_getPermissions: async context => context.store.read(),
  wallet_revokePermissions: revokePermissions,
}

/** Signing and sending need the site to be connected and to name the selected account. */
export function assertAccount(context: WalletContext, address: string): void {
  if (!context.isPermitted() || address.toLowerCase() !== context.account().address.toLowerCase()) throw unauthorized()
}
