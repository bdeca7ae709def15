import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  parseEther,
  type Hex,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import sandboxContracts from '../sandboxContracts.json' with { type: 'json' }
import { frameStore } from './frameStore'
import { viemChain, type FrameChain } from './frameChain'

const { abi, bytecode } = sandboxContracts.contracts.SandboxSmartAccount
/** What a new smart account is given at deployment, so it can pay from its own balance. */
const SMART_ACCOUNT_FUNDING = parseEther('10')
/** How many of the owner's first transactions are looked at for a smart account it deployed elsewhere. */
const DEPLOYMENTS_SEARCHED = 32

/**
 * The identity's smart account on `chain` (SPEC §4 smartAccount): the `SandboxSmartAccount` its key
 * owns, deployed by that key the first time it is needed on the chain (and again if the chain was
 * reset), its address kept in the secure site's storage.
 */
export async function smartAccountFor(identity: string, owner: LocalAccount, chain: FrameChain): Promise<Hex> {
  const publicClient = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const known = frameStore.smartAccount(identity, chain.chainId)
  if (known && (await publicClient.getCode({ address: known }))) return known
  // Another device of this account may have deployed it: same key, so one of the key's deployments.
  const deployed = await deployedBy(publicClient, owner.address)
  if (deployed) {
    frameStore.setSmartAccount(identity, chain.chainId, deployed)
    return deployed
  }
  const wallet = createWalletClient({ account: owner, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const hash = await wallet.deployContract({ abi, bytecode: bytecode as Hex, args: [owner.address], value: SMART_ACCOUNT_FUNDING })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('The smart account could not be deployed')
  // Checksummed (EIP-55), as the same account found from another device is.
  const address = getAddress(receipt.contractAddress)
  frameStore.setSmartAccount(identity, chain.chainId, address)
  return address
}

/** The smart account `owner` deployed with one of its first transactions, if any (CREATE addresses follow the nonce). */
async function deployedBy(publicClient: PublicClient, owner: Hex): Promise<Hex | undefined> {
  const sent = await publicClient.getTransactionCount({ address: owner })
  for (let nonce = 0; nonce < Math.min(sent, DEPLOYMENTS_SEARCHED); nonce++) {
    const address = getContractAddress({ from: owner, nonce: BigInt(nonce) })
    if (!(await publicClient.getCode({ address }))) continue
    const contractOwner = await publicClient.readContract({ address, abi, functionName: 'owner' }).catch(() => undefined)
    if (typeof contractOwner === 'string' && contractOwner.toLowerCase() === owner.toLowerCase()) return address
  }
  return undefined
}

/** A transaction from the smart account: its owner calls `execute(to, value, data)` on it. */
export function executeCall(smartAccount: Hex, call: { to: Hex; value?: bigint; data?: Hex }) {
  return { to: smartAccount, data: encodeFunctionData({ abi, functionName: 'execute', args: [call.to, call.value ?? 0n, call.data ?? '0x'] }) }
}
