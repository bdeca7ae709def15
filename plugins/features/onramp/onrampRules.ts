import { FALLBACK_PAYMENT_LIMITS } from './onrampConstants'
import type { OnrampOptions, OnrampQuote } from './onrampState'

/** The card limits of a payment currency, or SPEC §9's fallback when the options give none. */
export function cardLimits(options: OnrampOptions | null, paymentCurrency: string): { min: number; max: number } {
  const limits = options?.paymentCurrencies.find(currency => currency.id === paymentCurrency)?.limits ?? []
  const card = limits.find(limit => limit.id === 'card') ?? FALLBACK_PAYMENT_LIMITS[0]
  return { min: Number(card.min), max: Number(card.max) }
}

export type OnrampAmountProblem = { kind: 'invalid' } | { kind: 'outOfLimits'; min: number; max: number }

export function checkOnrampAmount(amount: string, limits: { min: number; max: number }): OnrampAmountProblem | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return { kind: 'invalid' }
  const value = Number(amount)
  if (value < limits.min || value > limits.max) return { kind: 'outOfLimits', ...limits }
  return undefined
}

/**
 * SPEC §7: "On failure a mock quote is returned". It assumes a 2% fee (the top of SPEC §9's 1–2%)
 * on a one-to-one price and is flagged as an estimate, never shown as a provider's price.
 */
export function mockOnrampQuote(key: string, purchaseCurrency: string, paymentCurrency: string, amount: string): OnrampQuote {
  const value = Number(amount)
  return {
    key,
    purchaseAmount: (value * 0.98).toFixed(2),
    purchaseCurrency,
    paymentTotal: value.toFixed(2),
    paymentCurrency,
    fee: (value * 0.02).toFixed(2),
    estimate: true,
  }
}
