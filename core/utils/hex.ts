/** UTF-8 text as 0x-hex, as `personal_sign` takes it (EIP-191). Tiny, so core need not load viem. */
export function stringToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
