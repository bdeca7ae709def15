import { expect } from 'chai'
import { hostConfigFor } from '../../../../devtools/sandbox/page/hostConfigFor'
import { sandboxHostConfigSchema } from '../../../../devtools/sandbox/sandboxHostConfig'
import { startSandbox } from '../../../../devtools/sandbox/startSandbox'
import type { Sandbox } from '../../../../devtools/sandbox/startSandbox'
import { connectRawClient } from './rawRelayClient'

describe('the relay in the sandbox (startSandbox, host config)', function () {
  this.timeout(15_000)
  let sandbox: Sandbox
  let stopped = false

  before(async () => {
    sandbox = await startSandbox()
  })

  after(async () => {
    if (!stopped) await sandbox?.stop()
  })

  it('starts the relay with the chains and the API, and lists it last', () => {
    expect(sandbox.services.map(service => service.name)).to.deep.equal([
      'rpc eip155:31337',
      'rpc eip155:31338',
      'rpc eip155:8453',
      'rpc solana:localnet',
      'esplora bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'api',
      'relay',
    ])
    expect(sandbox.services.at(-1)?.url).to.equal(sandbox.relayUrl)
    expect(sandbox.relayUrl).to.match(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })

  it('puts the relay url in the host config, and still parses a config without one', () => {
    const config = hostConfigFor(sandbox)
    expect(config.relayUrl).to.equal(sandbox.relayUrl)
    expect(sandboxHostConfigSchema.parse(config)).to.deep.equal(config)

    const { relayUrl: _relayUrl, ...older } = config
    expect(sandboxHostConfigSchema.safeParse(older).success).to.equal(true)
    expect(hostConfigFor({ apiUrl: sandbox.apiUrl, chains: sandbox.chains })).to.not.have.property('relayUrl')
    expect(sandboxHostConfigSchema.safeParse({ ...config, relayUrl: 'http://127.0.0.1:2' }).success).to.equal(false)
  })

  it('closes the relay and its sockets on stop()', async () => {
    const client = await connectRawClient(sandbox.relayUrl)
    const closed = new Promise(resolve => client.socket.once('close', resolve))
    stopped = true
    await sandbox.stop()
    await closed
  })
})
