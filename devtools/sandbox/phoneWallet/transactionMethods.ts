import { numberToHex } from 'viem'
import { invalidParams, unrecognizedChain } from '../wallet/providerRpcError'
import { requestedChainId, submitTransaction, transactionRequestOf, transactionSummary } from '../wallet/transactionRequest'
import { assertSelectedAccount } from './phoneMethod'
import type { PhoneMethod, PhoneRequestContext } from './phoneMethod'
import type { PhoneChain } from './phoneWalletTypes'

/** The request's chain, which must be one the wallet can reach; a transaction naming another chain is refused. */
function targetChain(context: PhoneRequestContext, params: unknown): PhoneChain {
  const request = transactionRequestOf(params)
  assertSelectedAccount(context, request.from)
  const chainId = requestedChainId(request)
  if (chainId !== undefined && chainId !== context.chainId)
    throw invalidParams(`eth_sendTransaction: chainId ${request.chainId} is not the request's chain ${numberToHex(context.chainId)}`)
  const chain = context.knownChain(context.chainId)
  if (!chain) throw unrecognizedChain(numberToHex(context.chainId))
  return chain
}

/** eth_sendTransaction on the chain the request is addressed to. */
const sendTransaction: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => transactionSummary(transactionRequestOf(params), targetChain(context, params)),
  run: async (context, params) => submitTransaction(context.account, targetChain(context, params), transactionRequestOf(params)),
}

export const transactionMethods: Record<string, PhoneMethod> = {
  eth_sendTransaction: sendTransaction,
}
