/** Connections, account state and the embedded-wallet user (SPEC §3, §4). */
import { z } from 'zod'
import { ACCOUNT_TYPES, CONNECTION_STATUSES, SOCIAL_PROVIDERS } from '../constants'
import { emailSchema } from './emailRules'
import { tokenBalanceSchema } from './balanceSchemas'
import { caipAddressSchema, chainIdSchema, chainNamespaceSchema } from './identifierSchemas'

export const accountTypeSchema = z.enum(ACCOUNT_TYPES)
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES)
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

/** An account of a connection: its address and type (SPEC §3, §4). */
export const accountSchema = z.object({
  address: z.string().min(1),
  type: accountTypeSchema,
})

export const connectionSchema = z.object({
  connectorId: z.string().min(1),
  accounts: z.array(accountSchema),
  /** Whether the connection was restored from a recent session. */
  recent: z.boolean().optional(),
  /** Set for embedded-wallet (AUTH) connections. */
  auth: z.object({ name: z.string().optional() }).optional(),
})

/**
 * What is kept per namespace. Auth connectors replace their record; others
 * merge accounts by case-insensitive address (SPEC §3).
 */
export const connectionRecordSchema = z.object({
  connectorId: z.string().min(1),
  accounts: z.array(accountSchema),
})

export const connectionRecordsByNamespaceSchema = z.partialRecord(
  chainNamespaceSchema,
  z.array(connectionRecordSchema),
)

export const preferredAccountTypesSchema = z.partialRecord(chainNamespaceSchema, accountTypeSchema)

/** The user the embedded-wallet frame reports (GET_USER). Keys match the frame's wire format. */
export const embeddedWalletUserSchema = z.object({
  email: emailSchema.nullish(),
  address: z.string().min(1),
  chainId: chainIdSchema,
  accounts: z.array(accountSchema).optional(),
  userName: z.string().nullish(),
  preferredAccountType: accountTypeSchema.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

export const accountStateSchema = z.object({
  caipAddress: caipAddressSchema.optional(),
  address: z.string().optional(),
  /** Decimal string: state holds no bigint (STYLE "core loop" 5). */
  balance: z.string().optional(),
  balanceSymbol: z.string().optional(),
  profileName: z.string().nullish(),
  profileImage: z.string().nullish(),
  status: connectionStatusSchema,
  tokenBalance: z.array(tokenBalanceSchema).optional(),
  preferredAccountTypes: preferredAccountTypesSchema.optional(),
  socialProvider: socialProviderSchema.optional(),
  farcasterUrl: z.string().optional(),
  allAccounts: z.array(accountSchema),
  user: embeddedWalletUserSchema.optional(),
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
