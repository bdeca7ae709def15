import { expect } from 'chai'
import { createPublicClient, erc20Abi, erc721Abi, http, parseUnits } from 'viem'
import { startChains } from '../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { deploySandboxTokens, sandboxHolders } from '../../../devtools/sandbox/tokens/deploySandboxTokens'
import { SANDBOX_COLLECTION, SANDBOX_ERC20_TOKENS, sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'

describe('sandbox tokens (devtools/sandbox/tokens)', function () {
  this.timeout(20_000)
  let started: StartChainsReturnType

  before(async () => {
    started = await startChains()
    await Promise.all(started.chains.map(chain => deploySandboxTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })))
  })

  after(async () => {
    await started?.stop()
  })

  it('deploys every ERC-20 at its fixed address on both chains, minting amountEach to every sandbox account', async () => {
    const holders = sandboxHolders()
    expect(holders).to.have.length(10)
    for (const chain of started.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const token of SANDBOX_ERC20_TOKENS) {
        expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' })).to.equal(token.symbol)
        expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' })).to.equal(token.decimals)
        const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holders[9]!] })
        expect(balance).to.equal(parseUnits(token.amountEach, token.decimals))
      }
    }
  })

  it('mints the collection perHolder NFTs to each account, numbered from 1 in account order', async () => {
    const holders = sandboxHolders()
    const client = createPublicClient({ transport: http(started.chains[1]!.rpcUrl) })
    const owner = (tokenId: bigint) => client.readContract({ address: SANDBOX_COLLECTION.address, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] })
    expect(await owner(1n)).to.equal(holders[0])
    expect(await owner(BigInt(SANDBOX_COLLECTION.perHolder + 1))).to.equal(holders[1])
    expect(await client.readContract({ address: SANDBOX_COLLECTION.address, abi: erc721Abi, functionName: 'balanceOf', args: [holders[4]!] })).to.equal(
      BigInt(SANDBOX_COLLECTION.perHolder),
    )
  })

  it('refuses to deploy twice on one chain rather than put contracts at other addresses', async () => {
    const chain = started.chains[0]!
    let error: unknown
    await deploySandboxTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId }).catch(caught => (error = caught))
    expect(String(error)).to.match(/already used on chain 31337/)
  })

  it('looks tokens up by symbol, naming the known ones otherwise', () => {
    expect(sandboxErc20('susd').decimals).to.equal(6)
    expect(() => sandboxErc20('nope')).to.throw(/known: SUSD, SGLD, SPTS/)
  })
})
