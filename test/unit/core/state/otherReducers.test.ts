import { expect } from 'chai'
import { MAX_ERROR_ENTRIES } from '../../../../core/state/state'
import { ADDRESS, connected, fold, initialized } from '../foldEvents'

const caipAddress = `eip155:31337:${ADDRESS}` as const

describe('account, connectors, errors and start-up reducers', () => {
  it('puts a fetched balance on the account and in the balance cache with the event time', () => {
    const state = fold([initialized(), connected(), { type: 'account/balance-fetched', payload: { caipAddress, balance: '9999.5', symbol: 'ETH' } }])
    expect(state.accounts.eip155).to.deep.include({ balance: '9999.5', balanceSymbol: 'ETH' })
    expect(state.caches.balance[caipAddress]).to.deep.equal({ value: { balance: '9999.5', symbol: 'ETH' }, timestamp: 3000 })
  })

  it('drops the cached balance when a fetch fails', () => {
    const state = fold([
      initialized(),
      connected(),
      { type: 'account/balance-fetched', payload: { caipAddress, balance: '1', symbol: 'ETH' } },
      { type: 'account/balance-failed', payload: { caipAddress, error: { name: 'E', message: 'x', shortMessage: 'x', category: 'API_ERROR' } } },
    ])
    expect(state.caches.balance[caipAddress]).to.equal(undefined)
  })

  it('puts an identity on the account with a case-insensitive address match', () => {
    const state = fold([
      initialized(),
      connected(),
      { type: 'account/identity-fetched', payload: { address: ADDRESS.toLowerCase(), name: 'alice.eth', avatar: null } },
    ])
    expect(state.accounts.eip155?.profileName).to.equal('alice.eth')
    expect(state.caches.identity[ADDRESS.toLowerCase()]?.value).to.deep.equal({ name: 'alice.eth', avatar: null })
  })

  it('registers connectors once per id, updating in place', () => {
    const connector = { id: 'io.metamask', type: 'ANNOUNCED' as const, name: 'MetaMask', chain: 'eip155' as const }
    const state = fold([
      { type: 'connectors/registered', payload: { connector } },
      { type: 'connectors/registered', payload: { connector: { ...connector, name: 'MetaMask 2' } } },
    ])
    expect(state.connectors).to.have.length(1)
    expect(state.connectors[0]?.name).to.equal('MetaMask 2')
    expect(
      fold([
        { type: 'connectors/registered', payload: { connector } },
        { type: 'connectors/unregistered', payload: { connectorId: 'io.metamask' } },
      ]).connectors,
    ).to.deep.equal([])
  })

  it(`keeps the last ${MAX_ERROR_ENTRIES} errors`, () => {
    const events = Array.from({ length: MAX_ERROR_ENTRIES + 5 }, (_, i) => ({
      type: 'error/raised' as const,
      payload: { plugin: 'p', error: { name: 'E', message: `e${i}`, shortMessage: `e${i}`, category: 'INTERNAL_SDK_ERROR' as const } },
    }))
    const state = fold(events)
    expect(state.errors).to.have.length(MAX_ERROR_ENTRIES)
    expect(state.errors.at(-1)?.error.message).to.equal(`e${MAX_ERROR_ENTRIES + 4}`)
  })

  it('restores recent wallets, disconnected ids and a still-configured network from storage', () => {
    const snapshot = {
      activeNamespace: 'eip155' as const,
      activeCaipNetworkId: 'eip155:31338' as const,
      connectedNamespaces: [],
      connectionStatus: 'disconnected' as const,
      connectorIds: {},
      disconnectedConnectorIds: { eip155: ['a'] },
      recentWallets: [{ id: 'a', name: 'A' }],
    }
    const state = fold([initialized(), { type: 'storage/restored', payload: { snapshot } }])
    expect(state.activeCaipNetworkId).to.equal('eip155:31338')
    expect(state.recentWallets).to.deep.equal([{ id: 'a', name: 'A' }])
    expect(state.disconnectedConnectorIds).to.deep.equal({ eip155: ['a'] })
    const unknown = fold([initialized(), { type: 'storage/restored', payload: { snapshot: { ...snapshot, activeCaipNetworkId: 'eip155:999' as const } } }])
    expect(unknown.activeCaipNetworkId).to.equal('eip155:31337')
  })
})
