import { expect } from 'chai'
import sinon from 'sinon'
import { createStorage } from '../../../../core/storage/createStorage'
import { readStoredSnapshot } from '../../../../core/storage/readStoredSnapshot'
import { StorageKeys, connectorIdKey } from '../../../../core/storage/storageKeys'
import { memoryStorage } from '../../offlineEnvironment'

function snapshotOf(seed: Record<string, string>) {
  const warn = sinon.spy()
  const storage = createStorage({ backend: memoryStorage(seed), logger: { warn } })
  return { snapshot: readStoredSnapshot(storage, { warn }), warn }
}

describe('readStoredSnapshot', () => {
  it('reads a well-formed stored connection', () => {
    const { snapshot, warn } = snapshotOf({
      [StorageKeys.CONNECTED_NAMESPACES]: '"eip155,solana"',
      [StorageKeys.CONNECTION_STATUS]: '"connected"',
      [StorageKeys.ACTIVE_CAIP_NETWORK_ID]: '"eip155:1"',
      [connectorIdKey('eip155')]: '"io.metamask"',
    })
    expect(snapshot).to.deep.include({
      connectedNamespaces: ['eip155', 'solana'],
      connectionStatus: 'connected',
      activeCaipNetworkId: 'eip155:1',
      connectorIds: { eip155: 'io.metamask' },
    })
    expect(warn.called).to.equal(false)
  })

  for (const [label, raw] of [
    ['a number', '42'],
    ['an object', '{"eip155":true}'],
    ['a list', '["eip155"]'],
    ['null', 'null'],
  ] as const) {
    it(`drops and logs connected namespaces stored as ${label}, instead of throwing`, () => {
      const { snapshot, warn } = snapshotOf({ [StorageKeys.CONNECTED_NAMESPACES]: raw, [StorageKeys.CONNECTION_STATUS]: '"connected"' })
      expect(snapshot.connectedNamespaces).to.deep.equal([])
      expect(snapshot.connectionStatus).to.equal('connected')
      expect(warn.calledOnce).to.equal(true)
      expect(String(warn.firstCall.args[0])).to.contain(StorageKeys.CONNECTED_NAMESPACES)
    })
  }

  it('keeps the known namespaces of a list and logs the unknown ones', () => {
    const { snapshot, warn } = snapshotOf({ [StorageKeys.CONNECTED_NAMESPACES]: '"eip155,<script>,solana"' })
    expect(snapshot.connectedNamespaces).to.deep.equal(['eip155', 'solana'])
    expect(String(warn.firstCall.args[0])).to.contain('<script>')
  })

  it('drops and logs every other malformed key, one by one', () => {
    const { snapshot, warn } = snapshotOf({
      [StorageKeys.ACTIVE_NAMESPACE]: '7',
      [StorageKeys.ACTIVE_CAIP_NETWORK_ID]: '{"id":1}',
      [StorageKeys.CONNECTION_STATUS]: '"maybe"',
      [StorageKeys.DISCONNECTED_CONNECTOR_IDS]: '[1,2]',
      [StorageKeys.RECENT_WALLETS]: '{"id":"x"}',
      [connectorIdKey('solana')]: '{"id":"x"}',
      [connectorIdKey('eip155')]: '"io.metamask"',
    })
    expect(snapshot).to.deep.equal({
      activeNamespace: null,
      activeCaipNetworkId: null,
      connectedNamespaces: [],
      connectionStatus: null,
      connectorIds: { eip155: 'io.metamask' },
      disconnectedConnectorIds: {},
      recentWallets: [],
    })
    expect(warn.callCount).to.equal(6)
  })
})
