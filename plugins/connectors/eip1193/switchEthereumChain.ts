import type { CaipNetwork } from 'vestibule/plugin'
import type { Eip1193Provider } from './eip1193Types'
import { isUnrecognizedChain } from './providerErrors'

const toHexChainId = (network: CaipNetwork) => `0x${Number(network.id).toString(16)}`

/**
 * SPEC §4: `wallet_switchEthereumChain` (EIP-3326) first; when the wallet does not know the chain
 * (4902), `wallet_addEthereumChain` (EIP-3085) with the app's definition, which also switches.
 */
export async function switchEthereumChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(network)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http
    const explorer = network.blockExplorers?.default?.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls,
        ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
      }],
    })
  }
}
