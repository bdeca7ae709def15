import { createWalletClient, defineChain, http, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'
import type { SecureSiteConfig } from '../secureSiteConfig'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const personalSignParams = z.tuple([hex, z.string()])
const typedDataParams = z.tuple([z.string(), z.string()])
const txParams = z.tuple([
  z.object({ to: hex.optional(), value: hex.optional(), data: hex.optional(), gas: hex.optional(), from: z.string().optional() }),
])

type Chain = SecureSiteConfig['chains'][number]

/** Runs one RPC request for the signed-in account: signing here, reads forwarded to the chain's node. */
export async function runFrameRpc(account: LocalAccount, chain: Chain, method: string, params: readonly unknown[]): Promise<unknown> {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return `0x${chain.chainId.toString(16)}`
    case 'personal_sign': {
      const [message] = personalSignParams.parse(params)
      return account.signMessage({ message: { raw: message as Hex } })
    }
    case 'eth_signTypedData_v4': {
      const [, json] = typedDataParams.parse(params)
      return account.signTypedData(JSON.parse(json))
    }
    case 'eth_sendTransaction': {
      const [tx] = txParams.parse(params)
      return wallet.sendTransaction({
        account,
        chain: viemChain,
        ...(tx.to ? { to: tx.to as Hex } : {}),
        ...(tx.value ? { value: BigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data as Hex } : {}),
        ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      })
    }
    default: {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = z.object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() }).parse(await response.json())
      if (body.error) throw new Error(body.error.message)
      return body.result
    }
  }
}
