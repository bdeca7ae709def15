// TEST ONLY. A connector on `defineConnector` whose wallet lives in memory, with failure switches
// a test flips (wagmi's `mock` connector): it records what the runner asked of the driver, and
// lets the test play the wallet's side (accounts, network, disconnect).
import {
  defineConnector,
  type Account,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorContext,
  type ConnectorDriver,
  type WalletConnection,
  type WalletEvents,
  type WalletRequest,
} from 'vestibule/plugin'

/** How the wallet answers: at once, declining (code 4001 or `rejectionCode`), or failing. */
export type MockAnswer = 'approve' | 'reject' | 'fail'

export interface MockWalletFeatures {
  /** `empty`: the wallet approves with no account. */
  connect: MockAnswer | 'empty'
  /** What a silent restore finds: the connection still granted, none, or an error. */
  restore: 'granted' | 'revoked' | 'fail'
  request: MockAnswer
  /** `unknown-chain` answers wallet_switchEthereumChain with 4902, so the chain must be added. */
  switchChain: MockAnswer | 'unknown-chain'
  disconnect: 'approve' | 'fail'
}

export interface MockConnectorParameters {
  readonly name?: string
  readonly connectorId?: string
  readonly namespace?: ChainNamespace
  readonly address?: string
  readonly caipNetworkId: CaipNetworkId
  /** Registers the connector only when the test calls `wallet.announce()`. */
  readonly lateDiscovery?: boolean
  readonly restoreTimeoutMs?: number
  /** The driver brings its own chain switch (instead of the standard one of its namespace). */
  readonly ownSwitch?: boolean
  /** The code this wallet declines with, counted as a rejection by the driver's `isRejection`. */
  readonly rejectionCode?: number
  /** What the wallet answers requests with. */
  readonly result?: (request: WalletRequest) => unknown
  readonly features?: Partial<MockWalletFeatures>
}

class MockWalletError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

export function mockConnector(parameters: MockConnectorParameters) {
  const connectorId = parameters.connectorId ?? 'mock'
  const namespace = parameters.namespace ?? 'eip155'
  const address = parameters.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const rejectionCode = parameters.rejectionCode ?? 4001
  const features: MockWalletFeatures = {
    connect: 'approve',
    restore: 'granted',
    request: 'approve',
    switchChain: 'approve',
    disconnect: 'approve',
    ...parameters.features,
  }
  const calls: { method: string; connectorId: string; detail?: unknown }[] = []
  let watcher: WalletEvents | undefined
  let announce: (() => void) | undefined
  let context: ConnectorContext | undefined
  const live = { isMockWallet: true }

  const answer = (mode: MockAnswer, what: string) => {
    if (mode === 'reject') throw new MockWalletError(`The visitor declined ${what}`, rejectionCode)
    if (mode === 'fail') throw new MockWalletError(`The wallet could not ${what}`, -32603)
  }
  const connection = (): WalletConnection[] => [{ namespace, accounts: [{ address, type: 'eoa' }], caipNetworkId: parameters.caipNetworkId }]

  const driver = (): ConnectorDriver => ({
    discover(register) {
      const info = { id: connectorId, type: 'INJECTED' as const, chain: namespace, name: 'Mock Wallet', info: { rdns: 'dev.vestibule.mock' } }
      announce = () => register(info, live)
      if (!parameters.lateDiscovery) announce()
      return () => calls.push({ method: 'stopDiscovery', connectorId })
    },
    async connect(id, request) {
      calls.push({ method: 'connect', connectorId: id, detail: request })
      if (features.connect === 'empty') return [{ ...connection()[0]!, accounts: [] }]
      answer(features.connect, 'connect')
      return connection()
    },
    async restore(id, request) {
      calls.push({ method: 'restore', connectorId: id, detail: request })
      if (features.restore === 'fail') throw new MockWalletError('The wallet is locked', -32603)
      return features.restore === 'granted' ? connection() : []
    },
    async request(id, request) {
      calls.push({ method: request.method, connectorId: id, detail: request })
      if (request.method === 'wallet_switchEthereumChain') {
        if (features.switchChain === 'unknown-chain') throw new MockWalletError('Unrecognized chain ID', 4902)
        answer(features.switchChain, 'switch')
        return null
      }
      if (request.method === 'wallet_addEthereumChain') return null
      answer(features.request, request.method)
      return parameters.result ? parameters.result(request) : null
    },
    ...(parameters.ownSwitch
      ? {
          async switchNetwork(id: string, network: CaipNetwork) {
            calls.push({ method: 'switchNetwork', connectorId: id, detail: network.caipNetworkId })
            answer(features.switchChain === 'unknown-chain' ? 'fail' : features.switchChain, 'switch')
          },
        }
      : {}),
    async disconnect(id) {
      calls.push({ method: 'disconnect', connectorId: id })
      if (features.disconnect === 'fail') throw new MockWalletError('The wallet did not answer', -32603)
    },
    watch(id, events) {
      calls.push({ method: 'watch', connectorId: id })
      watcher = events
      return () => {
        calls.push({ method: 'unwatch', connectorId: id })
        if (watcher === events) watcher = undefined
      }
    },
    ...(parameters.rejectionCode !== undefined ? { isRejection: (error: unknown) => (error as { code?: number }).code === rejectionCode } : {}),
    ...(parameters.restoreTimeoutMs !== undefined ? { restoreTimeoutMs: parameters.restoreTimeoutMs } : {}),
    destroy: () => void calls.push({ method: 'destroy', connectorId }),
  })

  const plugin = defineConnector({
    name: parameters.name ?? 'connectors/mock',
    version: '1.0.0',
    createDriver(ctx) {
      context = ctx
      return driver()
    },
  })

  const wallet = {
    connectorId,
    features,
    calls,
    live,
    /** Methods the runner called, in order. */
    methods: () => calls.map(c => c.method),
    announce: () => announce?.(),
    /** Whether the runner is following this wallet's events now. */
    isWatched: () => watcher !== undefined,
    accountsChanged: (accounts: readonly Account[], ns?: ChainNamespace) => watcher?.accountsChanged(accounts, ns),
    networkChanged: (caipNetworkId: CaipNetworkId) => watcher?.networkChanged(caipNetworkId),
    disconnectFromWallet: (ns?: ChainNamespace) => watcher?.disconnected(ns),
    /** The driver context, to report a connection made outside `connect`. */
    context: () => context!,
    connection,
  }
  return { plugin, wallet }
}
