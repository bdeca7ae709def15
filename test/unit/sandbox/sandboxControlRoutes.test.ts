import { once } from 'node:events'
import { expect } from 'chai'
import { RELAY_DROP_PATH, sandboxControlRoutes } from '../../../devtools/sandbox/page/sandboxControlRoutes'
import { startPageServer, type PageServer } from '../../../devtools/sandbox/page/startPageServer'
import { startRelay, type LocalRelay } from '../../../devtools/sandbox/relay/startRelay'
import { connectRawClient } from './relay/rawRelayClient'

describe('sandbox control routes (devtools scenarios)', function () {
  this.timeout(10_000)
  let relay: LocalRelay
  let page: PageServer

  beforeEach(async () => {
    relay = await startRelay()
    page = await startPageServer({ html: '<!doctype html>', assetsDir: '.', handlers: [sandboxControlRoutes({ dropRelayConnections: relay.dropConnections })] })
  })
  afterEach(async () => {
    await page.stop()
    await relay.stop()
  })

  it('POST /__sandbox/relay/drop closes every relay socket', async () => {
    const client = await connectRawClient(relay.url)
    const closed = once(client.socket, 'close')
    const response = await fetch(`${page.url}${RELAY_DROP_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).to.equal(200)
    expect(await response.json()).to.deep.equal({ dropped: true })
    await closed
    expect(relay.stats().connectedClients).to.equal(0)
  })

  it('refuses other methods and bodies a cross-origin page could send without a preflight', async () => {
    const client = await connectRawClient(relay.url)
    expect((await fetch(`${page.url}${RELAY_DROP_PATH}`)).status).to.equal(405)
    expect((await fetch(`${page.url}${RELAY_DROP_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).to.equal(415)
    expect(relay.stats().connectedClients).to.equal(1)
    client.socket.close()
  })
})
