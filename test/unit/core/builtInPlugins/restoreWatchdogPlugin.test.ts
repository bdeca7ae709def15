import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { RESTORE_SYNC_TIMEOUT_MS } from '../../../../core/constants'
import { definePlugin } from '../../../../core/plugins/definePlugin'
import { alpha } from '../foldEvents'
import { memoryStorage } from '../../offlineEnvironment'

/** Storage as a reload finds it after a visitor connected through `connectorId`. */
const storedConnection = (connectorId: string) =>
  memoryStorage({
    '@vestibule/connection_status': JSON.stringify('connected'),
    '@vestibule/connected_namespaces': JSON.stringify('eip155'),
    '@vestibule/eip155:connected_connector_id': JSON.stringify(connectorId),
  })

describe('stored connection at start (SPEC §4: status from storage, then a sync)', () => {
  let clock: sinon.SinonFakeTimers
  beforeEach(() => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })))
  afterEach(() => clock.restore())

  it('reads as connecting, its connector active, from the first state, not as disconnected', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha] }, { storage: storedConnection('io.wallet') })
    expect(appKit.getState().accounts.eip155).to.deep.equal({ status: 'connecting', allAccounts: [] })
    expect(appKit.getState().activeConnectorIds.eip155).to.equal('io.wallet')
    appKit.destroy()
  })

  it("ends a wait no connector takes up with 'No connector found for connection', and keeps storage for the next visit", () => {
    const storage = storedConnection('io.gone')
    const appKit = createAppKit({ projectId: 'p', networks: [alpha] }, { storage })
    clock.tick(RESTORE_SYNC_TIMEOUT_MS)
    const failed = internalsOf(appKit)
      .log.events()
      .find(event => event.type === 'connection/failed')
    expect(failed?.payload).to.deep.include({ connectorId: 'io.gone', namespace: 'eip155', rejected: false })
    expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    expect(storage.getItem('@vestibule/eip155:connected_connector_id')).to.equal(JSON.stringify('io.gone'))
    appKit.destroy()
  })

  it('leaves a connection whose connector started its sync to that connector', () => {
    const syncing = definePlugin({
      name: 'syncing',
      setup: ctx => void ctx.on('storage/restored', () => ({ type: 'connection/sync-started', payload: { connectorId: 'io.wallet', namespace: 'eip155' } })),
    })
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins: [syncing] }, { storage: storedConnection('io.wallet') })
    clock.tick(RESTORE_SYNC_TIMEOUT_MS * 2)
    expect(
      internalsOf(appKit)
        .log.events()
        .some(event => event.type === 'connection/failed'),
    ).to.equal(false)
    expect(appKit.getState().accounts.eip155?.status).to.equal('connecting')
    appKit.destroy()
  })
})
