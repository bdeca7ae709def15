/**
 * Fixed facts of the local sandbox, shared by the node side (anvil, API server)
 * and the browser side (sandbox wallet). Nothing here touches node or the DOM,
 * so the wallet bundle can import it.
 */

/** Anvil's well-known development mnemonic: every tool knows its accounts, none hold real value. */
export const SANDBOX_MNEMONIC = 'test test test test test test test test test test test junk'

/** Accounts anvil prefunds from the mnemonic (indexes 0..9). */
export const SANDBOX_ACCOUNT_COUNT = 10

/** The two local EVM chains; two so that network switching is exercised for real. */
export const SANDBOX_CHAIN_SPECS = [
  { chainId: 31337, name: 'Sandbox Alpha' },
  { chainId: 31338, name: 'Sandbox Beta' },
] as const

export const SANDBOX_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Project id the sandbox page uses; the API server accepts any non-empty id unless given an allow list. */
export const SANDBOX_PROJECT_ID = 'vestibule-sandbox'
