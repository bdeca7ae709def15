/** SPEC §3 Token balance, as the balance route answers it. `quantity` is decimal strings, as the real service sends it. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}
