import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit, type EventType, type VestibuleEvent } from 'vestibule'
import { defineNetwork, defineRegistryKey, UserMessages, type NetworkBalances } from 'vestibule/plugin'
import { internalsOf } from 'vestibule/log'
import { createBalanceRefresh, type BalanceSource } from '../../../../plugins/networks/balanceRefresh'
import { offlineEnvironment } from '../../offlineEnvironment'
import { mockConnector } from '../connectors/mockConnector'
import { alpha } from '../foldEvents'

const ALPHA = 'eip155:31337' as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CAIP_ADDRESS = `${ALPHA}:${ADDRESS}` as const
const PROVIDED = defineRegistryKey<string>('test/networks:provided')

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}
const payloadsOf = <T extends EventType>(appKit: AppKit, type: T) =>
  (
    internalsOf(appKit)
      .log.events()
      .filter(e => e.type === type) as VestibuleEvent<T>[]
  ).map(e => e.payload)

/** An eip155 network plugin on the kit whose balance read the test stubs, on an instance clock the test moves. */
function setup(readBalance: BalanceSource['readBalance'], options: { testnet?: boolean; landed?: NetworkBalances['landed'] } = {}) {
  let time = 1_000_000
  const destroyed = sinon.spy()
  const network = defineNetwork({
    name: 'networks/test',
    namespace: 'eip155',
    sendMethod: 'eth_sendTransaction',
    createDriver(ctx, provide) {
      provide(PROVIDED, 'here')
      return {
        loadBalances: async () => ({
          ...createBalanceRefresh(ctx, { namespace: 'eip155', readBalance }),
          destroy: destroyed,
          ...(options.landed ? { landed: options.landed } : {}),
        }),
      }
    },
  })
  const { plugin } = mockConnector({ caipNetworkId: ALPHA, address: ADDRESS, result: () => '0xhash' })
  const appKit = createAppKit(
    { projectId: 'test', networks: [{ ...alpha, testnet: options.testnet ?? false }] as never, plugins: [plugin, network] },
    offlineEnvironment({ now: () => time }),
  )
  return { appKit, destroyed, later: (ms: number) => void (time += ms) }
}

describe('defineNetwork and createBalanceRefresh: the balance refresh every network plugin shares', () => {
  it('reads the connected account’s balance on connection, and serves it from the cache for 30 s', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().resolves({ balance: '1.5', symbol: 'ETH' })
    const { appKit, later } = setup(read)
    await appKit.connect({ connectorId: 'mock' })
    await until(() => payloadsOf(appKit, 'account/balance-fetched').length === 1)
    expect(read.callCount).to.equal(1)
    expect(read.firstCall.args[0].caipNetworkId).to.equal(ALPHA)
    expect(read.firstCall.args[1]).to.equal(ADDRESS)
    expect(appKit.getState().accounts.eip155?.balance).to.equal('1.5')

    // A second refresh within 30 s is the cache's: the wallet's chain is not asked again.
    later(29_000)
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: ALPHA, supported: true } })
    await until(() => payloadsOf(appKit, 'account/balance-fetched').length === 2)
    expect(read.callCount).to.equal(1)
    // Past 30 s after the last balance it reads again.
    later(30_001)
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: ALPHA, supported: true } })
    await until(() => read.callCount === 2)
  })

  it('turns a failed read into balance-failed and the snackbar, and holds the next read back 30 s unless asked for', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().rejects(new Error('chain down'))
    const { appKit, later } = setup(read)
    await appKit.connect({ connectorId: 'mock' })
    await until(() => payloadsOf(appKit, 'account/balance-failed').length === 1)
    expect(payloadsOf(appKit, 'account/balance-failed')[0]).to.deep.include({ caipAddress: CAIP_ADDRESS })
    expect(payloadsOf(appKit, 'snackbar/shown')).to.deep.include({ message: UserMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' })

    later(10_000)
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: ALPHA, supported: true } })
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(read.callCount).to.equal(1)

    // Asking for the balance forgets the failure and reads at once, past the cache.
    read.resolves({ balance: '2', symbol: 'ETH' })
    appKit.dispatch({ type: 'account/balance-requested', payload: { caipAddress: CAIP_ADDRESS } })
    await until(() => appKit.getState().accounts.eip155?.balance === '2')
    expect(read.callCount).to.equal(2)
  })

  it('shows 0 on a testnet without reading', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().resolves({ balance: '1.5', symbol: 'ETH' })
    const { appKit } = setup(read, { testnet: true })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => payloadsOf(appKit, 'account/balance-fetched').length === 1)
    expect(payloadsOf(appKit, 'account/balance-fetched')[0]).to.deep.equal({ caipAddress: CAIP_ADDRESS, balance: '0', symbol: 'ETH' })
    expect(read.callCount).to.equal(0)
  })

  it('announces the assets changed once the send method succeeds, and reads the balance again', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().resolves({ balance: '1.5', symbol: 'ETH' })
    const { appKit } = setup(read)
    await appKit.connect({ connectorId: 'mock' })
    await until(() => read.callCount === 1)
    read.resolves({ balance: '1.2', symbol: 'ETH' })
    // The mock wallet answers the request (the connector runner's rpc/succeeded).
    appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'send-1', namespace: 'eip155', method: 'eth_sendTransaction', params: [] } })
    await until(() => payloadsOf(appKit, 'account/assets-changed').length === 1)
    expect(payloadsOf(appKit, 'account/assets-changed')).to.deep.equal([{ caipAddress: CAIP_ADDRESS }])
    await until(() => appKit.getState().accounts.eip155?.balance === '1.2')
  })

  it('waits for the transaction to land before it announces the assets changed', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().resolves({ balance: '1.5', symbol: 'ETH' })
    let land!: () => void
    const landed = sinon.spy(() => new Promise<void>(resolve => (land = resolve)))
    const { appKit } = setup(read, { landed })
    await appKit.connect({ connectorId: 'mock' })
    await until(() => read.callCount === 1)
    read.resolves({ balance: '1.2', symbol: 'ETH' })
    appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'send-1', namespace: 'eip155', method: 'eth_sendTransaction', params: [] } })
    await until(() => landed.callCount === 1)
    // The driver is handed the account and the wallet's answer, the hash to follow.
    expect(landed.firstCall.args).to.deep.equal([CAIP_ADDRESS, '0xhash'])
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(payloadsOf(appKit, 'account/assets-changed')).to.have.length(0)
    expect(read.callCount).to.equal(1)

    land()
    await until(() => appKit.getState().accounts.eip155?.balance === '1.2')
    expect(payloadsOf(appKit, 'account/assets-changed')).to.deep.equal([{ caipAddress: CAIP_ADDRESS }])
  })

  it('reads the balance again when another plugin announces the assets changed (an on-ramp purchase delivered)', async () => {
    const read = sinon.stub<Parameters<BalanceSource['readBalance']>>().resolves({ balance: '1.5', symbol: 'ETH' })
    const { appKit } = setup(read)
    await appKit.connect({ connectorId: 'mock' })
    await until(() => read.callCount === 1)
    read.resolves({ balance: '3', symbol: 'ETH' })
    // Within the 30 s cache: only the announcement makes it read again.
    appKit.dispatch({ type: 'account/assets-changed', payload: { caipAddress: CAIP_ADDRESS } })
    await until(() => appKit.getState().accounts.eip155?.balance === '3')
    expect(read.callCount).to.equal(2)
  })

  it('takes out what it provided, and closes its loaded balance code, when the instance is destroyed', async () => {
    const { appKit, destroyed } = setup(sinon.stub().resolves({ balance: '1', symbol: 'ETH' }))
    await appKit.connect({ connectorId: 'mock' })
    await until(() => payloadsOf(appKit, 'account/balance-fetched').length === 1)
    expect(appKit.registry.get(PROVIDED)).to.equal('here')
    appKit.destroy()
    expect(appKit.registry.get(PROVIDED)).to.equal(undefined)
    // The loaded balance code closes its clients (a promise's turn later).
    await until(() => destroyed.callCount === 1)
  })
})
