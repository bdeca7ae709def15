import type { CaipNetwork } from '../schemas/entities'
import { VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import { isUnrecognizedChain, isUserRejection } from './providerErrors'
import type { WalletRequester } from './connectorDriver'

const toHexChainId = (network: CaipNetwork) => `0x${Number(network.id).toString(16)}`

/**
 * SPEC §4: `wallet_switchEthereumChain` (EIP-3326) first; when the wallet does not know the chain
 * (4902), `wallet_addEthereumChain` (EIP-3085) with the app's definition, which also switches.
 * The connector runner's switch for eip155 connectors that bring none of their own.
 *
 * @example
 * await switchEthereumChain(args => provider.request(args), base)
 */
export async function switchEthereumChain(request: WalletRequester, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(network)
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http
    const explorer = network.blockExplorers?.default?.url
    await addEthereumChain(request, {
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls,
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
  }
}

/**
 * SPEC §8: a wallet that cannot add the chain leaves the visitor with 'Chain is not supported', its
 * own words as the details; a refusal stays a refusal (4001), so the modal says it was declined.
 */
async function addEthereumChain(request: WalletRequester, args: { method: 'wallet_addEthereumChain'; params: readonly unknown[] }): Promise<void> {
  try {
    await request(args)
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new VestibuleError(ThrownMessages.CHAIN_NOT_SUPPORTED, { cause: error, category: 'INTERNAL_SDK_ERROR' })
  }
}
