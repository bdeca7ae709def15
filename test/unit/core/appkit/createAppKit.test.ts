import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { InvalidOptionsError } from '../../../../core/options/resolveOptions'
import { StorageKeys, connectorIdKey } from '../../../../core/storage/storageKeys'
import { alpha, beta, connected } from '../foldEvents'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { memoryStorage, offlineEnvironment } from '../../offlineEnvironment'

function optionsError(options: unknown): Error {
  try {
    createAppKit(options as AppKitOptions, offlineEnvironment())
  } catch (error) {
    return error as Error
  }
  throw new Error('expected createAppKit to throw')
}

describe('createAppKit options', () => {
  it('throws the exact SPEC §5 message when both siweConfig and siwx are set', () => {
    expect(optionsError({ networks: [alpha], siweConfig: {}, siwx: {} }).message).to.equal('Cannot set both `siweConfig` and `siwx` options')
  })

  it('names every invalid option with the generic schema messages', () => {
    const error = optionsError({ networks: [], themeMode: 'blue', featuredWalletIds: 'x', logCapacity: 0 }) as InvalidOptionsError
    expect(error).to.be.instanceOf(InvalidOptionsError)
    expect(error.details).to.contain('networks: Array must contain at least 1 element(s)')
    expect(error.details).to.contain("themeMode: Invalid enum value. Expected 'light' | 'dark', received 'blue'")
    expect(error.details).to.contain('featuredWalletIds: Expected array, received string')
    expect(error.details).to.contain('logCapacity: Number must be greater than or equal to 1')
    expect(optionsError({}).message).to.contain('networks: Required')
  })

  it('rejects a default network that is not among the networks', () => {
    expect((optionsError({ networks: [alpha], defaultNetwork: 'eip155:5' }) as InvalidOptionsError).details).to.contain('Network not found')
  })

  it('applies the SPEC §9 defaults and the hosted base URLs', () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment({ systemThemeMode: 'light' }))
    const { options } = appKit
    expect(options.features).to.include({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
    expect(options.features.walletFeaturesOrder).to.deep.equal(['onramp', 'swaps', 'receive', 'send'])
    expect(options).to.include({
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      basic: false,
      debug: true,
    })
    expect(options).to.include({
      apiUrl: 'https://api.web3modal.org',
      blockchainApiUrl: 'https://rpc.walletconnect.org',
      analyticsUrl: 'https://pulse.walletconnect.org',
    })
    expect(options.themeMode).to.equal('light')
    expect(options.networks[0]).to.deep.include({ caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' })
    expect(options.networks[0]?.rpcUrls.chainDefault?.http).to.deep.equal(['http://127.0.0.1:8545'])
  })

  it('lets every base URL point elsewhere', () => {
    const appKit = createAppKit({ networks: [alpha], apiUrl: 'http://127.0.0.1:1/', blockchainApiUrl: 'http://127.0.0.1:2/' }, offlineEnvironment())
    expect(appKit.options).to.include({ apiUrl: 'http://127.0.0.1:1/', blockchainApiUrl: 'http://127.0.0.1:2/' })
  })

  it('defaults the theme to dark when the system preference is unknown (no matchMedia)', () => {
    expect(createAppKit({ networks: [alpha] }, offlineEnvironment()).getState().theme.themeMode).to.equal('dark')
  })

  it('takes a BCP 47 locale, English by default, in its canonical spelling, and keeps it in state', () => {
    expect(createAppKit({ networks: [alpha] }, offlineEnvironment()).getState().options?.locale).to.equal('en')
    const appKit = createAppKit({ networks: [alpha], locale: 'AR-eg' }, offlineEnvironment())
    expect(appKit.options.locale).to.equal('ar-EG')
    expect(appKit.getState().options?.locale).to.equal('ar-EG')
    expect((optionsError({ networks: [alpha], locale: 'not a locale' }) as InvalidOptionsError).details).to.contain('locale: Invalid input')
    expect((optionsError({ networks: [alpha], locale: 7 }) as InvalidOptionsError).details).to.contain('locale: Expected string, received number')
  })

  it('holds only JSON options in state', () => {
    const appKit = createAppKit({ networks: [alpha], siwx: { createMessage() {} } }, offlineEnvironment())
    const options = appKit.getState().options!
    expect(JSON.parse(JSON.stringify(options))).to.deep.equal(options)
    expect(options.siwx).to.equal(true)
  })
})

describe('createAppKit instance', () => {
  it('opens, closes and reports isOpen', async () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment())
    await appKit.open({ view: 'Networks' })
    expect(appKit.getIsOpen()).to.equal(true)
    expect(appKit.getState().modal.view).to.equal('Networks')
    await appKit.close()
    expect(appKit.getIsOpen()).to.equal(false)
  })

  it('writes the connection to storage and a new instance restores it', () => {
    const storage = memoryStorage()
    const first = createAppKit({ networks: [alpha, beta] }, { storage })
    first.dispatch(connected('injected:sandbox', undefined, 'eip155:31338'))
    expect(storage.map.get(StorageKeys.CONNECTION_STATUS)).to.equal('"connected"')
    expect(storage.map.get(connectorIdKey('eip155'))).to.equal('"injected:sandbox"')
    first.destroy()
    const second = createAppKit({ networks: [alpha, beta] }, { storage })
    expect(second.getState().activeCaipNetworkId).to.equal('eip155:31338')
    expect(second.getState().recentWallets.map(w => w.id)).to.deep.equal(['injected:sandbox'])
    const restored = internalsOf(second)
      .log.events()
      .find(e => e.type === 'storage/restored')
    expect(restored?.payload).to.deep.include({
      snapshot: { ...(restored?.payload as { snapshot: object }).snapshot, connectorIds: { eip155: 'injected:sandbox' }, connectionStatus: 'connected' },
    })
  })

  it('keeps working when storage throws on every call (failures are only logged)', async () => {
    const throwing = {
      getItem() {
        throw new Error('denied')
      },
      setItem() {
        throw new Error('quota')
      },
      removeItem() {
        throw new Error('denied')
      },
    }
    const appKit = createAppKit({ networks: [alpha] }, { storage: throwing })
    appKit.dispatch(connected())
    await appKit.open()
    expect(appKit.getState().modal.view).to.equal('Account')
  })

  it('ignores stored values of the wrong shape', () => {
    const storage = memoryStorage({ [StorageKeys.RECENT_WALLETS]: '"not a list"', [StorageKeys.ACTIVE_CAIP_NETWORK_ID]: '42' })
    const appKit = createAppKit({ networks: [alpha] }, { storage })
    expect(appKit.getState().recentWallets).to.deep.equal([])
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:31337')
  })

  it('starts, and opens, when a stored key holds a number or an object (the value is dropped and logged)', async () => {
    const warn = sinon.stub(console, 'warn')
    try {
      for (const raw of ['42', '{"eip155":1}', 'true', '[]']) {
        const storage = memoryStorage({ [StorageKeys.CONNECTED_NAMESPACES]: raw, [StorageKeys.CONNECTION_STATUS]: raw, [connectorIdKey('eip155')]: raw })
        const appKit = createAppKit({ networks: [alpha], debug: true }, { ...offlineEnvironment(), storage })
        await appKit.open()
        expect(appKit.getState().modal.isOpen, raw).to.equal(true)
        appKit.destroy()
      }
      expect(warn.args.some(args => args.join(' ').includes(`Ignored a malformed "${StorageKeys.CONNECTED_NAMESPACES}"`))).to.equal(true)
    } finally {
      warn.restore()
    }
  })

  it('sets theme mode and variables', () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment())
    appKit.setThemeMode('light')
    appKit.setThemeVariables({ '--w3m-accent': '#123456' })
    expect(appKit.getState().theme).to.deep.equal({ themeMode: 'light', themeVariables: { '--w3m-accent': '#123456' } })
  })

  it('is SSR-safe: creating an instance needs no window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).to.equal('undefined')
    const appKit = createAppKit({ networks: [alpha] })
    expect(appKit.getState().options?.networks).to.have.length(1)
  })
})

describe('createAppKit intent', () => {
  it("records the visitor's intent once, whether it comes from showIntent, open or a dispatched app/intent-shown", async () => {
    const appKit = createAppKit({ networks: [alpha] }, offlineEnvironment())
    const intents = () =>
      internalsOf(appKit)
        .log.events()
        .filter(event => event.type === 'app/intent-shown').length
    appKit.showIntent()
    expect(intents()).to.equal(1)
    await appKit.open()
    appKit.showIntent()
    expect(intents()).to.equal(1)

    const other = createAppKit({ networks: [alpha] }, offlineEnvironment())
    other.dispatch({ type: 'app/intent-shown', payload: {} })
    expect(
      internalsOf(other)
        .log.events()
        .filter(event => event.type === 'app/intent-shown').length,
    ).to.equal(1)
    appKit.destroy()
    other.destroy()
  })
})
