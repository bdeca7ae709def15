import { stringToHex } from '../utils/hex'
import type { ActionContext } from './actionContext'
import { request } from './request'

export type SignMessageParameters = {
  readonly message: string
  /** Defaults to the connected address. */
  readonly address?: string
}

/**
 * Asks the wallet to sign a message (EIP-191 `personal_sign`) and returns the signature.
 *
 * @example
 * const signature = await appKit.signMessage({ message: 'Hello' })
 */
export async function signMessage(ctx: ActionContext, { message, address }: SignMessageParameters): Promise<`0x${string}`> {
  const state = ctx.getState()
  const from = address ?? (state.activeNamespace ? state.accounts[state.activeNamespace]?.address : undefined)
  return request<`0x${string}`>(ctx, { method: 'personal_sign', params: [stringToHex(message), from ?? null] })
}
