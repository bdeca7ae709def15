import { expect } from 'chai'
import { addRecentWallet, removeConnection, upsertConnection } from '../../../../core/state/connectionRecords'

const eoa = (address: string) => ({ address, type: 'eoa' as const })

describe('connection records (SPEC §3)', () => {
  it('merges accounts by case-insensitive address', () => {
    const records = upsertConnection([{ connectorId: 'a', accounts: [eoa('0xAB'), eoa('0xcd')] }], {
      connectorId: 'a',
      accounts: [{ address: '0xab', type: 'smartAccount' }],
    })
    expect(records).to.deep.equal([{ connectorId: 'a', accounts: [eoa('0xcd'), { address: '0xab', type: 'smartAccount' }] }])
  })

  it('replaces the record for an auth connector', () => {
    const records = upsertConnection([{ connectorId: 'auth', accounts: [eoa('0x1')] }], { connectorId: 'auth', accounts: [eoa('0x2')], auth: true })
    expect(records).to.deep.equal([{ connectorId: 'auth', accounts: [eoa('0x2')] }])
  })

  it('removes a connector left with no accounts', () => {
    expect(upsertConnection([{ connectorId: 'auth', accounts: [eoa('0x1')] }], { connectorId: 'auth', accounts: [], auth: true })).to.deep.equal([])
    expect(removeConnection([{ connectorId: 'a', accounts: [eoa('0x1')] }], 'a')).to.deep.equal([])
  })

  it('leaves other connectors untouched', () => {
    const records = upsertConnection([{ connectorId: 'b', accounts: [eoa('0x9')] }], { connectorId: 'a', accounts: [eoa('0x1')] })
    expect(records.map(r => r.connectorId)).to.deep.equal(['b', 'a'])
  })

  it('keeps recent wallets newest first, unique by id, at most max', () => {
    const list = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]
    expect(addRecentWallet(list, { id: 'b', name: 'B' }, 2).map(w => w.id)).to.deep.equal(['b', 'a'])
    expect(addRecentWallet(list, { id: 'c', name: 'C' }, 2).map(w => w.id)).to.deep.equal(['c', 'a'])
  })
})
