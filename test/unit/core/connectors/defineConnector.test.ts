import { expect } from 'chai'
import { createAppKit, type AppKit, type EventType, type PluginDefinition, type VestibuleEvent } from 'vestibule'
import { connectorIdKey, StorageKeys } from 'vestibule/plugin'
import { internalsOf } from 'vestibule/log'
import { memoryStorage, offlineEnvironment } from '../../offlineEnvironment'
import { alpha, beta } from '../foldEvents'
import { mockConnector } from './mockConnector'

const ALPHA = 'eip155:31337' as const
const BETA = 'eip155:31338' as const
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
const solanaNetwork = (caipNetworkId: typeof SOLANA | typeof SOLANA_DEVNET, name: string) => ({
  id: caipNetworkId.slice('solana:'.length),
  name,
  caipNetworkId,
  chainNamespace: 'solana' as const,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
})

function setup(plugins: PluginDefinition[], options: { storage?: ReturnType<typeof memoryStorage>; networks?: unknown[] } = {}): AppKit {
  return createAppKit(
    { projectId: 'test', networks: (options.networks ?? [alpha, beta]) as never, plugins },
    offlineEnvironment({ storage: options.storage ?? memoryStorage() }),
  )
}

const eventsOf = (appKit: AppKit, ...types: EventType[]) =>
  internalsOf(appKit)
    .log.events()
    .filter(e => types.includes(e.type)) as VestibuleEvent[]
const payloadsOf = <T extends EventType>(appKit: AppKit, type: T) =>
  (
    internalsOf(appKit)
      .log.events()
      .filter(e => e.type === type) as VestibuleEvent<T>[]
  ).map(e => e.payload)

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

/** Browser storage as a reload finds it after a connection through `connectorId` (values are JSON). */
const storedConnection = (connectorId: string, namespace: 'eip155' | 'solana' = 'eip155') =>
  memoryStorage({
    [StorageKeys.CONNECTION_STATUS]: JSON.stringify('connected'),
    [StorageKeys.ACTIVE_NAMESPACE]: JSON.stringify(namespace),
    [connectorIdKey(namespace)]: JSON.stringify(connectorId),
  })

describe('defineConnector: the runner every connector shares', () => {
  describe('discover and connect', () => {
    it('registers what the driver discovers, with its live provider for getProvider', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      expect(appKit.getState().connectors.map(c => c.id)).to.deep.equal(['mock'])
      expect(appKit.plugins().find(p => p.name === 'connectors/mock')).to.deep.include({ kind: 'connector', version: '1.0.0' })
      await appKit.connect({ connectorId: 'mock' })
      expect(appKit.getProvider()).to.equal(wallet.live)
    })

    it('answers connection/requested with connection/succeeded, the recent wallet taken from the registered connector', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      const result = await appKit.connect({ connectorId: 'mock', walletId: 'directory-id' })
      expect(result).to.deep.equal({ accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }], caipNetworkId: ALPHA })
      expect(wallet.calls[0]).to.deep.equal({ method: 'connect', connectorId: 'mock', detail: { namespace: 'eip155', walletId: 'directory-id' } })
      expect(payloadsOf(appKit, 'connection/succeeded')[0]?.wallet).to.deep.equal({ id: 'mock', name: 'Mock Wallet', rdns: 'dev.vestibule.mock' })
      expect(appKit.getState().accounts.eip155).to.deep.include({ status: 'connected', caipAddress: `${ALPHA}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` })
      const [requested] = eventsOf(appKit, 'connection/requested')
      expect(eventsOf(appKit, 'connection/succeeded')[0]?.meta).to.deep.include({ source: 'connectors/mock', causeId: requested!.meta.id })
    })

    it('reports a 4001 as a declined connection ("Connection rejected") and any other error as "Failed to connect"', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, features: { connect: 'reject' } })
      const appKit = setup([plugin])
      const declined = await appKit.connect({ connectorId: 'mock' }).catch((error: Error & { shortMessage?: string }) => error)
      expect((declined as { shortMessage?: string }).shortMessage).to.equal('Connection rejected')
      expect(payloadsOf(appKit, 'connection/failed')[0]).to.deep.include({ connectorId: 'mock', namespace: 'eip155', rejected: true })
      expect(appKit.getState().connectionAttempts.mock).to.deep.equal({ status: 'declined' })

      wallet.features.connect = 'fail'
      const failed = await appKit.connect({ connectorId: 'mock' }).catch((error: Error & { shortMessage?: string }) => error)
      expect((failed as { shortMessage?: string }).shortMessage).to.equal('Failed to connect')
      expect(payloadsOf(appKit, 'connection/failed')[1]).to.deep.include({ rejected: false })
      expect(payloadsOf(appKit, 'connection/failed')[1]?.error.message).to.include('The wallet could not connect')
    })

    it("asks the driver's isRejection: a wallet declining with its own code is declined too", async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, rejectionCode: 5000, features: { connect: 'reject' } })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' }).catch(() => undefined)
      expect(payloadsOf(appKit, 'connection/failed')[0]).to.deep.include({ rejected: true })
    })

    it('fails a connection that brought no account', async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, features: { connect: 'empty' } })
      const appKit = setup([plugin])
      const error = await appKit.connect({ connectorId: 'mock' }).catch((e: Error & { shortMessage?: string }) => e)
      expect((error as { shortMessage?: string }).shortMessage).to.equal('Failed to connect')
      expect(payloadsOf(appKit, 'connection/failed')[0]?.error.details).to.equal('The wallet returned no accounts')
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    })

    it('answers only for the connectors it registered', async () => {
      const first = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/first', connectorId: 'first' })
      const second = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/second', connectorId: 'second' })
      const appKit = setup([first.plugin, second.plugin])
      await appKit.connect({ connectorId: 'second' })
      expect(first.wallet.methods()).to.deep.equal([])
      expect(second.wallet.methods()).to.deep.equal(['connect', 'watch'])
      expect(eventsOf(appKit, 'connection/succeeded').map(e => e.meta.source)).to.deep.equal(['connectors/second'])
    })

    it('dispatches a connection the driver reports from elsewhere (a pairing approved later) as connect would', () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      wallet.context().reportConnected('mock', wallet.connection())
      expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
      expect(wallet.isWatched()).to.equal(true)
      wallet.context().reportConnectFailed('mock', Object.assign(new Error('declined'), { code: 4001 }))
      expect(payloadsOf(appKit, 'connection/failed')[0]).to.deep.include({ connectorId: 'mock', namespace: 'eip155', rejected: true })
    })
  })

  describe('requests', () => {
    it('sends rpc/requested to the active connector with the active network, and keeps the JSON of the answer', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, result: () => ({ signature: '0xabc', extra: undefined, at: new Date(0) }) })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      const result = await appKit.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
      expect(result).to.deep.equal({ signature: '0xabc', at: '1970-01-01T00:00:00.000Z' })
      expect(wallet.calls.find(c => c.method === 'personal_sign')?.detail).to.deep.equal({
        namespace: 'eip155',
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        caipNetworkId: ALPHA,
      })
    })

    it('answers an undefined result with null', async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, result: () => undefined })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      expect(await appKit.request({ method: 'eth_chainId' })).to.equal(null)
    })

    it('reports a declined request with code 4001 and a failed one with its own message', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, features: { request: 'reject' } })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      const declined = await appKit.request({ method: 'personal_sign' }).catch((e: Error & { code?: number }) => e)
      expect((declined as { code?: number }).code).to.equal(4001)
      wallet.features.request = 'fail'
      const failed = await appKit.request({ method: 'personal_sign' }).catch((e: Error & { shortMessage?: string }) => e)
      expect((failed as { shortMessage?: string }).shortMessage).to.equal('The wallet could not personal_sign')
      expect(payloadsOf(appKit, 'rpc/failed').map(p => p.rejected)).to.deep.equal([true, false])
      expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
    })

    it('leaves requests of a namespace whose active connector is another plugin’s', async () => {
      const first = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/first', connectorId: 'first' })
      const second = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/second', connectorId: 'second' })
      const appKit = setup([first.plugin, second.plugin])
      await appKit.connect({ connectorId: 'first' })
      await appKit.request({ method: 'eth_chainId' })
      expect(second.wallet.methods()).to.deep.equal([])
      expect(first.wallet.methods()).to.include('eth_chainId')
    })
  })

  describe('network switch', () => {
    it('switches an eip155 wallet with wallet_switchEthereumChain (EIP-3326), then network/switched', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      await appKit.switchNetwork({ network: BETA })
      expect(wallet.calls.find(c => c.method === 'wallet_switchEthereumChain')?.detail).to.deep.include({
        params: [{ chainId: '0x7a6a' }],
        caipNetworkId: ALPHA,
      })
      expect(payloadsOf(appKit, 'network/switched')).to.deep.equal([{ caipNetworkId: BETA, supported: true }])
      expect(appKit.getState().activeCaipNetworkId).to.equal(BETA)
    })

    it('adds the chain with wallet_addEthereumChain (EIP-3085) when the wallet answers 4902', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, features: { switchChain: 'unknown-chain' } })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      await appKit.switchNetwork({ network: BETA })
      expect(wallet.calls.find(c => c.method === 'wallet_addEthereumChain')?.detail).to.deep.include({
        params: [
          { chainId: '0x7a6a', chainName: 'Sandbox Beta', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'] },
        ],
      })
      expect(appKit.getState().activeCaipNetworkId).to.equal(BETA)
    })

    it('does not answer twice when the wallet reported the new chain first', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, result: () => null })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      const switching = appKit.switchNetwork({ network: BETA })
      wallet.networkChanged(BETA)
      await switching
      // Past the wallet's answer to the switch, when the runner decides whether to answer too.
      await new Promise(resolve => setTimeout(resolve, 0))
      expect(payloadsOf(appKit, 'network/switched')).to.deep.equal([{ caipNetworkId: BETA, supported: true }])
    })

    it('reports a refused switch as network/switch-failed and stays on the network', async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, features: { switchChain: 'reject' } })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      const error = await appKit.switchNetwork({ network: BETA }).catch((e: Error & { code?: number }) => e)
      expect((error as { code?: number }).code).to.equal(4001)
      expect(payloadsOf(appKit, 'network/switch-failed')[0]).to.deep.include({ caipNetworkId: BETA })
      expect(appKit.getState().activeCaipNetworkId).to.equal(ALPHA)
    })

    it('assumes nothing of other namespaces: a solana wallet switches in the app alone, or with its own switch', async () => {
      const networks = [solanaNetwork(SOLANA, 'Solana'), solanaNetwork(SOLANA_DEVNET, 'Solana Devnet')]
      const plain = mockConnector({ caipNetworkId: SOLANA, namespace: 'solana', name: 'connectors/solana', connectorId: 'phantom' })
      const appKit = setup([plain.plugin], { networks })
      await appKit.connect({ connectorId: 'phantom' })
      expect(appKit.getState().accounts.solana?.caipAddress).to.equal(`${SOLANA}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`)
      await appKit.switchNetwork({ network: SOLANA_DEVNET })
      expect(plain.wallet.methods()).to.deep.equal(['connect', 'watch'])
      expect(appKit.getState().activeCaipNetworkId).to.equal(SOLANA_DEVNET)

      const own = mockConnector({ caipNetworkId: SOLANA, namespace: 'solana', name: 'connectors/solana', connectorId: 'phantom', ownSwitch: true })
      const second = setup([own.plugin], { networks })
      await second.connect({ connectorId: 'phantom' })
      await second.switchNetwork({ network: SOLANA_DEVNET })
      expect(own.wallet.calls.find(c => c.method === 'switchNetwork')?.detail).to.equal(SOLANA_DEVNET)
      expect(second.getState().activeCaipNetworkId).to.equal(SOLANA_DEVNET)
    })
  })

  describe("the wallet's own events", () => {
    it('follows accounts and network changes while the connection is active', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      expect(wallet.isWatched()).to.equal(false)
      await appKit.connect({ connectorId: 'mock' })
      expect(wallet.isWatched()).to.equal(true)
      wallet.accountsChanged([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }])
      expect(appKit.getState().accounts.eip155?.address).to.equal('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      wallet.networkChanged(BETA)
      wallet.networkChanged('eip155:1')
      expect(payloadsOf(appKit, 'network/switched')).to.deep.equal([
        { caipNetworkId: BETA, supported: true },
        { caipNetworkId: 'eip155:1', supported: false },
      ])
      expect(appKit.getState().unsupportedNetwork).to.equal(true)
    })

    it('disconnects when the wallet empties its accounts, and stops following it', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      wallet.accountsChanged([])
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
      expect(appKit.getState().activeConnectorIds.eip155).to.equal(undefined)
      expect(wallet.isWatched()).to.equal(false)
    })

    it('follows a disconnect from the wallet side', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      wallet.disconnectFromWallet()
      expect(payloadsOf(appKit, 'connection/disconnected')).to.deep.equal([{ connectorId: 'mock', namespace: 'eip155' }])
      expect(wallet.methods()).to.deep.equal(['connect', 'watch', 'unwatch'])
    })

    it('stops following a wallet once another connector takes over its namespace', async () => {
      const first = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/first', connectorId: 'first' })
      const second = mockConnector({ caipNetworkId: ALPHA, name: 'connectors/second', connectorId: 'second' })
      const appKit = setup([first.plugin, second.plugin])
      await appKit.connect({ connectorId: 'first' })
      await appKit.connect({ connectorId: 'second' })
      expect(first.wallet.isWatched()).to.equal(false)
      expect(second.wallet.isWatched()).to.equal(true)
    })
  })

  describe('disconnect', () => {
    it('stops following the wallet, asks it to disconnect, then disconnects', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      await appKit.disconnect()
      expect(wallet.methods()).to.deep.equal(['connect', 'watch', 'unwatch', 'disconnect'])
      expect(payloadsOf(appKit, 'connection/disconnected')).to.deep.equal([{ connectorId: 'mock', namespace: 'eip155' }])
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    })

    it('disconnects one wallet of a namespace kept beside the one in use (connectorId), which stays', async () => {
      const first = mockConnector({ caipNetworkId: ALPHA, connectorId: 'first', name: 'connectors/first' })
      const second = mockConnector({
        caipNetworkId: ALPHA,
        connectorId: 'second',
        name: 'connectors/second',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      })
      const appKit = setup([first.plugin, second.plugin])
      await appKit.connect({ connectorId: 'first' })
      await appKit.connect({ connectorId: 'second' })
      expect(appKit.getState().connections.eip155?.map(record => record.connectorId)).to.deep.equal(['first', 'second'])
      await appKit.disconnect({ namespace: 'eip155', connectorId: 'first' })
      expect(first.wallet.methods()).to.include('disconnect')
      expect(second.wallet.methods()).to.not.include('disconnect')
      expect(payloadsOf(appKit, 'connection/disconnected')).to.deep.equal([{ connectorId: 'first', namespace: 'eip155' }])
      expect(appKit.getState().activeConnectorIds.eip155).to.equal('second')
      expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
      expect(appKit.getState().connections.eip155?.map(record => record.connectorId)).to.deep.equal(['second'])
    })

    it('disconnects the namespace not in use, and the active namespace stays connected', async () => {
      const evm = mockConnector({ caipNetworkId: ALPHA, connectorId: 'evm', name: 'connectors/evm' })
      const solana = mockConnector({
        caipNetworkId: SOLANA,
        connectorId: 'sol',
        name: 'connectors/sol',
        namespace: 'solana',
        address: '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2',
      })
      const appKit = setup([evm.plugin, solana.plugin], { networks: [alpha, solanaNetwork(SOLANA, 'Solana')] })
      await appKit.connect({ connectorId: 'sol' })
      await appKit.connect({ connectorId: 'evm' })
      expect(appKit.getState().activeNamespace).to.equal('eip155')
      await appKit.disconnect({ namespace: 'solana' })
      expect(payloadsOf(appKit, 'connection/disconnected')).to.deep.equal([{ connectorId: 'sol', namespace: 'solana' }])
      expect(appKit.getState().accounts.solana?.status).to.equal('disconnected')
      expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
      expect(appKit.getState().activeNamespace).to.equal('eip155')
      expect(evm.wallet.methods()).to.not.include('disconnect')
    })

    it('ignores a connectorId the namespace holds no record of', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      await appKit.disconnect({ namespace: 'eip155', connectorId: 'elsewhere' })
      expect(wallet.methods()).to.not.include('disconnect')
      expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
    })

    it("disconnects here even when the wallet's sign-out fails, reporting SPEC §8's 'Failed to disconnect'", async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, features: { disconnect: 'fail' } })
      const appKit = setup([plugin])
      await appKit.connect({ connectorId: 'mock' })
      const outcome = await appKit.disconnect().then(
        () => 'resolved',
        (error: { shortMessage: string }) => error.shortMessage,
      )
      expect(outcome).to.equal('Failed to disconnect')
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
      expect(eventsOf(appKit, 'error/raised').map(event => (event.payload as { error: { shortMessage: string } }).error.shortMessage)).to.deep.equal([
        'Failed to disconnect',
      ])
    })
  })

  describe('silent restore (SPEC §4: status from storage, then a sync that never prompts)', () => {
    it('syncs a stored connection with restore, never connect', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
      const appKit = setup([plugin], { storage: storedConnection('mock') })
      await until(() => appKit.getState().accounts.eip155?.status === 'connected')
      expect(wallet.methods()).to.deep.equal(['restore', 'watch'])
      expect(wallet.calls[0]?.detail).to.deep.equal({ namespaces: ['eip155'] })
      const types = internalsOf(appKit)
        .log.events()
        .map(e => e.type)
      expect(types.indexOf('connection/sync-started')).to.be.greaterThan(types.indexOf('storage/restored'))
      expect(types.indexOf('connection/succeeded')).to.be.greaterThan(types.indexOf('connection/sync-started'))
    })

    it('ends a stored connection the wallet no longer grants', async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, features: { restore: 'revoked' } })
      const appKit = setup([plugin], { storage: storedConnection('mock') })
      await until(() => payloadsOf(appKit, 'connection/disconnected').length > 0)
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
      expect(appKit.getState().activeConnectorIds.eip155).to.equal(undefined)
    })

    it('reports a failed sync as a failed connection that nobody declined', async () => {
      const { plugin } = mockConnector({ caipNetworkId: ALPHA, features: { restore: 'fail' } })
      const appKit = setup([plugin], { storage: storedConnection('mock') })
      await until(() => payloadsOf(appKit, 'connection/failed').length > 0)
      expect(payloadsOf(appKit, 'connection/failed')[0]).to.deep.include({ connectorId: 'mock', rejected: false })
      expect(appKit.getState().accounts.eip155?.status).to.equal('disconnected')
    })

    it('waits for a connector discovered late (EIP-6963 announces late), up to restoreTimeoutMs', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, lateDiscovery: true, restoreTimeoutMs: 1_000 })
      const appKit = setup([plugin], { storage: storedConnection('mock') })
      await new Promise(resolve => setTimeout(resolve, 20))
      expect(eventsOf(appKit, 'connection/sync-started')).to.deep.equal([])
      wallet.announce()
      await until(() => appKit.getState().accounts.eip155?.status === 'connected')
    })

    it('leaves stored connections of connectors it does not own, after the wait', async () => {
      const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA, restoreTimeoutMs: 30 })
      const appKit = setup([plugin], { storage: storedConnection('someone-else') })
      await new Promise(resolve => setTimeout(resolve, 60))
      expect(wallet.methods()).to.deep.equal([])
      expect(eventsOf(appKit, 'connection/sync-started', 'connection/failed', 'connection/disconnected')).to.deep.equal([])
    })
  })

  it('on removal stops discovery and watching, forgets its providers and releases the driver', async () => {
    const { plugin, wallet } = mockConnector({ caipNetworkId: ALPHA })
    const appKit = setup([plugin])
    await appKit.connect({ connectorId: 'mock' })
    appKit.destroy()
    expect(wallet.methods().slice(2)).to.have.members(['unwatch', 'stopDiscovery', 'destroy'])
    expect(appKit.registry.has('provider:mock')).to.equal(false)
  })
})
