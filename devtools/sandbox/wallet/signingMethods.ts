import type { TypedDataDefinition } from 'viem'
import { assertAccount } from './accountMethods'
import { assertTypedDataChain, messagePreview, personalMessage, personalSignOf, typedDataOf } from './signingParams'
import type { MethodHandler } from './walletContext'

/** EIP-191 personal message. */
const personalSign: MethodHandler = async (context, params) => {
  const { data, address } = personalSignOf(params)
  assertAccount(context, address)
  await context.approve('personal_sign', params, `Sign message: "${messagePreview(data)}"`)
  return context.account().signMessage({ message: personalMessage(data) })
}

/** EIP-712. Like extensions, refuses a domain naming another chain than the selected one. */
const signTypedDataV4: MethodHandler = async (context, params) => {
  const { address, typedData } = typedDataOf(params)
  assertAccount(context, address)
  assertTypedDataChain(typedData, context.state.chainId)
  await context.approve('eth_signTypedData_v4', params, `Sign typed data: ${typedData.primaryType}`)
  // The schema checked the structure; viem checks the values against the types while hashing.
  return context.account().signTypedData(typedData as unknown as TypedDataDefinition)
}

export const signingMethods: Record<string, MethodHandler> = {
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedDataV4,
}
