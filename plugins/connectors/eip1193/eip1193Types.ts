/** The EIP-1193 provider surface the connectors use (https://eips.ethereum.org/EIPS/eip-1193). */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** EIP-6963 provider info (https://eips.ethereum.org/EIPS/eip-6963). */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
}
