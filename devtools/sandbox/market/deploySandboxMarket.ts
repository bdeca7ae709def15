import { createTestClient, createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../sandboxConstants'
import { deploySandboxTokens } from '../tokens/deploySandboxTokens'
import { SANDBOX_DEPLOYER_KEY, SANDBOX_TOKEN_CONTRACTS } from '../tokens/sandboxTokens'
import sandboxMarketContracts from './sandboxContracts.json' with { type: 'json' }
import { SANDBOX_MARKET_MAKER_INDEX, SANDBOX_POOLS, SANDBOX_ROUTER, SANDBOX_ROUTER_CODE, SANDBOX_WETH } from './sandboxMarket'

export type DeploySandboxMarketParameters = { rpcUrl: string; chainId: number }

/**
 * Turns a fresh anvil chain into the sandbox market (sandboxMarket.ts): the sandbox tokens, the
 * router (its code placed at 1inch V6's address and initialised there), one pair per pool
 * registered with the router, wrapped ether, and each pool seeded by its maker (ether wrapped
 * first, both tokens transferred in, then `sync`). Every address is checked against the computed one.
 *
 * @example
 * await deploySandboxMarket({ rpcUrl: market.rpcUrl, chainId: 8453 })
 */
export async function deploySandboxMarket({ rpcUrl, chainId }: DeploySandboxMarketParameters): Promise<void> {
  await deploySandboxTokens({ rpcUrl, chainId })
  const chain = {
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const transport = http(rpcUrl, { retryCount: 0 })
  const deployer = createWalletClient({ chain, transport, account: privateKeyToAccount(SANDBOX_DEPLOYER_KEY) }).extend(publicActions)
  const makerOf = (addressIndex: number) =>
    createWalletClient({ chain, transport, account: mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex }) }).extend(publicActions)
  const { SandboxRouter, SandboxPair, SandboxWETH } = sandboxMarketContracts.contracts
  let nonce = SANDBOX_TOKEN_CONTRACTS.length
  const deployments: Hex[] = [await deployer.deployContract({ abi: SandboxRouter.abi, bytecode: SandboxRouter.bytecode as Hex, nonce: nonce++ })]
  for (const pool of SANDBOX_POOLS) {
    deployments.push(
      await deployer.deployContract({
        abi: SandboxPair.abi,
        bytecode: SandboxPair.bytecode as Hex,
        args: [pool.seed[0].token.address, pool.seed[1].token.address],
        nonce: nonce++,
      }),
    )
  }
  deployments.push(await deployer.deployContract({ abi: SandboxWETH.abi, bytecode: SandboxWETH.bytecode as Hex, nonce: nonce++ }))
  const receipts = await Promise.all(deployments.map(hash => deployer.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  const expected = [SANDBOX_ROUTER_CODE, ...SANDBOX_POOLS.map(pool => pool.address), SANDBOX_WETH.address]
  for (const [index, receipt] of receipts.entries()) {
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected[index]?.toLowerCase())
      throw new Error(`sandbox market contract ${index} on chain ${chainId}: ${receipt.status} at ${receipt.contractAddress}, expected ${expected[index]}`)
  }

  const code = await deployer.getCode({ address: SANDBOX_ROUTER_CODE })
  if (!code) throw new Error(`sandbox market router on chain ${chainId}: no code at ${SANDBOX_ROUTER_CODE}`)
  await createTestClient({ chain, mode: 'anvil', transport }).setCode({ address: SANDBOX_ROUTER, bytecode: code })
  const seeding: Hex[] = [
    await deployer.writeContract({ address: SANDBOX_ROUTER, abi: SandboxRouter.abi, functionName: 'initialize', args: [SANDBOX_WETH.address], nonce: nonce++ }),
  ]
  for (const pool of SANDBOX_POOLS) {
    seeding.push(
      await deployer.writeContract({ address: SANDBOX_ROUTER, abi: SandboxRouter.abi, functionName: 'registerPair', args: [pool.address], nonce: nonce++ }),
    )
  }
  const makerNonces = new Map<number, number>()
  for (const pool of SANDBOX_POOLS) {
    const maker = makerOf(pool.makerIndex ?? SANDBOX_MARKET_MAKER_INDEX)
    let makerNonce = makerNonces.get(pool.makerIndex ?? SANDBOX_MARKET_MAKER_INDEX) ?? (await maker.getTransactionCount({ address: maker.account.address }))
    for (const { token, amount } of pool.seed) {
      const value = parseUnits(amount, token.decimals)
      if (token.address === SANDBOX_WETH.address)
        seeding.push(await maker.writeContract({ address: SANDBOX_WETH.address, abi: SandboxWETH.abi, functionName: 'deposit', value, nonce: makerNonce++ }))
      seeding.push(
        await maker.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [pool.address, value], nonce: makerNonce++ }),
      )
    }
    makerNonces.set(pool.makerIndex ?? SANDBOX_MARKET_MAKER_INDEX, makerNonce)
  }
  await waitAll(deployer, seeding)
  const syncs: Hex[] = []
  for (const pool of SANDBOX_POOLS)
    syncs.push(await deployer.writeContract({ address: pool.address, abi: SandboxPair.abi, functionName: 'sync', nonce: nonce++ }))
  await waitAll(deployer, syncs)
}

async function waitAll(
  client: { waitForTransactionReceipt: (args: { hash: Hex; pollingInterval: number }) => Promise<{ status: string }> },
  hashes: Hex[],
): Promise<void> {
  const receipts = await Promise.all(hashes.map(hash => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  const failed = receipts.findIndex(receipt => receipt.status !== 'success')
  if (failed >= 0) throw new Error(`sandbox market seeding transaction ${hashes[failed]} reverted`)
}
