import { base64 } from '@scure/base'
import { z } from 'zod'
import type { BitcoinAddressPurpose } from '../bitcoin/bitcoinSandboxAccounts'
import { ProviderRpcError } from '../wallet/providerRpcError'
import type { BitcoinWalletCore } from './bitcoinWalletCore'

/** sats-connect's RPC error codes (RpcErrorCode). */
export const SATS_CONNECT_ERRORS = {
  USER_REJECTION: -32000,
  ACCESS_DENIED: -32002,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const

export type SatsConnectResponse = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The provider object sats-connect's `request` calls (Xverse's `window.XverseProviders.BitcoinProvider`). */
export type SatsConnectProvider = {
  readonly isSandboxBitcoinWallet: true
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
}

const purposes = z.array(z.enum(['payment', 'ordinals', 'stacks'])).min(1)
const schemas = {
  getAccounts: z.object({ purposes, message: z.string().optional() }),
  getAddresses: z.object({ purposes, message: z.string().optional() }),
  signMessage: z.object({ address: z.string().min(1), message: z.string(), protocol: z.enum(['BIP322', 'ECDSA']).optional() }),
  sendTransfer: z.object({ recipients: z.array(z.object({ address: z.string().min(1), amount: z.number().int().positive() })).min(1) }),
  signPsbt: z.object({
    psbt: z.string().min(1),
    signInputs: z.record(z.string(), z.array(z.number().int().nonnegative())).default({}),
    broadcast: z.boolean().optional(),
  }),
}

/**
 * The sats-connect face of the sandbox Bitcoin wallet: `request(method, params)` answering JSON-RPC
 * envelopes, with the methods AppKit's Bitcoin adapter and Xverse-style dapps call (getAccounts,
 * getAddresses, signMessage, sendTransfer, signPsbt). A refusal at the prompt is -32000.
 */
export function createSatsConnectProvider(core: BitcoinWalletCore): SatsConnectProvider {
  let nextId = 1
  const addressesFor = (wanted: readonly string[]) =>
    wanted
      .filter((purpose): purpose is BitcoinAddressPurpose => purpose === 'payment' || purpose === 'ordinals')
      .map(purpose => {
        const { address, publicKey, addressType } = core.account()[purpose]
        return { address, publicKey, purpose, addressType, walletType: 'software' as const }
      })

  const handlers: Record<keyof typeof schemas, (params: never) => Promise<unknown>> = {
    getAccounts: async ({ purposes: wanted }: z.infer<typeof schemas.getAccounts>) => {
      await core.connect()
      return addressesFor(wanted)
    },
    getAddresses: async ({ purposes: wanted }: z.infer<typeof schemas.getAddresses>) => {
      await core.connect()
      return { addresses: addressesFor(wanted), network: { bitcoin: { name: 'Regtest' } } }
    },
    signMessage: ({ address, message, protocol }: z.infer<typeof schemas.signMessage>) => core.signMessage(address, message, protocol),
    sendTransfer: async ({ recipients }: z.infer<typeof schemas.sendTransfer>) => ({
      txid: await core.sendTransfer(recipients.map(({ address, amount }) => ({ address, amount: BigInt(amount) }))),
    }),
    signPsbt: async ({ psbt, signInputs, broadcast }: z.infer<typeof schemas.signPsbt>) => {
      const signed = await core.signPsbt(
        base64.decode(psbt),
        Object.entries(signInputs).map(([address, indexes]) => ({ address, indexes })),
        broadcast ?? false,
      )
      return { psbt: base64.encode(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
    },
  }

  return {
    isSandboxBitcoinWallet: true,
    async request(method, params) {
      const id = String(nextId++)
      const fail = (code: number, message: string): SatsConnectResponse => ({ jsonrpc: '2.0', id, error: { code, message } })
      if (!Object.hasOwn(schemas, method)) return fail(SATS_CONNECT_ERRORS.METHOD_NOT_FOUND, `Method not found: ${method}`)
      const name = method as keyof typeof schemas
      const parsed = schemas[name].safeParse(params ?? {})
      if (!parsed.success)
        return fail(
          SATS_CONNECT_ERRORS.INVALID_PARAMS,
          `Invalid parameters: ${parsed.error.issues.map(issue => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        )
      if (name !== 'getAccounts' && name !== 'getAddresses' && !core.isConnected())
        return fail(SATS_CONNECT_ERRORS.ACCESS_DENIED, 'Access denied: connect the wallet first (getAccounts).')
      try {
        return { jsonrpc: '2.0', id, result: await handlers[name](parsed.data as never) }
      } catch (error) {
        if (error instanceof ProviderRpcError) {
          if (error.code === 4001) return fail(SATS_CONNECT_ERRORS.USER_REJECTION, 'User rejected the request.')
          if (error.code === 4100) return fail(SATS_CONNECT_ERRORS.ACCESS_DENIED, error.message)
          if (error.code === -32602) return fail(SATS_CONNECT_ERRORS.INVALID_PARAMS, error.message)
        }
        return fail(SATS_CONNECT_ERRORS.INTERNAL_ERROR, error instanceof Error ? error.message : String(error))
      }
    },
  }
}
