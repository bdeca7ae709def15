import type { TypedDataDefinition } from 'viem'
import { assertTypedDataChain, messagePreview, personalMessage, personalSignOf, typedDataOf } from '../wallet/signingParams'
import { assertSelectedAccount } from './phoneMethod'
import type { PhoneMethod } from './phoneMethod'

/** EIP-191 personal message. */
const personalSign: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const { data, address } = personalSignOf(params)
    assertSelectedAccount(context, address)
    return `Sign message: "${messagePreview(data)}"`
  },
  run: async (context, params) => context.account.signMessage({ message: personalMessage(personalSignOf(params).data) }),
}

/** EIP-712. Refuses a domain naming another chain than the one the request is addressed to. */
const signTypedDataV4: PhoneMethod = {
  needsApproval: true,
  summarize: (context, params) => {
    const { address, typedData } = typedDataOf(params)
    assertSelectedAccount(context, address)
    assertTypedDataChain(typedData, context.chainId)
    return `Sign typed data: ${typedData.primaryType}`
  },
  // The schema checked the structure; viem checks the values against the types while hashing.
  run: async (context, params) => context.account.signTypedData(typedDataOf(params).typedData as unknown as TypedDataDefinition),
}

export const signingMethods: Record<string, PhoneMethod> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedDataV4,
}
