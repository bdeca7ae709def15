import { expect } from 'chai'
import type { AppKit } from '../../../../../core/appkit/createAppKit'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import type { BitcoinConnector } from '../../../../../plugins/adapters/bitcoin'
import { withAddressFirst } from '../../../../../plugins/connectors/bitcoin/bitcoinAddressChoice'
import { offlineEnvironment } from '../../../offlineEnvironment'
import { SANDBOX_BITCOIN_CONNECTOR_ID, sandboxBitcoinHooks, until } from '../../../bitcoinFixtures'

const CONNECTOR_ID = SANDBOX_BITCOIN_CONNECTOR_ID
const CHOICE_KEY = '@vestibule/bitcoin/selected_addresses'
const me = bitcoinSandboxAccount(0)

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => error,
  )

describe('Bitcoin accounts: switching between the payment and ordinals addresses (SPEC §4 account types)', function () {
  this.timeout(30_000)
  const fx = sandboxBitcoinHooks()
  const { start } = fx
  const chooseOrdinals = (appKit: AppKit) =>
    appKit.dispatch({ type: 'connection/account-switch-requested', payload: { namespace: 'bip122', address: me.ordinals.address } })

  it('makes the ordinals address the account without asking the wallet: its balance shows, both addresses stay listed with their types, the account type stays payment', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    await until(() => appKit.getState().accounts.bip122?.balance === '5')
    const prompts = fx.asked.length

    chooseOrdinals(appKit)
    const account = appKit.getAccount('bip122')!
    expect(account.address).to.equal(me.ordinals.address)
    expect(account.caipAddress).to.equal(`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${me.ordinals.address}`)
    expect(account.allAccounts).to.have.deep.members([
      { address: me.payment.address, type: 'payment' },
      { address: me.ordinals.address, type: 'ordinal' },
    ])
    // The ledger funds each ordinals address with 10,000 sats.
    await until(() => appKit.getState().accounts.bip122?.balance === '0.0001')
    expect(fx.asked.length).to.equal(prompts)
    expect(appKit.getPreferredAccountType('bip122')).to.equal('payment')
    // AppKit's provider lists them in the wallet's order still.
    expect(await appKit.getProvider<BitcoinConnector>('bip122')!.getAccountAddresses()).to.deep.equal([
      { address: me.payment.address, purpose: 'payment' },
      { address: me.ordinals.address, purpose: 'ordinal' },
    ])
  })

  it('ignores an address the connection does not hold', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    appKit.dispatch({ type: 'connection/account-switch-requested', payload: { namespace: 'bip122', address: bitcoinSandboxAccount(1).ordinals.address } })
    expect(appKit.getAccount('bip122')?.address).to.equal(me.payment.address)
    expect(appKit.getState().connections.bip122?.[0]?.accounts.map(account => account.address)).to.deep.equal([me.payment.address, me.ordinals.address])
  })

  it("setPreferredAccountType: SPEC §4's 'Bitcoin accounts may only switch to type payment' refuses ordinal (and EVM types) on bip122; payment brings the payment address back", async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    chooseOrdinals(appKit)

    for (const type of ['ordinal', 'eoa', 'smartAccount'] as const) {
      const refused = await rejection(appKit.setPreferredAccountType(type, 'bip122'))
      expect(refused?.message, type).to.match(/^Bitcoin accounts may only switch to type payment/)
      expect(appKit.getAccount('bip122')?.address).to.equal(me.ordinals.address)
    }
    const invalid = await rejection(appKit.setPreferredAccountType('savings' as never, 'bip122'))
    expect(invalid?.message).to.match(/^Invalid account type/)

    await appKit.setPreferredAccountType('payment', 'bip122')
    expect(appKit.getAccount('bip122')?.address).to.equal(me.payment.address)
    await until(() => appKit.getState().accounts.bip122?.balance === '5')
    // Already on payment: nothing to do.
    await appKit.setPreferredAccountType('payment', 'bip122')
    expect(appKit.getAccount('bip122')?.address).to.equal(me.payment.address)
  })

  it('a reload restores the chosen address without a prompt; a disconnect forgets it, so the next connection starts on payment', async () => {
    const environment = offlineEnvironment()
    const first = await start(environment)
    await first.connect({ connectorId: CONNECTOR_ID })
    chooseOrdinals(first)
    expect(JSON.parse(environment.storage.getItem(CHOICE_KEY) ?? 'null')).to.deep.equal({ [CONNECTOR_ID]: me.ordinals.address })
    first.destroy()
    fx.unregister()
    // A reloaded page: a new wallet object (the grant kept, as an extension keeps it) and a new modal on the same storage.
    await fx.registerWallet()
    const prompts = fx.asked.length
    const appKit = await start(offlineEnvironment({ storage: environment.storage }))
    await until(() => appKit.getState().accounts.bip122?.status === 'connected')
    expect(appKit.getAccount('bip122')?.address).to.equal(me.ordinals.address)
    expect(fx.asked.length).to.equal(prompts)

    await appKit.disconnect('bip122')
    expect(environment.storage.getItem(CHOICE_KEY)).to.equal(null)
    await appKit.connect({ connectorId: CONNECTOR_ID })
    expect(appKit.getAccount('bip122')?.address).to.equal(me.payment.address)
  })

  it('keeps the chosen address first when the wallet reports its accounts again, and follows a wallet account with other addresses', async () => {
    const appKit = await start()
    await appKit.connect({ connectorId: CONNECTOR_ID })
    chooseOrdinals(appKit)
    fx.sandbox.setAccountIndex(1)
    await until(() => appKit.getAccount('bip122')?.address === bitcoinSandboxAccount(1).payment.address)
    fx.sandbox.setAccountIndex(0)
    await until(() => appKit.getAccount('bip122')?.address === me.ordinals.address)
  })
})

describe('withAddressFirst', () => {
  const accounts = [
    { address: 'bcrt1qpay', type: 'payment' as const },
    { address: 'bcrt1pord', type: 'ordinal' as const },
  ]
  it('puts the chosen address first, keeping the others in order', () => {
    expect(withAddressFirst(accounts, 'bcrt1pord')).to.deep.equal([accounts[1], accounts[0]])
  })
  it("keeps the wallet's order for no choice or an address it does not hold", () => {
    expect(withAddressFirst(accounts, undefined)).to.deep.equal(accounts)
    expect(withAddressFirst(accounts, 'bcrt1qother')).to.deep.equal(accounts)
  })
})
