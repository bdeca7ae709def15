import { hexToString, isHex } from 'viem'
import { z } from 'zod'
import { invalidParams } from './providerRpcError'
import { addressSchema, parseParams } from './paramSchemas'

const PREVIEW_CHARS = 120

/** personal_sign params: [message, address] (the data first, unlike eth_sign); extra items ignored. */
const personalSignParams = z.tuple([z.string(), addressSchema], z.unknown())

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})

/** eth_signTypedData_v4 params: [address, typed data as a JSON string (or, leniently, an object)]. */
const signTypedDataParams = z.tuple([addressSchema, z.union([z.string(), z.record(z.string(), z.unknown())])])

export type TypedData = z.infer<typeof typedDataSchema>

/** The message of a personal_sign request and the account asked to sign it (both sandbox wallets). */
export function personalSignOf(params: unknown): { data: string; address: string } {
  const [data, address] = parseParams(personalSignParams, params, 'personal_sign')
  return { data, address }
}

/** EIP-191: hex data is signed as bytes, anything else as UTF-8 text. */
export const personalMessage = (data: string) => (isHex(data) ? { raw: data } : data)

/** The text a person is signing when it is text; otherwise the hex. */
export function messagePreview(data: string): string {
  let text = data
  if (isHex(data)) {
    const decoded = hexToString(data)
    // Control characters mean binary data: show the hex instead of garbage.
    text = /[\u0000-\u0008\u000e-\u001f]/.test(decoded) ? data : decoded
  }
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text
}

/** The typed data of an eth_signTypedData_v4 request, and the account asked to sign it. */
export function typedDataOf(params: unknown): { address: string; typedData: TypedData } {
  const [address, raw] = parseParams(signTypedDataParams, params, 'eth_signTypedData_v4')
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw invalidParams('eth_signTypedData_v4: typed data is not valid JSON')
    }
  }
  return { address, typedData: parseParams(typedDataSchema, json, 'eth_signTypedData_v4 typed data') }
}

/** EIP-712: like extensions, refuse a domain naming another chain than the active one. */
export function assertTypedDataChain(typedData: TypedData, chainId: number): void {
  const domainChainId = typedData.domain.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== chainId)
    throw invalidParams(`Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}"`)
}
