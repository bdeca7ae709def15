import { expect } from 'chai'
import { createAppKit, type AppKit, type PluginDefinition } from 'vestibule'
import { mockConnector } from '../connectors/mockConnector'
import { ADDRESS, ADDRESS_2, alpha, beta, connected } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const SOL_ADDRESS = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'
const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: SOLANA,
  chainNamespace: 'solana' as const,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
}

function kit(plugins: PluginDefinition[] = [], networks: unknown[] = [alpha, beta]): AppKit {
  return createAppKit({ projectId: 'test', networks: networks as never, plugins }, offlineEnvironment())
}

/** Records what a subscriber is called with. */
function calls<T>(): { values: T[]; listener: (value: T) => void } {
  const values: T[] = []
  return { values, listener: value => void values.push(value) }
}

describe("AppKit's getters and subscribers", () => {
  it('reads a connected account, network and wallet as AppKit does', () => {
    const appKit = kit()
    appKit.dispatch(connected('injected:sandbox', [ADDRESS, ADDRESS_2], 'eip155:31338'))
    expect(appKit.getAddress()).to.equal(ADDRESS)
    expect(appKit.getAddress('eip155')).to.equal(ADDRESS)
    expect(appKit.getCaipAddress()).to.equal(`eip155:31338:${ADDRESS}`)
    expect(appKit.getIsConnectedState()).to.equal(true)
    expect(appKit.getChainId()).to.equal(31338)
    expect(appKit.getCaipNetworkId()).to.equal(31338)
    expect(appKit.getCaipNetwork()?.name).to.equal('Sandbox Beta')
    expect(appKit.getCaipNetwork('eip155')?.caipNetworkId).to.equal('eip155:31338')
    expect(appKit.getCaipNetworks('eip155').map(n => n.id)).to.deep.equal([31337, 31338])
    expect(appKit.getActiveChainNamespace()).to.equal('eip155')
    const account = appKit.getAccount()
    expect(account).to.deep.include({
      address: ADDRESS,
      caipAddress: `eip155:31338:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: undefined,
    })
    expect(account?.allAccounts.map(a => a.address)).to.deep.equal([ADDRESS, ADDRESS_2])
  })

  it('reads nothing connected before a connection, and no account of a namespace the app does not configure', () => {
    const appKit = kit()
    expect(appKit.getAddress()).to.equal(undefined)
    expect(appKit.getIsConnectedState()).to.equal(false)
    expect(appKit.getWalletInfo()).to.equal(undefined)
    expect(appKit.getWalletProvider()).to.equal(undefined)
    expect(appKit.getAccount()).to.deep.include({ isConnected: false, status: 'disconnected', address: undefined })
    expect(appKit.getAccount('solana')).to.equal(undefined)
  })

  it('gives AppKit’s public state from getState and subscribeState, on change only', async () => {
    const appKit = kit()
    const { values, listener } = calls<unknown>()
    appKit.subscribeState(listener)
    expect(appKit.getState()).to.deep.include({ open: false, selectedNetworkId: 'eip155:31337', loading: false, initialized: true })
    expect(appKit.getState()).to.equal(appKit.getState())
    expect(appKit.getState().modal.isOpen).to.equal(false)
    appKit.setThemeMode('light')
    expect(values).to.deep.equal([])
    await appKit.open()
    expect(values).to.deep.equal([{ open: true, selectedNetworkId: 'eip155:31337', activeChain: 'eip155', loading: false, initialized: true }])
  })

  it('gives AppKit’s analytics events from subscribeEvents and getEvent', async () => {
    const appKit = kit()
    const { values, listener } = calls<{ data: { event: string } }>()
    appKit.subscribeEvents(listener)
    await appKit.open()
    appKit.setThemeMode('light')
    await appKit.close()
    expect(values.map(v => v.data.event)).to.deep.equal(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(values[0]).to.have.property('timestamp').that.is.a('number')
    expect(values[0]?.data).to.deep.equal({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(appKit.getEvent().data).to.deep.equal({ type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  it('keeps our own state and event streams under their own names', () => {
    const appKit = kit()
    const types: string[] = []
    let states = 0
    appKit.subscribeVestibuleEvents(event => void types.push(event.type))
    appKit.subscribeVestibuleState(() => void states++)
    appKit.setThemeMode('light')
    expect(types).to.deep.equal(['theme/mode-changed'])
    expect(states).to.equal(2)
  })

  it('calls subscribeAccount, subscribeNetwork, subscribeCaipNetworkChange and subscribeWalletInfo on change only', () => {
    const appKit = kit()
    const account = calls<{ address?: string; isConnected: boolean }>()
    const network = calls<{ chainId?: number | string; caipNetworkId?: string }>()
    const caipNetwork = calls<{ name: string } | undefined>()
    const walletInfo = calls<{ name: string } | undefined>()
    appKit.subscribeAccount(account.listener)
    appKit.subscribeNetwork(network.listener)
    appKit.subscribeCaipNetworkChange(caipNetwork.listener)
    appKit.subscribeWalletInfo(walletInfo.listener)
    appKit.setThemeMode('light')
    appKit.dispatch({
      type: 'connectors/registered',
      payload: { connector: { id: 'injected:sandbox', type: 'ANNOUNCED', chain: 'eip155', name: 'Sandbox Wallet', info: { rdns: 'dev.vestibule.sandbox' } } },
    })
    expect([account.values, network.values, caipNetwork.values, walletInfo.values]).to.deep.equal([[], [], [], []])
    appKit.dispatch(connected('injected:sandbox', [ADDRESS], 'eip155:31338'))
    expect(account.values.map(a => [a.address, a.isConnected])).to.deep.equal([[ADDRESS, true]])
    expect(network.values.map(n => [n.chainId, n.caipNetworkId])).to.deep.equal([[31338, 'eip155:31338']])
    expect(caipNetwork.values.map(n => n?.name)).to.deep.equal(['Sandbox Beta'])
    expect(walletInfo.values).to.deep.equal([{ name: 'Sandbox Wallet', icon: undefined, type: 'ANNOUNCED', rdns: 'dev.vestibule.sandbox' }])
    expect(appKit.getWalletInfo()).to.deep.equal(walletInfo.values[0])
    appKit.setThemeMode('dark')
    expect(account.values).to.have.length(1)
    expect(network.values).to.have.length(1)
  })

  it('calls subscribeTheme with AppKit’s theme state, and the theme getters read it', () => {
    const appKit = kit()
    const theme = calls<{ themeMode: string; themeVariables: object }>()
    appKit.subscribeTheme(theme.listener)
    appKit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    appKit.setThemeMode('light')
    expect(theme.values).to.deep.equal([
      { themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } },
    ])
    expect(appKit.getThemeMode()).to.equal('light')
    expect(appKit.getThemeVariables()).to.deep.equal({ '--w3m-accent': '#ff0000' })
  })

  it('stops calling a subscriber once unsubscribed', async () => {
    const appKit = kit()
    const { values, listener } = calls<unknown>()
    const stop = appKit.subscribeState(listener)
    stop()
    await appKit.open()
    expect(values).to.deep.equal([])
  })

  it('disconnect("solana") disconnects Solana and leaves eip155 connected', async () => {
    const evm = mockConnector({ caipNetworkId: 'eip155:31337', connectorId: 'evm', name: 'connectors/evm' })
    const sol = mockConnector({ caipNetworkId: SOLANA, connectorId: 'sol', name: 'connectors/sol', namespace: 'solana', address: SOL_ADDRESS })
    const appKit = kit([evm.plugin, sol.plugin], [alpha, solana])
    await appKit.connect({ connectorId: 'sol' })
    await appKit.connect({ connectorId: 'evm' })
    expect(appKit.getAddress('solana')).to.equal(SOL_ADDRESS)
    expect(appKit.getCaipNetwork('solana')?.name).to.equal('Solana')
    expect(appKit.getProvider('solana')).to.not.equal(undefined)
    const providers = calls<object>()
    appKit.subscribeProviders(providers.listener)
    await appKit.disconnect('solana')
    expect(appKit.getAccount('solana')?.isConnected).to.equal(false)
    expect(appKit.getAccount('eip155')?.isConnected).to.equal(true)
    expect(appKit.getAddress()).to.equal(ADDRESS)
    expect(providers.values.map(p => Object.keys(p))).to.deep.equal([['eip155']])
    expect(appKit.getWalletProviderType()).to.equal(appKit.getConnectors().find(c => c.id === 'evm')?.type)
  })

  it('calls subscribeShouldUpdateToAddress when the connection moves to another address, not on connect', () => {
    const appKit = kit()
    const { values, listener } = calls<string | undefined>()
    appKit.subscribeShouldUpdateToAddress(listener)
    appKit.dispatch(connected('injected:sandbox', [ADDRESS]))
    expect(values).to.deep.equal([])
    appKit.dispatch({
      type: 'connection/accounts-changed',
      payload: { connectorId: 'injected:sandbox', namespace: 'eip155', accounts: [{ address: ADDRESS_2, type: 'eoa' }] },
    })
    expect(values).to.deep.equal([ADDRESS_2])
  })

  it('redirects, replaces, sets loading and shows messages as AppKit does', async () => {
    const appKit = kit()
    await appKit.open()
    appKit.redirect('Networks')
    expect(appKit.getState().modal.view).to.equal('Networks')
    appKit.replace('WhatIsANetwork')
    expect(appKit.getState().modal.history).to.deep.equal(['Connect', 'WhatIsANetwork'])
    appKit.setLoading(true)
    expect(appKit.getState().loading).to.equal(true)
    appKit.showErrorMessage('Nope')
    expect(appKit.getState().snackbar).to.deep.include({ open: true, message: 'Nope', variant: 'error' })
    appKit.showSuccessMessage('Done')
    expect(appKit.getState().snackbar).to.deep.include({ message: 'Done', variant: 'success' })
    expect(appKit.getError()).to.equal('')
  })

  it('gives the preferred account type: the option’s default until the account says otherwise', () => {
    const appKit = kit()
    expect(appKit.getPreferredAccountType()).to.equal('smartAccount')
    expect(appKit.getPreferredAccountType('solana')).to.equal('eoa')
  })
})
