import { expect } from 'chai'
import { switchEthereumChain } from '../../../../core/connectors/switchEthereumChain'
import { VestibuleError } from '../../../../core/errors'
import { normalizeNetwork } from '../../../../core/options/normalizeNetwork'

const base = normalizeNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://base.example'] } },
})
const failure = (code: number, message = 'wallet says no') => Object.assign(new Error(message), { code })

/** A wallet whose switch fails with `switchError` and whose add answers `addError` (or succeeds). */
function wallet(switchError: Error, addError?: Error) {
  const calls: string[] = []
  const request = async ({ method }: { method: string }) => {
    calls.push(method)
    if (method === 'wallet_switchEthereumChain') throw switchError
    if (addError) throw addError
    return null
  }
  return { calls, request }
}

describe('switchEthereumChain (SPEC §4, §8 chain error codes)', () => {
  for (const code of [4902, 5000, -32603, 32603]) {
    it(`adds the chain when the switch fails with ${code}`, async () => {
      const { calls, request } = wallet(failure(code))
      await switchEthereumChain(request, base)
      expect(calls).to.deep.equal(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    })
  }

  it('gives up on other codes, with the wallet’s own error', async () => {
    const { calls, request } = wallet(failure(-32000, 'busy'))
    const error = await switchEthereumChain(request, base).catch(e => e)
    expect(error.message).to.equal('busy')
    expect(calls).to.deep.equal(['wallet_switchEthereumChain'])
  })

  it("says 'Chain is not supported' when the wallet cannot add the chain, keeping its words as the cause", async () => {
    const { request } = wallet(failure(4902), failure(-32602, 'bad rpc url'))
    const error = await switchEthereumChain(request, base).catch(e => e)
    expect(error).to.be.instanceOf(VestibuleError)
    expect(error.shortMessage).to.equal('Chain is not supported')
    expect((error.cause as Error).message).to.equal('bad rpc url')
  })

  it('keeps a refusal to add the chain a refusal (4001)', async () => {
    const { request } = wallet(failure(4902), failure(4001, 'User rejected'))
    const error = await switchEthereumChain(request, base).catch(e => e)
    expect(error.code).to.equal(4001)
  })
})
