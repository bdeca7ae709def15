import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem'
import type { RpcClient } from 'vestibule/rpc'
import type { NativeBalance } from 'vestibule/plugin'

/**
 * The balance of the token an app names for a network (AppKit's `tokens` option), read from the
 * token contract itself (ERC-20 `balanceOf`, `decimals`, `symbol`), so it is what the chain holds
 * whatever the balance API knows.
 *
 * @example
 * await fetchTokenBalance('0xf39F…', '0xA0b8…', rpc) // { balance: '12.5', symbol: 'USDC' }
 */
export async function fetchTokenBalance(address: string, token: string, rpc: RpcClient): Promise<NativeBalance> {
  const call = async <F extends 'balanceOf' | 'decimals' | 'symbol'>(functionName: F, args: readonly unknown[]) => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
    const result = await rpc.request<Hex>('eth_call', [{ to: token, data }, 'latest'])
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as Parameters<typeof decodeFunctionResult>[0])
  }
  const [raw, decimals, symbol] = await Promise.all([call('balanceOf', [address]), call('decimals', []), call('symbol', [])])
  return { balance: formatUnits(raw as bigint, Number(decimals)), symbol: String(symbol) }
}
