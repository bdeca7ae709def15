import { decodeFunctionResult, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { serializeError, ThrownMessages, VestibuleError } from 'vestibule/plugin'
import type { AppKit } from 'vestibule'
import { PAY_TIMEOUT_MS, PayMessages } from './payConstants'
import './payEvents'
import { payWithExchange, type PayWithExchangeOptions } from './payExchangeActions'
import { followPayReceipt } from './payReceipt'
import { payRequestProblem } from './payRules'
import { isPayUnsettled, type PayParameters } from './payState'
import { payTransactionProblem, type PaySigningFacts } from './payVerify'

export type PayReturnType = { hash: string }

/** The chain's own answers the transaction is checked against: the wallet's network and the asset's decimals. */
async function signingFacts(appKit: AppKit, request: PayParameters): Promise<PaySigningFacts> {
  const chainId = await appKit.request<string>({ method: 'eth_chainId', params: [] })
  const walletNetwork = `eip155:${Number(BigInt(chainId))}`
  if (request.asset === 'native') {
    const network = appKit.options.networks.find(candidate => candidate.caipNetworkId === request.network)
    return { walletNetwork, decimals: network?.nativeCurrency.decimals ?? -1 }
  }
  const raw = await appKit.request<`0x${string}`>({
    method: 'eth_call',
    params: [{ to: request.asset, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) }, 'latest'],
  })
  return { walletNetwork, decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: raw }) }
}

/** Resolves with the wallet's answer, or `undefined` once `ms` passed without one (the answer may still come). */
function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>(resolve => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise.then(value => ({ value })), timeout]).finally(() => clearTimeout(timer))
}

/**
 * Pays `amount` of `asset` to `recipient` on `network`. From the connected wallet by default:
 * switches the wallet to the network when it is elsewhere, checks the transaction against what the
 * visitor saw (chain, token, receiver, amount: refused otherwise, nothing reaches the wallet), asks
 * the wallet to send it (a native transfer or an ERC-20 `transfer`), then follows it by its hash
 * until its receipt is read. With `exchangeId`, through that exchange's deposit page instead
 * (`payWithExchange`). The state (`state.slices.pay`) says pending, success or failure as it goes;
 * the promise resolves with the hash or rejects with the failure. While a payment's outcome is not
 * known (`pending`, `unconfirmed`), another is refused: paying again could pay twice.
 *
 * @example
 * await pay(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6 })
 * await pay(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6, exchangeId: 'coinbase' })
 */
export async function pay(
  appKit: AppKit,
  parameters: PayParameters & { readonly exchangeId?: string },
  options?: PayWithExchangeOptions,
): Promise<PayReturnType> {
  const { exchangeId, ...request } = parameters
  const current = appKit.getState().slices.pay
  if (current && isPayUnsettled(current.status)) throw new VestibuleError(PayMessages.ALREADY_UNDER_WAY)
  if (exchangeId !== undefined) return payWithExchange(appKit, { ...request, exchangeId }, options)
  appKit.dispatch({ type: 'pay/started', payload: { request } })
  let sending: Promise<string>
  try {
    const problem = payRequestProblem(request)
    if (problem) throw new VestibuleError(problem)
    const value = parseUnits(request.amount.trim(), request.decimals)
    const from = appKit.getState().accounts.eip155?.address
    if (!from) throw new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
    if (appKit.getState().activeCaipNetworkId !== request.network) {
      appKit.dispatch({ type: 'pay/network-switching', payload: { network: request.network } })
      await appKit.switchNetwork({ network: request.network as `eip155:${number}` })
      appKit.dispatch({ type: 'pay/confirming', payload: {} })
    }
    const tx: Record<string, string> =
      request.asset === 'native'
        ? { from, to: request.recipient, value: `0x${value.toString(16)}` }
        : {
            from,
            to: request.asset,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.recipient as `0x${string}`, value] }),
            value: '0x0',
          }
    // Verify before signing (issue 24): decoded as the wallet will read it, against the chain's own answers.
    const mismatch = payTransactionProblem({ to: tx.to!, data: tx.data, value: tx.value }, request, await signingFacts(appKit, request))
    if (mismatch) {
      const error = new VestibuleError(mismatch)
      appKit.dispatch({ type: 'pay/refused', payload: { error: serializeError(error) } })
      throw error
    }
    sending = appKit.request<string>({ method: 'eth_sendTransaction', params: [tx] })
  } catch (error) {
    if (appKit.getState().slices.pay?.status !== 'failure') appKit.dispatch({ type: 'pay/failed', payload: { error: serializeError(error) } })
    throw error
  }
  // The wallet's answer may come after the wait ends: a hash then is still followed, never sent again.
  const settled = sending.then(
    hash => {
      appKit.dispatch({ type: 'pay/pending', payload: { hash } })
      return followPayReceipt(appKit, request.network, hash)
    },
    (error: unknown) => {
      appKit.dispatch({ type: 'pay/failed', payload: { error: serializeError(error) } })
      throw error
    },
  )
  const answered = await waitAtMost(
    sending.catch(() => undefined),
    PAY_TIMEOUT_MS,
  )
  if (!answered) {
    settled.catch(() => undefined)
    const error = new VestibuleError(PayMessages.WALLET_TIMEOUT)
    appKit.dispatch({ type: 'pay/unconfirmed', payload: { error: serializeError(error) } })
    throw error
  }
  return settled
}
