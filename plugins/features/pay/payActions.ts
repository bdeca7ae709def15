import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { serializeError } from 'vestibule/plugin'
import type { AppKit } from 'vestibule'
import { PAY_TIMEOUT_MS, PayMessages } from './payConstants'
import './payEvents'
import { payWithExchange, type PayWithExchangeOptions } from './payExchangeActions'
import { payRequestProblem } from './payRules'
import type { PayParameters } from './payState'

export type PayReturnType = { hash: string }

const RECEIPT_POLL_MS = 500

/**
 * Pays `amount` of `asset` to `recipient` on `network`. From the connected wallet by default:
 * switches the wallet to the network when it is elsewhere, asks it to send (a native transfer or
 * an ERC-20 `transfer`), waits for the receipt. With `exchangeId`, through that exchange's deposit
 * page instead (`payWithExchange`). The state (`state.slices.pay`) says pending, success or
 * failure as it goes; the promise resolves with the hash or rejects with the failure.
 *
 * @example
 * await pay(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6 })
 * await pay(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6, exchangeId: 'coinbase' })
 */
export async function pay(appKit: AppKit, parameters: PayParameters & { readonly exchangeId?: string }, options?: PayWithExchangeOptions): Promise<PayReturnType> {
  const { exchangeId, ...request } = parameters
  if (exchangeId !== undefined) return payWithExchange(appKit, { ...request, exchangeId }, options)
  appKit.dispatch({ type: 'pay/started', payload: { request } })
  let hash: string | undefined
  try {
    const problem = payRequestProblem(request)
    if (problem) throw new Error(problem)
    const value = parseUnits(request.amount.trim(), request.decimals)
    const from = appKit.getState().accounts.eip155?.address
    if (!from) throw new Error('No ActiveCaipAddress found')
    if (appKit.getState().activeCaipNetworkId !== request.network) {
      appKit.dispatch({ type: 'pay/network-switching', payload: { network: request.network } })
      await appKit.switchNetwork({ network: request.network as `eip155:${number}` })
      appKit.dispatch({ type: 'pay/confirming', payload: {} })
    }
    const tx: Record<string, string> =
      request.asset === 'native'
        ? { from, to: request.recipient, value: `0x${value.toString(16)}` }
        : { from, to: request.asset, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.recipient as `0x${string}`, value] }), value: '0x0' }
    hash = await appKit.request<string>({ method: 'eth_sendTransaction', params: [tx] })
    appKit.dispatch({ type: 'pay/pending', payload: { hash } })
    const started = Date.now()
    for (;;) {
      const receipt = await appKit.request<{ status: string } | null>({ method: 'eth_getTransactionReceipt', params: [hash] })
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error(PayMessages.CHAIN_FAILED)
        break
      }
      if (Date.now() - started > PAY_TIMEOUT_MS) throw new Error(PayMessages.RECEIPT_TIMEOUT)
      await new Promise(resolve => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    appKit.dispatch({ type: 'pay/succeeded', payload: { hash } })
    return { hash }
  } catch (error) {
    appKit.dispatch({ type: 'pay/failed', payload: hash ? { error: serializeError(error), hash } : { error: serializeError(error) } })
    throw error
  }
}
