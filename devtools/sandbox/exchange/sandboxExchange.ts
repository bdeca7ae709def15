/**
 * The sandbox's exchanges for Pay (SPEC §1 pay "through a listed exchange's deposit page"): the
 * exchanges it lists and the account that pays out for them. Their deposit page
 * (api/routes/exchangeRoutes.ts) "pays" by sending real tokens on the local chain to the recipient.
 */
import { SANDBOX_ONRAMP_TREASURY_INDEX } from '../onramp/sandboxOnramp'

/** The exchange's hot wallet: the on-ramp's treasury account (8), so the pool maker (9) stays untouched. */
export const SANDBOX_EXCHANGE_HOT_WALLET_INDEX = SANDBOX_ONRAMP_TREASURY_INDEX

/** Exchanges listed for every asset of the local chains (ERC-20s and the native coin). */
export const SANDBOX_EXCHANGES = [{ id: 'sandbox-exchange', name: 'Sandbox Exchange' }] as const
