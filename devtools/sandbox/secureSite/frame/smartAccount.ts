import { createPublicClient, createWalletClient, encodeFunctionData, http, parseEther, type Hex, type LocalAccount } from 'viem'
import sandboxContracts from '../sandboxContracts.json' with { type: 'json' }
import { frameStore } from './frameStore'
import { viemChain, type FrameChain } from './frameChain'

const { abi, bytecode } = sandboxContracts.contracts.SandboxSmartAccount
/** What a new smart account is given at deployment, so it can pay from its own balance. */
const SMART_ACCOUNT_FUNDING = parseEther('10')

/**
 * The identity's smart account on `chain` (SPEC §4 smartAccount): the `SandboxSmartAccount` its key
 * owns, deployed by that key the first time it is needed on the chain (and again if the chain was
 * reset), its address kept in the secure site's storage.
 */
export async function smartAccountFor(identity: string, owner: LocalAccount, chain: FrameChain): Promise<Hex> {
  const publicClient = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const known = frameStore.smartAccount(identity, chain.chainId)
  if (known && (await publicClient.getCode({ address: known }))) return known
  const wallet = createWalletClient({ account: owner, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const hash = await wallet.deployContract({ abi, bytecode: bytecode as Hex, args: [owner.address], value: SMART_ACCOUNT_FUNDING })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('The smart account could not be deployed')
  frameStore.setSmartAccount(identity, chain.chainId, receipt.contractAddress)
  return receipt.contractAddress
}

/** A transaction from the smart account: its owner calls `execute(to, value, data)` on it. */
export function executeCall(smartAccount: Hex, call: { to: Hex; value?: bigint; data?: Hex }) {
  return { to: smartAccount, data: encodeFunctionData({ abi, functionName: 'execute', args: [call.to, call.value ?? 0n, call.data ?? '0x'] }) }
}
