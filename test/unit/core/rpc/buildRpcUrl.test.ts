import { expect } from 'chai'
import { buildRpcUrl } from '../../../../core/rpc/buildRpcUrl'

describe('buildRpcUrl', () => {
  it('builds {rpc host}/v1/?chainId={caip id}&projectId={id} on the hosted RPC by default', () => {
    expect(buildRpcUrl({ caipNetworkId: 'eip155:10', projectId: 'abc' })).to.equal('https://rpc.walletconnect.org/v1/?chainId=eip155:10&projectId=abc')
  })

  it('uses a given host, without doubling its trailing slash', () => {
    expect(
      buildRpcUrl({
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        projectId: 'abc',
        rpcHost: 'http://127.0.0.1:8545/',
      }),
    ).to.equal('http://127.0.0.1:8545/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=abc')
  })
})
