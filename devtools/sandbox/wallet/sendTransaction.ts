import { assertAccount } from './accountMethods'
import { invalidParams } from './providerRpcError'
import { requestedChainId, submitTransaction, transactionRequestOf, transactionSummary } from './transactionRequest'
import type { MethodHandler } from './walletContext'

/** eth_sendTransaction on the selected chain, after the visitor approves. */
const sendTransaction: MethodHandler = async (context, params) => {
  const request = transactionRequestOf(params)
  assertAccount(context, request.from)
  const chainId = requestedChainId(request)
  if (chainId !== undefined && chainId !== context.state.chainId)
    throw invalidParams(`eth_sendTransaction: chainId ${request.chainId} is not the selected chain ${context.chainIdHex()}`)
  const chain = context.currentChain()
  await context.approve('eth_sendTransaction', params, transactionSummary(request, chain))
  return submitTransaction(context.account(), chain, request)
}

export const transactionMethods: Record<string, MethodHandler> = {
  eth_sendTransaction: sendTransaction,
}
