/** SPEC §9 on-ramp providers: meld (1–2%, eip155 and solana) and coinbase (1–2%, eip155). */
export const ONRAMP_PROVIDERS = [
  { id: 'meld', name: 'Meld', feeRange: [1, 2], namespaces: ['eip155', 'solana'] },
  { id: 'coinbase', name: 'Coinbase', feeRange: [1, 2], namespaces: ['eip155'] },
] as const

/** SPEC §9 fallback limits when the options do not give them: card 10 to 7500, bank account 10 to 25000. */
export const FALLBACK_PAYMENT_LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'ach_bank_account', min: '10', max: '25000' },
] as const

/** Quiet time after typing before the quote is asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 250

/** How often the view checks whether the provider's window is still open. */
export const ONRAMP_WINDOW_POLL_MS = 500

/** On-ramp's own texts (SPEC §8 has none for these), English in state, translated at display. */
export const OnrampMessages = {
  RESTRICTED: 'Buying crypto is not available in your region',
  // Verify before opening (issue 24): the provider's URL would send the purchase elsewhere.
  WRONG_ADDRESS: 'The purchase would go to another account than yours',
  WRONG_AMOUNT: 'The purchase amount is not the one you chose',
  WRONG_NETWORK: 'The purchase would go to another network than yours',
} as const
