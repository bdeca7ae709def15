import { createTestClient, createWalletClient, http, parseEther, parseUnits, publicActions } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../sandboxConstants'
import sandboxContracts from './sandboxContracts.json' with { type: 'json' }
import { SANDBOX_COLLECTION, SANDBOX_DEPLOYER, SANDBOX_DEPLOYER_KEY, SANDBOX_ERC20_TOKENS } from './sandboxTokens'

export type DeploySandboxTokensParameters = {
  rpcUrl: string
  chainId: number
  mnemonic?: string
  accountCount?: number
}

/** The sandbox accounts (mnemonic indexes 0..n-1) that receive every token. */
export function sandboxHolders(mnemonic = SANDBOX_MNEMONIC, count = SANDBOX_ACCOUNT_COUNT): Address[] {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(mnemonic, { addressIndex }).address)
}

/**
 * Deploys the compiled sandbox contracts (sandboxContracts.json, from `npm run contracts`) on one
 * local anvil chain and mints to the sandbox accounts: each ERC-20's `amountEach` and the
 * collection's `perHolder` NFTs. The deployer is funded with anvil_setBalance and must still be at
 * nonce 0, so the addresses are the ones sandboxTokens.ts computes; a chain where it is not
 * (already deployed) is refused rather than given contracts at other addresses.
 *
 * @example
 * await deploySandboxTokens({ rpcUrl: chain.rpcUrl, chainId: 31337 })
 */
export async function deploySandboxTokens({ rpcUrl, chainId, mnemonic, accountCount }: DeploySandboxTokensParameters): Promise<void> {
  const chain = {
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const transport = http(rpcUrl, { retryCount: 0 })
  const testClient = createTestClient({ chain, mode: 'anvil', transport })
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(SANDBOX_DEPLOYER_KEY) }).extend(publicActions)
  const nonce = await wallet.getTransactionCount({ address: SANDBOX_DEPLOYER })
  if (nonce !== 0) throw new Error(`sandbox deployer ${SANDBOX_DEPLOYER} already used on chain ${chainId} (nonce ${nonce})`)
  await testClient.setBalance({ address: SANDBOX_DEPLOYER, value: parseEther('100') })
  const holders = sandboxHolders(mnemonic, accountCount)

  const { SandboxToken, SandboxCollection } = sandboxContracts.contracts
  // Sent one after another with explicit nonces, then awaited together: one block each under automine.
  const hashes: Hex[] = []
  for (const [index, token] of SANDBOX_ERC20_TOKENS.entries()) {
    hashes.push(
      await wallet.deployContract({
        abi: SandboxToken.abi,
        bytecode: SandboxToken.bytecode as `0x${string}`,
        args: [token.name, token.symbol, token.decimals, holders, parseUnits(token.amountEach, token.decimals)],
        nonce: index,
      }),
    )
  }
  hashes.push(
    await wallet.deployContract({
      abi: SandboxCollection.abi,
      bytecode: SandboxCollection.bytecode as `0x${string}`,
      args: [
        SANDBOX_COLLECTION.name,
        SANDBOX_COLLECTION.symbol,
        `sandbox://${SANDBOX_COLLECTION.symbol.toLowerCase()}/`,
        holders,
        BigInt(SANDBOX_COLLECTION.perHolder),
      ],
      nonce: SANDBOX_ERC20_TOKENS.length,
    }),
  )
  const receipts = await Promise.all(hashes.map(hash => wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  const expected = [...SANDBOX_ERC20_TOKENS.map(token => token.address), SANDBOX_COLLECTION.address]
  for (const [index, receipt] of receipts.entries()) {
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected[index]?.toLowerCase())
      throw new Error(`sandbox contract ${index} on chain ${chainId}: ${receipt.status} at ${receipt.contractAddress}, expected ${expected[index]}`)
  }
}
