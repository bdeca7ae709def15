import { expect } from 'chai'
import sinon from 'sinon'
import { providerKey, type AppKit, type ConnectorInfo } from '../../../../../core'
import { createRegistry } from '../../../../../core/registry/createRegistry'
import { EMBEDDED_CONNECTOR_ID } from '../../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import type { EmbeddedWalletClient } from '../../../../../plugins/features/embeddedWallet'
import { startWalletButtonLogin } from '../../../../../react/features/embeddedWallet/walletButtonLogins'
import { connectNamedWallet } from '../../../../../react/hooks/connectNamedWallet'
import { embeddedWalletFeature } from '../../../../../react/features/embeddedWallet'
import type { FeatureDefinition } from '../../../../../react/featureHost/defineFeature'

const embedded = { id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', name: 'Email', chain: 'eip155' } as ConnectorInfo

/** An instance with `connectors` registered and, when given, the embedded wallet's client. */
function instance(connectors: readonly ConnectorInfo[], client?: Pick<EmbeddedWalletClient, 'connectSocial'>) {
  const registry = createRegistry()
  if (client) registry.set(providerKey<typeof client>(EMBEDDED_CONNECTOR_ID), client)
  const account = { caipAddress: 'eip155:1:0x00000000000000000000000000000000000000aa' }
  return {
    registry,
    showIntent: sinon.stub(),
    getConnectors: () => connectors,
    getAccount: () => account,
    open: sinon.stub().resolves(),
    subscribeAccount: (listener: (value: typeof account) => void) => {
      queueMicrotask(() => listener(account))
      return () => undefined
    },
    subscribeState: () => () => undefined,
    connect: sinon.stub().resolves({ accounts: [{ address: '0x00000000000000000000000000000000000000aa' }], caipNetworkId: 'eip155:1' }),
  } as unknown as AppKit & { open: sinon.SinonStub; connect: sinon.SinonStub }
}

/** The message a promise rejects with (the test fails if it resolves). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (error: Error) => error.message,
  )

const withEmbeddedWallet = () => Promise.resolve([embeddedWalletFeature])
const withoutFeatures = () => Promise.resolve([] as readonly FeatureDefinition[])

describe("the embedded wallet's wallet button logins (useAppKitWallet().connect('email' | social), issue 30)", () => {
  it("opens the modal on the Connect view for 'email' and on ConnectingFarcaster for 'farcaster'", async () => {
    const appKit = instance([embedded], { connectSocial: sinon.stub().resolves() })
    expect(await startWalletButtonLogin(appKit, 'email')).to.deep.equal({ open: { view: 'Connect' } })
    expect(await startWalletButtonLogin(appKit, 'farcaster')).to.deep.equal({ open: { view: 'ConnectingFarcaster' } })
  })

  it('logs in through the social popup, then connects through the embedded connector', async () => {
    const connectSocial = sinon.stub().resolves()
    const appKit = instance([embedded], { connectSocial })
    const account = await connectNamedWallet(appKit, 'google', withEmbeddedWallet)
    expect(connectSocial.calledOnceWithExactly('google')).to.equal(true)
    expect(appKit.connect.calledOnceWithExactly({ connectorId: EMBEDDED_CONNECTOR_ID })).to.equal(true)
    expect(account).to.deep.equal({ chainNamespace: 'eip155', chainId: '1', address: '0x00000000000000000000000000000000000000aa' })
  })

  it("opens the Connect view for 'email' and resolves with the account the visitor logs in to", async () => {
    const appKit = instance([embedded])
    const account = await connectNamedWallet(appKit, 'email', withEmbeddedWallet)
    expect(appKit.open.calledOnceWithExactly({ view: 'Connect' })).to.equal(true)
    expect(account.address).to.equal('0x00000000000000000000000000000000000000aa')
  })

  it("refuses with 'No auth connector found' without the connector, its client, or a feature offering the logins", async () => {
    expect(await rejection(startWalletButtonLogin(instance([]), 'email'))).to.equal('No auth connector found')
    expect(await rejection(startWalletButtonLogin(instance([embedded]), 'google'))).to.equal('No auth connector found')
    expect(await rejection(connectNamedWallet(instance([embedded]), 'email', withoutFeatures))).to.equal('No auth connector found')
  })
})
