import { createWalletClient, http, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'
import { viemChain, type FrameChain } from './frameChain'
import { executeCall } from './smartAccount'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const personalSignParams = z.tuple([hex, z.string()])
const typedDataParams = z.tuple([z.string(), z.string()])
const txParams = z.tuple([z.object({ to: hex.optional(), value: hex.optional(), data: hex.optional(), gas: hex.optional(), from: z.string().optional() })])

/**
 * Runs one RPC request for the signed-in account: signing here, reads forwarded to the chain's
 * node. With a smart account (SPEC §4), it is the account's address, its transactions are the
 * owner's `execute` calls on it, and its signatures are the owner's (the contract checks them, ERC-1271).
 */
export async function runFrameRpc(
  owner: LocalAccount,
  smartAccount: Hex | undefined,
  chain: FrameChain,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const wallet = createWalletClient({ account: owner, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [smartAccount ?? owner.address]
    case 'eth_chainId':
      return `0x${chain.chainId.toString(16)}`
    case 'personal_sign': {
      const [message] = personalSignParams.parse(params)
      return owner.signMessage({ message: { raw: message as Hex } })
    }
    case 'eth_signTypedData_v4': {
      const [, json] = typedDataParams.parse(params)
      return owner.signTypedData(JSON.parse(json))
    }
    case 'eth_sendTransaction': {
      const [tx] = txParams.parse(params)
      const call = {
        ...(tx.to ? { to: tx.to as Hex } : {}),
        ...(tx.value ? { value: BigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data as Hex } : {}),
      }
      if (smartAccount) {
        if (!call.to) throw new Error('A smart account cannot deploy a contract')
        return wallet.sendTransaction({ account: owner, chain: wallet.chain, ...executeCall(smartAccount, { ...call, to: call.to }) })
      }
      return wallet.sendTransaction({ account: owner, chain: wallet.chain, ...call, ...(tx.gas ? { gas: BigInt(tx.gas) } : {}) })
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
