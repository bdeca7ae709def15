import { isEvmAddress, type Account } from 'vestibule/plugin'

/** Wallet responses are a boundary: only well-formed EVM addresses become accounts. */
export function toAccounts(value: unknown): Account[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((a): a is string => typeof a === 'string' && isEvmAddress(a))
    .map(address => ({ address: address.startsWith('0x') ? address : `0x${address}`, type: 'eoa' as const }))
}

/** `eth_chainId` answers hex (EIP-695); a few wallets answer a decimal number. */
export function toCaipNetworkId(chainId: unknown): `eip155:${number}` | undefined {
  const n = typeof chainId === 'string' ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10) : typeof chainId === 'number' ? chainId : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? `eip155:${n}` : undefined
}
