/** Connections, account state and the embedded-wallet user (SPEC §3, §4). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { ACCOUNT_TYPES, CONNECTION_STATUSES, SOCIAL_PROVIDERS } from '../constants'
import { emailSchema } from './emailRules'
import { tokenBalanceSchema } from './balanceSchemas'
import { caipAddressSchema, chainIdSchema, chainNamespaceSchema } from './identifierSchemas'

export const accountTypeSchema = z.enum(ACCOUNT_TYPES)
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES)
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

/** An account of a connection: its address and type (SPEC §3, §4). */
export const accountSchema = z.object({
  address: z.string().check(z.minLength(1)),
  type: accountTypeSchema,
})

export const connectionSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  accounts: z.array(accountSchema),
  /** Whether the connection was restored from a recent session. */
  recent: z.optional(z.boolean()),
  /** Set for embedded-wallet (AUTH) connections. */
  auth: z.optional(z.object({ name: z.optional(z.string()) })),
})

/**
 * What is kept per namespace. Auth connectors replace their record; others
 * merge accounts by case-insensitive address (SPEC §3).
 */
export const connectionRecordSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  accounts: z.array(accountSchema),
})

export const connectionRecordsByNamespaceSchema = z.partialRecord(chainNamespaceSchema, z.array(connectionRecordSchema))

export const preferredAccountTypesSchema = z.partialRecord(chainNamespaceSchema, accountTypeSchema)

/** The user the embedded-wallet frame reports (GET_USER). Keys match the frame's wire format. */
export const embeddedWalletUserSchema = z.object({
  email: z.nullish(emailSchema),
  address: z.string().check(z.minLength(1)),
  chainId: chainIdSchema,
  accounts: z.optional(z.array(accountSchema)),
  userName: z.nullish(z.string()),
  preferredAccountType: z.optional(accountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})

export const accountStateSchema = z.object({
  caipAddress: z.optional(caipAddressSchema),
  address: z.optional(z.string()),
  /** Decimal string: state holds no bigint (STYLE "core loop" 5). */
  balance: z.optional(z.string()),
  balanceSymbol: z.optional(z.string()),
  profileName: z.nullish(z.string()),
  profileImage: z.nullish(z.string()),
  status: connectionStatusSchema,
  tokenBalance: z.optional(z.array(tokenBalanceSchema)),
  preferredAccountTypes: z.optional(preferredAccountTypesSchema),
  socialProvider: z.optional(socialProviderSchema),
  farcasterUrl: z.optional(z.string()),
  allAccounts: z.array(accountSchema),
  user: z.optional(embeddedWalletUserSchema),
})

export type AccountType = z.infer<typeof accountTypeSchema>
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>
export type SocialProvider = z.infer<typeof socialProviderSchema>
export type Account = z.infer<typeof accountSchema>
export type Connection = z.infer<typeof connectionSchema>
export type ConnectionRecord = z.infer<typeof connectionRecordSchema>
export type ConnectionRecordsByNamespace = z.infer<typeof connectionRecordsByNamespaceSchema>
export type PreferredAccountTypes = z.infer<typeof preferredAccountTypesSchema>
export type EmbeddedWalletUser = z.infer<typeof embeddedWalletUserSchema>
export type AccountState = z.infer<typeof accountStateSchema>
