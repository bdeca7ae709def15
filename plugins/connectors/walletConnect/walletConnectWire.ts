import type { ChainNamespace } from 'vestibule/plugin'

/** A request as WalletConnect's wallets take it for a namespace. */
export interface WireRequest {
  readonly method: string
  readonly params: object
}

const objectParam = (params: readonly unknown[]): Record<string, unknown> | undefined =>
  params.length === 1 && typeof params[0] === 'object' && params[0] !== null && !Array.isArray(params[0]) ? (params[0] as Record<string, unknown>) : undefined

/**
 * The modal's request (`params` an array, as EIP-1193's) in the shape WalletConnect's wallets take:
 * eip155 as it is; Solana's RPC the params object itself; bip122 (AppKit's Bitcoin wallets over
 * WalletConnect) an object naming the session's `account`, with PSBT signing as `signPsbt`.
 *
 * @example
 * walletConnectWire('bip122', 'signMessage', [{ address, message: 'Hi' }], address)
 * // { method: 'signMessage', params: { message: 'Hi', account: address, address } }
 */
export function walletConnectWire(namespace: ChainNamespace, method: string, params: readonly unknown[], account: string | undefined): WireRequest {
  if (namespace === 'solana' && params.length === 1 && typeof params[0] === 'object' && params[0] !== null) return { method, params: params[0] as object }
  if (namespace !== 'bip122') return { method, params: [...params] }
  const object = objectParam(params)
  switch (method) {
    case 'signMessage': {
      const address = typeof object?.['address'] === 'string' ? object['address'] : account
      return { method, params: { ...object, account: address, address } }
    }
    case 'signPSBT':
      return { method: 'signPsbt', params: { account, ...object } }
    case 'sendTransfer':
      return { method, params: { account, ...object } }
    case 'getAccountAddresses':
      return { method, params: object ?? {} }
    default:
      return { method, params: object ?? [...params] }
  }
}
