import { expect } from 'chai'
import sinon from 'sinon'
import type { ConnectorContext } from '../../../../core/connectors/connectorDriver'
import { resolveOptions } from '../../../../core/options/resolveOptions'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { createWalletConnectSession } from '../../../../plugins/connectors/walletConnect/walletConnectSession'
import { solanaLocalnet } from '../../../../plugins/networks/solana/solanaNetworkDefinitions'
import { alpha, beta } from '../../core/foldEvents'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A UniversalProvider a multichain wallet approves at once, with both namespaces. */
function multichainProvider() {
  const noop = () => undefined
  const provider = {
    session: undefined as unknown,
    on: noop,
    client: { on: noop, off: noop, core: { relayer: { on: noop, off: noop }, verify: { register: noop } } },
    setDefaultChain: sinon.spy(),
    // The client's per-namespace providers, each with the chain its requests default to.
    rpcProviders: {
      eip155: { getDefaultChain: () => '31338' },
      solana: { getDefaultChain: () => 'localnet' },
    },
    request: sinon.spy(async () => ({ signature: 'sig' })),
    connect: sinon.spy(async () => {
      provider.session = {
        namespaces: {
          eip155: { accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`], chains: ['eip155:31337', 'eip155:31338'], methods: [], events: [] },
          solana: { accounts: [`solana:localnet:${SOLANA_ADDRESS}`], chains: ['solana:localnet'], methods: [], events: [] },
        },
        peer: { metadata: { name: 'Phone', description: '', url: 'https://wallet.example', icons: [] } },
      }
    }),
  }
  return provider
}

async function startSession(activeNamespace: string | null) {
  const provider = multichainProvider()
  const options = resolveOptions({ projectId: 'p', networks: [alpha, beta, solanaLocalnet()], universalProvider: provider } as AppKitOptions, 'dark')
  const ctx = {
    options,
    registry: { set: () => undefined, get: () => undefined, delete: () => undefined },
    getState: () => ({ activeCaipNetworkId: null, activeNamespace, pairing: null, connectionAttempts: {} }),
    dispatch: sinon.spy(),
    reportError: sinon.spy(),
    now: () => 0,
    logger: { warn: () => undefined, debug: () => undefined },
  } as unknown as ConnectorContext
  const session = await createWalletConnectSession(ctx, { connectorId: 'walletConnect', storagePrefix: 'test', verify: false, uriTimeoutMs: 1_000 })
  return { provider, session }
}

describe('a multichain WalletConnect session (one connection per approved namespace)', () => {
  it('proposes every configured namespace, and maps the approved session to one connection per namespace', async () => {
    const { provider, session } = await startSession(null)
    const connections = await session.connect(undefined)
    const proposal = (provider.connect.firstCall.args as unknown as [{ optionalNamespaces: Record<string, { chains: string[] }> }])[0]
    expect(Object.keys(proposal.optionalNamespaces)).to.deep.equal(['eip155', 'solana'])
    expect(proposal.optionalNamespaces['solana']!.chains).to.deep.equal(['solana:localnet'])
    expect(connections?.map(c => [c.namespace, c.caipNetworkId, c.accounts.map(a => a.address)])).to.deep.equal([
      ['eip155', 'eip155:31337', [ADDRESS]],
      ['solana', 'solana:localnet', [SOLANA_ADDRESS]],
    ])
    expect(new Set(connections?.map(c => c.wallet?.name))).to.deep.equal(new Set(['Phone']))
  })

  it("leaves the active namespace's chain as the client's default", async () => {
    const { provider, session } = await startSession('solana')
    await session.connect(undefined)
    expect(provider.setDefaultChain.lastCall.args).to.deep.equal(['solana:localnet'])
    const { provider: evm, session: evmSession } = await startSession(null)
    await evmSession.connect(undefined)
    expect(evm.setDefaultChain.lastCall.args).to.deep.equal(['eip155:31337'])
  })

  it('sends a Solana request its params object, addressed to the Solana chain; an EVM request keeps its array', async () => {
    const { provider, session } = await startSession(null)
    await session.connect(undefined)
    const params = { transaction: 'AQ==', pubkey: SOLANA_ADDRESS }
    await session.request({ namespace: 'solana', method: 'solana_signAndSendTransaction', params: [params], caipNetworkId: 'solana:localnet' })
    expect(provider.request.firstCall.args).to.deep.equal([{ method: 'solana_signAndSendTransaction', params }, 'solana:localnet'])
    await session.request({ namespace: 'eip155', method: 'personal_sign', params: ['0x68', ADDRESS], caipNetworkId: 'eip155:31337' })
    expect(provider.request.secondCall.args).to.deep.equal([{ method: 'personal_sign', params: ['0x68', ADDRESS] }, 'eip155:31337'])
  })

  it("addresses a request on a namespace other than the active network's to that namespace's chain in the client, not the session's first", async () => {
    const { provider, session } = await startSession('eip155')
    await session.connect(undefined)
    await session.request({ namespace: 'solana', method: 'solana_signMessage', params: [{ message: 'aGk=', pubkey: SOLANA_ADDRESS }], caipNetworkId: null })
    expect((provider.request.firstCall.args as unknown[])[1]).to.equal('solana:localnet')
    await session.request({ namespace: 'eip155', method: 'personal_sign', params: ['0x68', ADDRESS], caipNetworkId: null })
    expect((provider.request.secondCall.args as unknown[])[1]).to.equal('eip155:31338')
  })
})
