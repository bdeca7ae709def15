import { hexToString, isHex } from 'viem'
import type { TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { addressSchema, parseParams } from '../wallet/paramSchemas'
import { invalidParams } from '../wallet/providerRpcError'
import { assertSelectedAccount } from './phoneMethod'
import type { PhoneMethod } from './phoneMethod'

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

/** The text a person is signing when it is text; otherwise the hex. */
function messagePreview(data: string): string {
  let text = data
  if (isHex(data)) {
    const decoded = hexToString(data)
    // Control characters mean binary data: show the hex instead of garbage.
    text = /[\u0000-\u0008\u000e-\u001f]/.test(decoded) ? data : decoded
  }
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text
}

function typedDataOf(params: unknown): { address: string; typedData: z.infer<typeof typedDataSchema> } {
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

/** EIP-191 personal message. Hex data is signed as bytes, anything else as UTF-8 text. */
const personalSign: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const [data, address] = parseParams(personalSignParams, params, 'personal_sign')
    assertSelectedAccount(context, address)
    return `Sign message: "${messagePreview(data)}"`
  },
  run: async (context, params) => {
    const [data] = parseParams(personalSignParams, params, 'personal_sign')
    return context.account.signMessage({ message: isHex(data) ? { raw: data } : data })
  },
}

/** EIP-712. Refuses a domain naming another chain than the one the request is addressed to. */
const signTypedDataV4: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const { address, typedData } = typedDataOf(params)
    assertSelectedAccount(context, address)
    const domainChainId = typedData.domain.chainId
    if (domainChainId !== undefined && Number(domainChainId) !== context.chainId)
      throw invalidParams(`Provided chainId "${String(domainChainId)}" must match the active chainId "${context.chainId}"`)
    return `Sign typed data: ${typedData.primaryType}`
  },
  // The schema checked the structure; viem checks the values against the types while hashing.
  run: async (context, params) => context.account.signTypedData(typedDataOf(params).typedData as unknown as TypedDataDefinition),
}

export const signingMethods: Record<string, PhoneMethod> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedDataV4,
}
