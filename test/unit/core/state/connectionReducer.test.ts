import { expect } from 'chai'
import type { EventInput } from '../../../../core/events/eventMap'
import { namespaceOf } from '../../../../core/events/caip'
import { EMPTY_SNAPSHOT } from '../../../../core/schemas/storedSnapshot'
import { ADDRESS, ADDRESS_2, alpha, connected, fold, initialized } from '../foldEvents'

const disconnected = (connectorId = 'injected:sandbox') => ({ type: 'connection/disconnected', payload: { connectorId, namespace: 'eip155' } }) as const

describe('connection reducer', () => {
  it('goes disconnected → connecting → connected', () => {
    const connecting = fold([initialized(), { type: 'connection/requested', payload: { connectorId: 'a', namespace: 'eip155' } }])
    expect(connecting.accounts.eip155?.status).to.equal('connecting')
    const state = fold([initialized(), { type: 'connection/requested', payload: { connectorId: 'a', namespace: 'eip155' } }, connected('a')])
    expect(state.accounts.eip155).to.deep.include({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(state.activeConnectorIds.eip155).to.equal('a')
    expect(state.connections.eip155).to.deep.equal([{ connectorId: 'a', accounts: [{ address: ADDRESS, type: 'eoa' }] }])
  })

  it('returns to disconnected with no address when a connection fails', () => {
    const state = fold([
      initialized(),
      { type: 'connection/requested', payload: { connectorId: 'a', namespace: 'eip155' } },
      {
        type: 'connection/failed',
        payload: {
          connectorId: 'a',
          namespace: 'eip155',
          rejected: true,
          error: { name: 'E', message: 'no', shortMessage: 'no', category: 'INTERNAL_SDK_ERROR' },
        },
      },
    ])
    expect(state.accounts.eip155).to.deep.equal({ status: 'disconnected', allAccounts: [] })
  })

  it('keeps an existing connection when connecting another wallet fails', () => {
    const state = fold([
      initialized(),
      connected('a'),
      { type: 'connection/requested', payload: { connectorId: 'b', namespace: 'eip155' } },
      {
        type: 'connection/failed',
        payload: {
          connectorId: 'b',
          namespace: 'eip155',
          rejected: true,
          error: { name: 'E', message: 'no', shortMessage: 'no', category: 'INTERNAL_SDK_ERROR' },
        },
      },
    ])
    expect(state.accounts.eip155?.status).to.equal('connected')
    expect(state.activeConnectorIds.eip155).to.equal('a')
  })

  it('clears the chain connector id and the address on disconnect', () => {
    const state = fold([initialized(), connected('a'), disconnected('a')])
    expect(state.activeConnectorIds.eip155).to.equal(undefined)
    expect(state.accounts.eip155).to.deep.equal({ status: 'disconnected', allAccounts: [] })
    expect(state.connections.eip155).to.equal(undefined)
    expect(state.disconnectedConnectorIds.eip155).to.deep.equal(['a'])
  })

  it('disconnects a wallet kept beside the one in use: its record goes, the active connection stays', () => {
    const state = fold([initialized(), connected('a', [ADDRESS]), connected('b', [ADDRESS_2]), disconnected('a')])
    expect(state.activeConnectorIds.eip155).to.equal('b')
    expect(state.accounts.eip155).to.deep.include({ status: 'connected', address: ADDRESS_2 })
    expect(state.connections.eip155).to.deep.equal([{ connectorId: 'b', accounts: [{ address: ADDRESS_2, type: 'eoa' }] }])
    expect(state.disconnectedConnectorIds.eip155).to.deep.equal(['a'])
  })

  it('forgets a disconnected id once that connector connects again', () => {
    const state = fold([initialized(), connected('a'), disconnected('a'), connected('a')])
    expect(state.disconnectedConnectorIds.eip155).to.deep.equal([])
  })

  it('closes the Account view when its connection ends', () => {
    const state = fold([initialized(), connected('a'), { type: 'modal/open-requested', payload: {} }, disconnected('a')])
    expect(state.modal.isOpen).to.equal(false)
  })

  it('follows accountsChanged, and an empty list disconnects', () => {
    const changed = fold([
      initialized(),
      connected('a'),
      { type: 'connection/accounts-changed', payload: { connectorId: 'a', namespace: 'eip155', accounts: [{ address: ADDRESS_2, type: 'eoa' }] } },
    ])
    expect(changed.accounts.eip155?.address).to.equal(ADDRESS_2)
    const emptied = fold([
      initialized(),
      connected('a'),
      { type: 'connection/accounts-changed', payload: { connectorId: 'a', namespace: 'eip155', accounts: [] } },
    ])
    expect(emptied.accounts.eip155?.status).to.equal('disconnected')
    expect(emptied.connections.eip155).to.deep.equal([])
  })

  it('keeps at most 2 recent wallets, newest first, without duplicates', () => {
    const state = fold([initialized(), connected('a'), connected('b'), connected('a'), connected('c')])
    expect(state.recentWallets.map(w => w.id)).to.deep.equal(['c', 'a'])
  })

  it('marks a connection on an unconfigured chain unsupported unless allowed', () => {
    expect(fold([initialized(), connected('a', [ADDRESS], 'eip155:1')]).unsupportedNetwork).to.equal(true)
    expect(fold([initialized({ allowUnsupportedChain: true }), connected('a', [ADDRESS], 'eip155:1')]).unsupportedNetwork).to.equal(false)
  })

  it('records a sync from storage as connecting with its connector', () => {
    const state = fold([initialized(), { type: 'connection/sync-started', payload: { connectorId: 'a', namespace: 'eip155' } }])
    expect(state.accounts.eip155?.status).to.equal('connecting')
    expect(state.activeConnectorIds.eip155).to.equal('a')
  })
})

describe('connection attempts', () => {
  const failed = (rejected: boolean) =>
    ({
      type: 'connection/failed',
      payload: {
        connectorId: 'a',
        namespace: 'eip155',
        rejected,
        error: { name: 'E', message: 'x', shortMessage: 'The wallet is unavailable', category: 'INTERNAL_SDK_ERROR' },
      },
    }) as const
  const requested = { type: 'connection/requested', payload: { connectorId: 'a', namespace: 'eip155' } } as const

  it('goes pending, then declined on a rejection or failed with its message', () => {
    expect(fold([initialized(), requested]).connectionAttempts).to.deep.equal({ a: { status: 'pending' } })
    expect(fold([initialized(), requested, failed(true)]).connectionAttempts).to.deep.equal({ a: { status: 'declined' } })
    expect(fold([initialized(), requested, failed(false)]).connectionAttempts).to.deep.equal({
      a: { status: 'failed', message: 'Failed to connect', details: 'The wallet is unavailable' },
    })
  })

  it('is forgotten on success and when the modal closes', () => {
    expect(fold([initialized(), requested, connected('a')]).connectionAttempts).to.deep.equal({})
    expect(fold([initialized(), requested, failed(true), { type: 'modal/closed', payload: {} }]).connectionAttempts).to.deep.equal({})
  })
})

describe('connection reducer: which chain is active when two come back after a reload (SPEC §4)', () => {
  const SOLANA_NETWORK = 'solana:localnet' as const
  const SOLANA_ADDRESS = 'CKsWFQxDeYmyeTLKiyBEXDwRfVmbqwrfdYnjM9D8hwGx'
  const solanaLocal = { ...alpha, id: 'localnet', chainNamespace: 'solana' as const, caipNetworkId: SOLANA_NETWORK, name: 'Solana Local' }
  const withSolana = () => initialized({ networks: [alpha, solanaLocal] as never })
  const restored = (activeCaipNetworkId: 'eip155:31337' | typeof SOLANA_NETWORK): EventInput => ({
    type: 'storage/restored',
    payload: {
      snapshot: {
        ...EMPTY_SNAPSHOT,
        activeNamespace: namespaceOf(activeCaipNetworkId),
        activeCaipNetworkId,
        connectedNamespaces: ['eip155', 'solana'],
        connectionStatus: 'connected',
        connectorIds: { eip155: 'injected:sandbox', solana: 'solana:sandbox' },
      },
    },
  })
  const solanaBack: EventInput = {
    type: 'connection/succeeded',
    payload: { connectorId: 'solana:sandbox', namespace: 'solana', accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], caipNetworkId: SOLANA_NETWORK },
  }
  const syncs: EventInput[] = [
    { type: 'connection/sync-started', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } },
    { type: 'connection/sync-started', payload: { connectorId: 'solana:sandbox', namespace: 'solana' } },
  ]

  it('keeps the stored active chain whichever wallet answers last, each account on its own network', () => {
    for (const order of [
      [solanaBack, connected()],
      [connected(), solanaBack],
    ]) {
      const state = fold([withSolana(), restored(SOLANA_NETWORK), ...syncs, ...order])
      expect(state.activeNamespace).to.equal('solana')
      expect(state.activeCaipNetworkId).to.equal(SOLANA_NETWORK)
      expect(state.accounts.eip155).to.deep.include({ status: 'connected', caipAddress: `eip155:31337:${ADDRESS}` })
      expect(state.accounts.solana).to.deep.include({ status: 'connected', caipAddress: `${SOLANA_NETWORK}:${SOLANA_ADDRESS}` })
    }
  })

  it('makes a chain the visitor connects the active one, though another is connected', () => {
    const state = fold([
      withSolana(),
      connected(),
      { type: 'connection/requested', payload: { connectorId: 'solana:sandbox', namespace: 'solana' } },
      solanaBack,
    ])
    expect(state.activeNamespace).to.equal('solana')
    expect(state.accounts.eip155?.status).to.equal('connected')
  })

  it('hands the active chain to the one that came back when the stored one fails to restore', () => {
    const failed: EventInput = {
      type: 'connection/failed',
      payload: {
        connectorId: 'solana:sandbox',
        namespace: 'solana',
        rejected: false,
        error: { name: 'E', message: 'gone', shortMessage: 'gone', category: 'INTERNAL_SDK_ERROR' },
      },
    }
    const state = fold([withSolana(), restored(SOLANA_NETWORK), ...syncs, connected(), failed])
    expect(state.activeNamespace).to.equal('eip155')
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
    expect(state.accounts.solana?.status).to.equal('disconnected')
  })
})
