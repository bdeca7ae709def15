import { expect } from 'chai'
import { sessionAccounts } from '../../../../plugins/connectors/walletConnect/sessionAccounts'
import { ADDRESS, ADDRESS_2 } from '../../core/foldEvents'

describe('sessionAccounts (what the wallet approved, per namespace)', () => {
  it('lists each address once, with every chain it was approved on', () => {
    const groups = sessionAccounts({ eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`, `eip155:31337:${ADDRESS_2}`] } }, ['eip155'])
    expect(groups).to.deep.equal([
      {
        namespace: 'eip155',
        accounts: [
          { address: ADDRESS, type: 'eoa' },
          { address: ADDRESS_2, type: 'eoa' },
        ],
        chains: ['eip155:31337', 'eip155:31338'],
      },
    ])
  })

  it('treats addresses that differ only in case as one', () => {
    const groups = sessionAccounts({ eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS.toLowerCase()}`] } }, ['eip155'])
    expect(groups[0]!.accounts).to.have.length(1)
  })

  it('leaves out namespaces the app does not serve, and malformed or foreign account ids', () => {
    const groups = sessionAccounts(
      {
        eip155: { accounts: ['eip155:1:not-an-address', `solana:abc:${ADDRESS}`, 'eip155:1', `eip155:1:${ADDRESS}`] },
        solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'] },
        unknown: { accounts: ['unknown:1:x'] },
      },
      ['eip155'],
    )
    expect(groups).to.deep.equal([{ namespace: 'eip155', accounts: [{ address: ADDRESS, type: 'eoa' }], chains: ['eip155:1'] }])
  })

  it('reads chain-keyed namespaces (CAIP-25 allows `eip155:1` as a key) into their namespace', () => {
    const groups = sessionAccounts({ 'eip155:1': { accounts: [`eip155:1:${ADDRESS}`] }, 'eip155:10': { accounts: [`eip155:10:${ADDRESS}`] } }, ['eip155'])
    expect(groups).to.deep.equal([{ namespace: 'eip155', accounts: [{ address: ADDRESS, type: 'eoa' }], chains: ['eip155:1', 'eip155:10'] }])
  })

  it('gives nothing when the wallet approved no account the app can use', () => {
    expect(sessionAccounts({ eip155: { accounts: [] } }, ['eip155'])).to.deep.equal([])
  })

  it('gives one group per approved namespace of a multichain wallet, each with its own chains', () => {
    const solanaAccount = 'solana:localnet:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const bitcoinAccount = 'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const groups = sessionAccounts(
      {
        eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`] },
        solana: { accounts: [solanaAccount] },
        bip122: { accounts: [bitcoinAccount] },
      },
      ['eip155', 'solana', 'bip122'],
    )
    expect(groups).to.deep.equal([
      { namespace: 'eip155', accounts: [{ address: ADDRESS, type: 'eoa' }], chains: ['eip155:31337', 'eip155:31338'] },
      { namespace: 'solana', accounts: [{ address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', type: 'eoa' }], chains: ['solana:localnet'] },
      {
        namespace: 'bip122',
        accounts: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 'eoa' }],
        chains: ['bip122:000000000019d6689c085ae165831e93'],
      },
    ])
  })
})
