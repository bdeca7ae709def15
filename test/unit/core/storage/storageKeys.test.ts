import { expect } from 'chai'
import { StorageKeys, connectorIdKey } from '../../../../core/storage/storageKeys'

describe('storageKeys', () => {
  it('prefixes every key with @vestibule/ and never repeats one', () => {
    const keys = Object.values(StorageKeys)
    for (const key of keys) expect(key.startsWith('@vestibule/'), key).to.equal(true)
    expect(new Set(keys).size).to.equal(keys.length)
  })

  it('gives each namespace its own connected-connector key', () => {
    expect(connectorIdKey('eip155')).to.equal('@vestibule/eip155:connected_connector_id')
    expect(connectorIdKey('solana')).not.to.equal(connectorIdKey('eip155'))
    expect(Object.values(StorageKeys)).not.to.include(connectorIdKey('eip155'))
  })
})
