/**
 * The entity types state and events hold. Each is inferred from its zod schema in `core/schemas`
 * (SPEC §3), so the type and the boundary check cannot drift apart.
 */
export type {
  Account,
  AccountState,
  CaipNetwork,
  ConnectionRecord,
  ConnectorInfo,
  RecentWallet,
  ThemeMode,
  ThemeVariables,
} from '.'
export type { SerializedError } from '../errors'
