/**
 * Schemas for chain identifiers and addresses, built on the SPEC §5 rules in
 * addressRules.ts so the rule and the schema never disagree.
 */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../constants'
import { isCaipAddress, isCaipNetworkId, isEvmAddress, isSolanaAddress } from './addressRules'
import type { CaipAddress, CaipNetworkId } from './addressRules'

/**
 * A string refined by a type guard, typed as the guarded type. Classic zod's `.refine` narrowed
 * through a type guard; mini's `.check` keeps the schema's type, so the same type
 * (`ZodString & ZodType<R, string>`) is restored here for the inferred types built on these schemas.
 */
function guardedString<R extends string>(guard: (value: string) => value is R): z.ZodMiniString<string> & z.ZodMiniType<R, string> {
  return z.string().check(z.refine(guard)) as z.ZodMiniString<string> & z.ZodMiniType<R, string>
}

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

export const caipNetworkIdSchema = guardedString((value): value is CaipNetworkId => isCaipNetworkId(value))

export const caipAddressSchema = guardedString((value): value is CaipAddress => isCaipAddress(value))

export const evmAddressSchema = z.string().check(z.refine(isEvmAddress))

export const solanaAddressSchema = z.string().check(z.refine(isSolanaAddress))

/** A 0x-prefixed hex string (EIP-1474 DATA/QUANTITY). */
export const hexSchema = guardedString((value): value is `0x${string}` => /^0x[0-9a-fA-F]*$/.test(value))

/** Chain ids are numbers on EVM and strings elsewhere (Solana genesis hashes, BIP-122). */
export const chainIdSchema = z.union([z.number().check(z.int()), z.string().check(z.minLength(1))])

export type ChainId = z.infer<typeof chainIdSchema>
