/** Time to live of each named cache (SPEC §9 "Cache expiry"). */
import {
  ENS_CACHE_EXPIRY_MS,
  IDENTITY_CACHE_EXPIRY_MS,
  NATIVE_BALANCE_CACHE_EXPIRY_MS,
  PORTFOLIO_CACHE_EXPIRY_MS,
} from '../constants'

export const CACHE_TTLS = {
  /** Token balances (the portfolio). */
  balance: PORTFOLIO_CACHE_EXPIRY_MS,
  portfolio: PORTFOLIO_CACHE_EXPIRY_MS,
  nativeBalance: NATIVE_BALANCE_CACHE_EXPIRY_MS,
  ens: ENS_CACHE_EXPIRY_MS,
  identity: IDENTITY_CACHE_EXPIRY_MS,
} as const

export type CacheName = keyof typeof CACHE_TTLS
