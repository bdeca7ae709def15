// `vestibule/plugins/features/onramp`: buying crypto by card through a provider (SPEC §1, §7, §9).
import './onrampEvents'

export { onramp } from './onrampPlugin'
export { onrampSlice } from './onrampSlice'
export { cardLimits, checkOnrampAmount, mockOnrampQuote } from './onrampRules'
export { ONRAMP_PROVIDERS, FALLBACK_PAYMENT_LIMITS } from './onrampConstants'
export type { OnrampOptions, OnrampQuote, OnrampState } from './onrampState'
