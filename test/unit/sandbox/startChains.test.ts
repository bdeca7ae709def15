import { expect } from 'chai'
import { createPublicClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains } from '../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startChains', function () {
  this.timeout(10_000)
  let started: StartChainsReturnType | undefined

  before(async () => {
    started = await startChains()
  })

  after(async () => {
    await started?.stop()
  })

  it('starts 31337 "Sandbox Alpha" and 31338 "Sandbox Beta" on distinct loopback ports answering their own chain id', async () => {
    const chains = started!.chains
    expect(chains.map(chain => [chain.chainId, chain.name])).to.deep.equal([
      [31337, 'Sandbox Alpha'],
      [31338, 'Sandbox Beta'],
    ])
    expect(chains[0]!.rpcUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chains[0]!.rpcUrl).to.not.equal(chains[1]!.rpcUrl)
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).to.equal(chain.chainId)
    }
  })

  it('prefunds the mnemonic accounts on both chains', async () => {
    const address = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 9 }).address
    for (const chain of started!.chains) {
      const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })
      expect(balance).to.equal(parseEther('10000'))
    }
  })

  it('describes each chain as a CAIP network with real (non-testnet) balances and no explorer', () => {
    const [alpha] = started!.networks
    expect(alpha).to.include({ id: 31337, name: 'Sandbox Alpha', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', testnet: false })
    expect(alpha!.nativeCurrency).to.deep.equal({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(alpha!.rpcUrls.default.http).to.deep.equal([started!.chains[0]!.rpcUrl])
    expect(alpha!.blockExplorers).to.equal(undefined)
  })

  it('stop() ends the anvil processes', async () => {
    const own = await startChains({ specs: [{ chainId: 4242, name: 'Throwaway' }] })
    const pid = own.chains[0]!.pid
    expect(isAlive(pid)).to.equal(true)
    await own.stop()
    expect(isAlive(pid)).to.equal(false)
  })
})
