import { hexToString, isHex } from 'viem'
import type { TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { assertAccount } from './accountMethods'
import { invalidParams } from './providerRpcError'
import { addressSchema, parseParams } from './paramSchemas'
import type { MethodHandler } from './walletContext'

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

/** Shows the text a person is signing when it is text; otherwise the hex. */
function messagePreview(data: string): string {
  let text = data
  if (isHex(data)) {
    const decoded = hexToString(data)
    // Control characters mean binary data: show the hex instead of garbage.
    text = /[\u0000-\u0008\u000e-\u001f]/.test(decoded) ? data : decoded
  }
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text
}

/** EIP-191 personal message. Hex data is signed as bytes, anything else as UTF-8 text. */
const personalSign: MethodHandler = async (context, params) => {
  const [data, address] = parseParams(personalSignParams, params, 'personal_sign')
  assertAccount(context, address)
  await context.approve('personal_sign', params, `Sign message: "${messagePreview(data)}"`)
  return context.account().signMessage({ message: isHex(data) ? { raw: data } : data })
}

/** EIP-712. Like extensions, refuses a domain naming another chain than the selected one. */
const signTypedDataV4: MethodHandler = async (context, params) => {
  const [address, raw] = parseParams(signTypedDataParams, params, 'eth_signTypedData_v4')
  assertAccount(context, address)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw invalidParams('eth_signTypedData_v4: typed data is not valid JSON')
    }
  }
  const typedData = parseParams(typedDataSchema, json, 'eth_signTypedData_v4 typed data')
  const domainChainId = typedData.domain.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== context.state.chainId)
    throw invalidParams(`Provided chainId "${String(domainChainId)}" must match the active chainId "${context.state.chainId}"`)

  await context.approve('eth_signTypedData_v4', params, `Sign typed data: ${typedData.primaryType}`)
  // The schema checked the structure; viem checks the values against the types while hashing.
  return context.account().signTypedData(typedData as unknown as TypedDataDefinition)
}

export const signingMethods: Record<string, MethodHandler> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedDataV4,
}
