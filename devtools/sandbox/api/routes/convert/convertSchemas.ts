import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'

/** A CAIP-10 account id on an EVM chain (`eip155:8453:0x…`), as the convert API names tokens and users. */
export const caip10Address = z
  .string()
  .regex(/^eip155:\d{1,10}:0x[0-9a-fA-F]{40}$/, 'expected eip155:<chain>:<address>')
  .transform(value => {
    const [, chainId, address] = value.split(':')
    return { chainId: Number(chainId), address: getAddress(address as string) }
  })

/** An address given either plain (`0x…`) or as CAIP-10; AppKit sends both forms depending on the call. */
export const anyAddress = z.union([
  caip10Address,
  z
    .string()
    .refine(value => isAddress(value, { strict: false }), 'expected an address')
    .transform(value => ({ chainId: undefined, address: getAddress(value) as Address })),
])

/** A positive amount in base units, as a decimal string. */
export const baseUnits = z
  .string()
  .regex(/^\d{1,78}$/, 'expected an integer amount in base units')
  .transform(value => BigInt(value))
  .refine(value => value > 0n, 'amount must be greater than 0')

export const caip2ChainId = z
  .string()
  .regex(/^eip155:\d{1,10}$/, 'expected eip155:<chain>')
  .transform(value => Number(value.split(':')[1]))

/** `eip155:<chain>:<address>` */
export function toCaip10(chainId: number, address: Address): string {
  return `eip155:${chainId}:${address}`
}
