import type { HDAccount } from 'viem/accounts'
import { unauthorized } from '../wallet/providerRpcError'
import type { PhoneChain } from './phoneWalletTypes'

/** What a method may use while answering one WalletConnect session request. */
export type PhoneRequestContext = {
  /** The selected account of the mnemonic. */
  account: HDAccount
  /** The chain the request is addressed to (its CAIP-2 `chainId`): WalletConnect requests name their chain. */
  chainId: number
  knownChain: (chainId: number) => PhoneChain | undefined
  addChain: (chain: PhoneChain) => void
  /** Makes a known chain the wallet's chain: added to each session lacking it, then chainChanged. */
  selectChain: (chainId: number) => Promise<void>
}

/**
 * One JSON-RPC method the phone answers. `summarize` runs when the request arrives: it
 * validates the params (throwing the JSON-RPC error a wallet would answer at once) and
 * writes the line the person approving sees. `run` answers, after approval if needed.
 */
export type PhoneMethod = {
  needsApproval: boolean
  summarize: (context: PhoneRequestContext, params: unknown) => string
  run: (context: PhoneRequestContext, params: unknown) => Promise<unknown>
}

/** Signing and sending must name the selected account (EIP-1193 4100 otherwise). */
export function assertSelectedAccount(context: PhoneRequestContext, address: string): void {
  if (address.toLowerCase() !== context.account.address.toLowerCase()) throw unauthorized()
}
