/**
 * Schemas for chain identifiers and addresses, built on the SPEC §5 rules in
 * addressRules.ts so the rule and the schema never disagree.
 */
import { z } from 'zod'
import { CHAIN_NAMESPACES } from '../constants'
import { isCaipAddress, isCaipNetworkId, isEvmAddress, isSolanaAddress } from './addressRules'
import type { CaipAddress, CaipNetworkId } from './addressRules'

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

export const caipNetworkIdSchema = z
  .string()
  .refine((value): value is CaipNetworkId => isCaipNetworkId(value))

export const caipAddressSchema = z
  .string()
  .refine((value): value is CaipAddress => isCaipAddress(value))

export const evmAddressSchema = z.string().refine(isEvmAddress)

export const solanaAddressSchema = z.string().refine(isSolanaAddress)

/** A 0x-prefixed hex string (EIP-1474 DATA/QUANTITY). */
export const hexSchema = z
  .string()
  .refine((value): value is `0x${string}` => /^0x[0-9a-fA-F]*$/.test(value))

/** Chain ids are numbers on EVM and strings elsewhere (Solana genesis hashes, BIP-122). */
export const chainIdSchema = z.union([z.number().int(), z.string().min(1)])

export type ChainId = z.infer<typeof chainIdSchema>
