import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { isEvmAddress, serializeError } from 'vestibule/plugin'
import type { AppKit } from 'vestibule'
import './payEvents'
import type { PayParameters } from './payState'

export type PayReturnType = { hash: string }

const RECEIPT_POLL_MS = 500
const RECEIPT_TIMEOUT_MS = 120_000

/**
 * Pays `amount` of `asset` to `recipient` on `network` from the connected wallet: switches the
 * wallet to the network when it is elsewhere, asks it to send (a native transfer or an ERC-20
 * `transfer`), waits for the receipt. The state (`state.slices.pay`) says pending, success or
 * failure as it goes; the promise resolves with the hash or rejects with the failure.
 *
 * @example
 * await pay(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6 })
 */
export async function pay(appKit: AppKit, parameters: PayParameters): Promise<PayReturnType> {
  appKit.dispatch({ type: 'pay/started', payload: { request: parameters } })
  let hash: string | undefined
  try {
    if (!isEvmAddress(parameters.recipient)) throw new Error('An amount and receiver address are required')
    if (parameters.asset !== 'native' && !isEvmAddress(parameters.asset)) throw new Error('A token is required')
    const value = parseUnits(parameters.amount, parameters.decimals)
    if (value <= 0n) throw new Error('An amount and receiver address are required')
    const from = appKit.getState().accounts.eip155?.address
    if (!from) throw new Error('No ActiveCaipAddress found')
    if (appKit.getState().activeCaipNetworkId !== parameters.network) {
      appKit.dispatch({ type: 'pay/network-switching', payload: { network: parameters.network } })
      await appKit.switchNetwork({ network: parameters.network as `eip155:${number}` })
      appKit.dispatch({ type: 'pay/confirming', payload: {} })
    }
    const tx: Record<string, string> =
      parameters.asset === 'native'
        ? { from, to: parameters.recipient, value: `0x${value.toString(16)}` }
        : { from, to: parameters.asset, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [parameters.recipient as `0x${string}`, value] }), value: '0x0' }
    hash = await appKit.request<string>({ method: 'eth_sendTransaction', params: [tx] })
    appKit.dispatch({ type: 'pay/pending', payload: { hash } })
    const started = Date.now()
    for (;;) {
      const receipt = await appKit.request<{ status: string } | null>({ method: 'eth_getTransactionReceipt', params: [hash] })
      if (receipt) {
        if (receipt.status !== '0x1') throw new Error('The payment failed on chain')
        break
      }
      if (Date.now() - started > RECEIPT_TIMEOUT_MS) throw new Error('The payment was not confirmed in time')
      await new Promise(resolve => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    appKit.dispatch({ type: 'pay/succeeded', payload: { hash } })
    return { hash }
  } catch (error) {
    appKit.dispatch({ type: 'pay/failed', payload: hash ? { error: serializeError(error), hash } : { error: serializeError(error) } })
    throw error
  }
}
