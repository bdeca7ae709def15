import { debounceTime, defer, filter, finalize, from, merge, switchMap } from 'rxjs'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import { serializeError, ThrownMessages, VestibuleError, type CaipNetwork, type EventInput, type PluginContext, type VestibuleState } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { FALLBACK_PAYMENT_LIMITS, ONRAMP_QUOTE_DEBOUNCE_MS, OnrampMessages } from './onrampConstants'
import { isOnrampRestricted } from './onrampRestriction'
import { cardLimits, checkOnrampAmount, mockOnrampQuote, onrampUrlProblem } from './onrampRules'
import { onrampOptionsResponseSchema, onrampQuoteResponseSchema, onrampUrlResponseSchema } from './onrampSchemas'
import { initialOnrampState, onrampQuoteKey, type OnrampOptions, type OnrampState } from './onrampState'

const onrampOf = (state: VestibuleState): OnrampState => state.slices.onramp ?? initialOnrampState

/**
 * The on-ramp's work, a chunk of its own: options (SPEC §9 fallback limits when absent), quotes
 * (a mock estimate when the call fails, SPEC §7), the provider's URL, and after its window closes,
 * the balance read again to tell a purchase from none.
 */
export function startOnramp(ctx: PluginContext) {
  const api = ctx.http.blockchainApi
  let rpc: { key: string; client: Promise<RpcClient> } | undefined
  const rpcFor = (network: CaipNetwork) => {
    if (rpc?.key !== network.caipNetworkId) {
      rpc = {
        key: network.caipNetworkId,
        client: import('vestibule/rpc').then(({ createRpcClient }) =>
          createRpcClient({ endpoints: [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])] }),
        ),
      }
    }
    return rpc.client
  }
  /** The account of the active namespace on the active network: on Solana, the Solana address (never the EVM one). */
  const active = () => {
    const state = ctx.getState()
    const namespace = state.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const network = state.options?.networks.find(candidate => candidate.caipNetworkId === state.activeCaipNetworkId)
    return account?.status === 'connected' && account.address && network && network.chainNamespace === namespace
      ? { address: account.address, network }
      : undefined
  }

  /** The purchased token's balance of an account on a network (base units), when the options name its contract there. */
  async function balance(destination: { address: string; caipNetworkId: string } | undefined): Promise<{ value: bigint; decimals: number } | undefined> {
    const state = ctx.getState()
    const onramp = onrampOf(state)
    const network = state.options?.networks.find(candidate => candidate.caipNetworkId === destination?.caipNetworkId)
    const contract = onramp.options?.purchaseCurrencies.find(currency => currency.id === onramp.purchaseCurrency)?.contracts[String(network?.id)]
    if (!destination || !network || !contract) return undefined
    const client = await rpcFor(network)
    const call = (data: `0x${string}`) => client.request<`0x${string}`>('eth_call', [{ to: contract, data }, 'latest'])
    const [raw, decimals] = await Promise.all([
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [destination.address as `0x${string}`] })),
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    ])
    return {
      value: decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: raw }),
      decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimals }),
    }
  }

  async function options(): Promise<EventInput> {
    try {
      const response = await api.get('/v1/onramp/options', { schema: onrampOptionsResponseSchema })
      let fallback = false
      const shaped: OnrampOptions = {
        purchaseCurrencies: response.purchaseCurrencies.map(currency => ({
          id: currency.id,
          name: currency.name,
          symbol: currency.symbol,
          contracts: Object.fromEntries(
            (currency.networks ?? []).flatMap(network => (network.chain_id && network.contract_address ? [[network.chain_id, network.contract_address]] : [])),
          ),
        })),
        paymentCurrencies: response.paymentCurrencies.map(currency => {
          const limits = (currency.payment_method_limits ?? []).map(limit => ({ id: limit.id, min: String(limit.min), max: String(limit.max) }))
          if (limits.length === 0) fallback = true
          return { id: currency.id, limits: limits.length > 0 ? limits : [...FALLBACK_PAYMENT_LIMITS] }
        }),
      }
      return { type: 'onramp/options-fetched', payload: { options: shaped, fallback } }
    } catch (error) {
      ctx.logger.warn('On-ramp options unavailable; SPEC §9 fallback limits apply', error)
      return {
        type: 'onramp/options-fetched',
        payload: { options: { purchaseCurrencies: [], paymentCurrencies: [{ id: 'USD', limits: [...FALLBACK_PAYMENT_LIMITS] }] }, fallback: true },
      }
    }
  }

  async function quote(signal: AbortSignal): Promise<EventInput | undefined> {
    const state = ctx.getState()
    const onramp = onrampOf(state)
    if (!onramp.purchaseCurrency || checkOnrampAmount(onramp.amount, cardLimits(onramp.options, onramp.paymentCurrency))) return undefined
    const key = onrampQuoteKey(onramp)
    try {
      const response = await api.post('/v1/onramp/quote', {
        body: {
          purchaseCurrency: onramp.purchaseCurrency,
          paymentCurrency: onramp.paymentCurrency,
          amount: onramp.amount.trim(),
          network: state.activeCaipNetworkId,
        },
        schema: onrampQuoteResponseSchema,
        signal,
      })
      return {
        type: 'onramp/quote-fetched',
        payload: {
          quote: {
            key,
            purchaseAmount: String(response.purchaseAmount.amount),
            purchaseCurrency: onramp.purchaseCurrency,
            paymentTotal: String(response.paymentTotal?.amount ?? onramp.amount),
            paymentCurrency: onramp.paymentCurrency,
            fee: response.coinbaseFee ? String(response.coinbaseFee.amount) : null,
            estimate: false,
          },
        },
      }
    } catch (error) {
      if (signal.aborted) return undefined
      ctx.logger.warn('On-ramp quote failed; a mock estimate is shown (SPEC §7)', error)
      return { type: 'onramp/quote-fetched', payload: { quote: mockOnrampQuote(key, onramp.purchaseCurrency, onramp.paymentCurrency, onramp.amount.trim()) } }
    }
  }

  async function url(provider: string): Promise<EventInput> {
    const account = active()
    const onramp = onrampOf(ctx.getState())
    try {
      // SPEC §9: not offered in the restricted time zones, whoever asks.
      if (isOnrampRestricted()) throw new VestibuleError(OnrampMessages.RESTRICTED)
      if (!account) throw new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
      const destination = { address: account.address, caipNetworkId: account.network.caipNetworkId }
      const before = await balance(destination).catch(() => undefined)
      const response = await api.post('/v1/generators/onrampurl', {
        body: {
          destinationWallets: [{ address: account.address, blockchains: [account.network.caipNetworkId], assets: [onramp.purchaseCurrency] }],
          defaultNetwork: account.network.caipNetworkId,
          partnerUserId: account.address,
          defaultExperience: 'buy',
          presetFiatAmount: Number(onramp.amount),
        },
        schema: onrampUrlResponseSchema,
      })
      // Verify before opening (issue 24): the provider must pay the visitor's account the amount chosen, or it is never opened.
      const mismatch = onrampUrlProblem(response.url, { ...destination, amount: onramp.amount.trim() })
      if (mismatch) {
        const refused = new VestibuleError(mismatch, { details: `The provider's URL was refused: ${new URL(response.url).origin}` })
        ctx.reportError(refused)
        return { type: 'onramp/url-failed', payload: { error: serializeError(refused) } }
      }
      return { type: 'onramp/url-fetched', payload: { provider, url: response.url, balanceBefore: before ? before.value.toString() : null, destination } }
    } catch (error) {
      return { type: 'onramp/url-failed', payload: { error: serializeError(error) } }
    }
  }

  async function closed(): Promise<EventInput> {
    const onramp = onrampOf(ctx.getState())
    // The account the provider was told to pay, even if the visitor has switched since.
    const after = await balance(onramp.destination ?? undefined).catch(() => undefined)
    if (after && onramp.balanceBefore !== null && after.value > BigInt(onramp.balanceBefore)) {
      return { type: 'onramp/purchase-confirmed', payload: { received: formatUnits(after.value - BigInt(onramp.balanceBefore), after.decimals) } }
    }
    return { type: 'onramp/purchase-abandoned', payload: {} }
  }

  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'onramp/opened'),
      switchMap(() => from(options())),
    ),
  )
  ctx.effect(events$ =>
    merge(
      events$.pipe(
        filter(event => event.type === 'onramp/form-changed'),
        debounceTime(ONRAMP_QUOTE_DEBOUNCE_MS),
      ),
      events$.pipe(filter(event => event.type === 'onramp/options-fetched')),
    ).pipe(
      switchMap(() =>
        defer(() => {
          const controller = new AbortController()
          return from(quote(controller.signal)).pipe(finalize(() => controller.abort()))
        }),
      ),
      filter((event): event is EventInput => event !== undefined),
    ),
  )
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'onramp/buy-requested'),
      switchMap(event => from(url((event as Extract<typeof event, { type: 'onramp/buy-requested' }>).payload.provider))),
    ),
  )
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'onramp/window-closed'),
      switchMap(() => from(closed())),
    ),
  )
  return () => void rpc?.client.then(client => client.destroy())
}
