// The public API of `vestibule/validation`: what needs zod at run time (parsing with the SPEC §5
// messages, the response schemas plugins read, importing a log). An entry of its own, listed by
// name: `vestibule` and `vestibule/plugin` hold no zod, so a page that imports only them downloads
// none before it needs it (a bundler gives a module every public entry re-exports to the page's
// first chunks, even unused, once anything else loads it).
export { formatIssues, parseWith } from './schemas/errorMap'
export type { ParseWithReturnType, SchemaIssue } from './schemas/errorMap'
export { walletListingSchema } from './schemas/walletSchemas'
// Response schemas of the blockchain API (SPEC §7) that network plugins read.
export { balancesResponseSchema } from './schemas/balanceSchemas'
export { identitySchema } from './schemas/nameSchemas'
export { supportedChainsResponseSchema } from './schemas/networkSchemas'
export { importLog } from './log/importLog'
