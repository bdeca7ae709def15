import { expect } from 'chai'
import { createAppKit, type AppKit } from 'vestibule'
import { ADDRESS, ADDRESS_2, alpha } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'
import { REGTEST, regtest } from '../../bitcoinRegtest'

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => error,
  )

describe("setPreferredAccountType (AppKit's), SPEC §4's account type rules", () => {
  let appKit: AppKit
  beforeEach(() => {
    appKit = createAppKit({ projectId: 'test', networks: [alpha, regtest] as never, plugins: [] }, offlineEnvironment())
  })
  afterEach(() => appKit.destroy())

  const connectEvm = (accounts: { address: string; type: 'eoa' | 'smartAccount' }[]) =>
    appKit.dispatch({
      type: 'connection/succeeded',
      payload: { connectorId: 'injected:sandbox', namespace: 'eip155', accounts, caipNetworkId: 'eip155:31337' },
    })

  it("refuses any type but payment on bip122 with SPEC §4's sentence, connected or not; payment with nothing connected is already so", async () => {
    for (const type of ['ordinal', 'eoa', 'smartAccount'] as const) {
      expect((await rejection(appKit.setPreferredAccountType(type, 'bip122')))?.message, type).to.match(/^Bitcoin accounts may only switch to type payment/)
    }
    expect(await rejection(appKit.setPreferredAccountType('payment', 'bip122'))).to.equal(undefined)
    expect(appKit.getPreferredAccountType('bip122')).to.equal('payment')
  })

  it('resolves when the account already has the type, and says so when the connection has no account of it', async () => {
    connectEvm([{ address: ADDRESS, type: 'eoa' }])
    expect(await rejection(appKit.setPreferredAccountType('eoa', 'eip155'))).to.equal(undefined)
    expect((await rejection(appKit.setPreferredAccountType('smartAccount', 'eip155')))?.message).to.match(/^The eip155 connection has no smartAccount account/)
  })

  it('rejects, leaving the account as it is, when no connector answers the switch', async () => {
    connectEvm([
      { address: ADDRESS, type: 'eoa' },
      { address: ADDRESS_2, type: 'smartAccount' },
    ])
    expect((await rejection(appKit.setPreferredAccountType('smartAccount', 'eip155')))?.message).to.match(/does not switch to its smartAccount account/)
    expect(appKit.getAddress('eip155')).to.equal(ADDRESS)
  })

  it('rejects an unknown account type or namespace with a clear message', async () => {
    expect((await rejection(appKit.setPreferredAccountType('savings' as never, 'eip155')))?.message).to.match(/^Invalid account type/)
    expect((await rejection(appKit.setPreferredAccountType('eoa', 'nope' as never)))?.message).to.match(/^Invalid namespace/)
  })
})
