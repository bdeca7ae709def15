import { expect } from 'chai'
import type { ConnectorInfo, WalletListing } from '../../../core'
import { MOBILE_LINK_EXEMPT_WALLETS } from '../../../core/constants'
import { connectorGroupOrder, groupConnectors, type GroupConnectorsParameters } from '../../../react/connect/groupConnectors'

const connector = (id: string, type: ConnectorInfo['type'], extra: Partial<ConnectorInfo> = {}): ConnectorInfo => ({
  id,
  type,
  chain: 'eip155',
  name: id,
  ...extra,
})

const WC = connector('walletConnect', 'WALLET_CONNECT')
const METAMASK = connector('io.metamask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })
const RABBY = connector('io.rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } })
const LEGACY = connector('injected', 'INJECTED', { name: 'Injected' })
const MULTI = connector('multi', 'MULTI_CHAIN')
const LEDGER = connector('ledger', 'EXTERNAL', { explorerId: 'ledger-live' })
const SAFE = connector('safe', 'EXTERNAL')
const AUTH = connector('auth', 'AUTH')

const base: GroupConnectorsParameters = {
  connectors: [WC, METAMASK, RABBY, LEGACY, MULTI, LEDGER, SAFE, AUTH],
  recentWallets: [],
  enableWalletConnect: true,
  walletConnectConnected: false,
}

const summary = (parameters: Partial<GroupConnectorsParameters>) =>
  groupConnectors({ ...base, ...parameters }).map(group => `${group.type}: ${group.connectors.map(c => c.id).join(', ')}`)

describe('groupConnectors', () => {
  it('orders groups walletConnect, recent, injected, featured, custom, external (SPEC §1), and leaves AUTH out', () => {
    expect(summary({ recentWallets: [{ id: 'io.rabby', name: 'Rabby' }], featuredWalletIds: ['ledger-live'], customWalletIds: ['safe'] })).to.deep.equal([
      'walletConnect: walletConnect',
      'recent: io.rabby',
      'injected: multi, io.metamask, injected',
      'featured: ledger',
      'custom: safe',
    ])
  })

  it('lists multi-chain, then announced, then legacy injected wallets in the injected group', () => {
    expect(summary({ connectors: [LEGACY, RABBY, MULTI, METAMASK] })).to.deep.equal(['injected: multi, io.rabby, io.metamask, injected'])
  })

  it('shows walletConnect only when enabled and not already connected through it', () => {
    expect(summary({ enableWalletConnect: false })[0]).to.equal('injected: multi, io.metamask, io.rabby, injected')
    expect(summary({ walletConnectConnected: true })[0]).to.equal('injected: multi, io.metamask, io.rabby, injected')
  })

  it('takes recent wallets newest first, only those whose id matches a connector', () => {
    const recentWallets = [
      { id: 'gone', name: 'Gone' },
      { id: 'io.metamask', name: 'MetaMask' },
      { id: 'ledger', name: 'Ledger' },
    ]
    expect(summary({ recentWallets })[1]).to.equal('recent: io.metamask, ledger')
  })

  it('shows each wallet once, in the first group that claims it', () => {
    const groups = groupConnectors({ ...base, recentWallets: [{ id: 'io.metamask', name: 'MetaMask' }], featuredWalletIds: ['io.metamask'] })
    const ids = groups.flatMap(group => group.connectors.map(c => c.id))
    expect(ids.filter(id => id === 'io.metamask')).to.have.length(1)
    expect(groups.find(group => group.type === 'featured')).to.equal(undefined)
  })

  it('dedupes two connectors of one wallet by rdns', () => {
    const twin = connector('metamask-legacy', 'INJECTED', { info: { rdns: 'io.metamask' } })
    expect(summary({ connectors: [METAMASK, twin] })).to.deep.equal(['injected: io.metamask'])
  })

  it('puts the integrator connectorTypeOrder first, then the default order', () => {
    expect(connectorGroupOrder(['EXTERNAL', 'ANNOUNCED'])).to.deep.equal([
      'external',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'recommended',
    ])
    expect(summary({ connectorTypeOrder: ['EXTERNAL'] })[0]).to.equal('external: ledger, safe')
  })

  it('hides excluded wallets by id, explorer id or rdns, and the generic Browser Wallet on desktop only (SPEC §5)', () => {
    const browserWallet = connector('injected', 'INJECTED', { name: 'Browser Wallet' })
    const parameters = { connectors: [browserWallet, METAMASK, LEDGER, RABBY], excludeWalletIds: ['io.rabby', 'ledger-live'] }
    expect(summary(parameters)).to.deep.equal(['injected: io.metamask'])
    expect(summary({ ...parameters, isMobile: true })).to.deep.equal(['injected: io.metamask, injected'])
  })

  it('narrows to one namespace when asked, keeping multi-chain wallets', () => {
    const phantom = connector('phantom', 'ANNOUNCED', { chain: 'solana' })
    expect(summary({ connectors: [METAMASK, phantom, MULTI], namespace: 'solana' })).to.deep.equal(['injected: multi, phantom'])
  })

  describe('with directory wallets', () => {
    const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id, name: id, mobile_link: `${id}://`, ...extra })
    const listed = (parameters: Partial<GroupConnectorsParameters>) =>
      groupConnectors({ ...base, ...parameters }).map(
        group => `${group.type}: ${[...group.connectors.map(c => c.id), ...group.listings.map(l => l.id)].join(', ')}`,
      )

    it('puts featured listings in the featured group, custom in custom, recommended last (SPEC §1 order)', () => {
      const rows = listed({
        connectors: [METAMASK],
        featuredListings: [listing('f1'), listing('f2')],
        customWallets: [listing('c1')],
        recommendedListings: [listing('r1'), listing('f1')],
      })
      expect(rows).to.deep.equal(['injected: io.metamask', 'featured: f1, f2', 'custom: c1', 'recommended: r1'])
    })

    it('shows an installed wallet once: a directory wallet with its rdns is left out', () => {
      const rows = listed({
        connectors: [METAMASK],
        featuredListings: [listing('mm', { rdns: 'io.metamask' })],
        recommendedListings: [listing('mm2', { rdns: 'io.metamask' }), listing('r')],
      })
      expect(rows).to.deep.equal(['injected: io.metamask', 'recommended: r'])
    })

    it('leaves out directory wallets without a mobile link on mobile, and excluded ids', () => {
      const recommendedListings = [listing('a', { mobile_link: null }), listing('b'), listing('x')]
      expect(listed({ connectors: [], recommendedListings, isMobile: true, excludeWalletIds: ['x'] })).to.deep.equal(['recommended: b'])
    })

    it("keeps Phantom without a mobile link on mobile only when Solana is in play: the view's namespace, else the active one (SPEC §5)", () => {
      const phantom = listing(MOBILE_LINK_EXEMPT_WALLETS[1].id, { name: 'Phantom', mobile_link: null })
      const coinbase = listing(MOBILE_LINK_EXEMPT_WALLETS[0].id, { name: 'Coinbase Wallet', mobile_link: null })
      const shown = (parameters: Partial<GroupConnectorsParameters>) =>
        groupConnectors({ ...base, connectors: [], recommendedListings: [phantom, coinbase], isMobile: true, ...parameters }).flatMap(group =>
          group.listings.map(l => l.name),
        )
      expect(shown({ activeNamespace: 'eip155' })).to.deep.equal(['Coinbase Wallet'])
      expect(shown({ activeNamespace: 'solana' })).to.deep.equal(['Phantom', 'Coinbase Wallet'])
      expect(shown({ activeNamespace: 'eip155', namespace: 'solana' })).to.deep.equal(['Phantom', 'Coinbase Wallet'])
      expect(shown({ activeNamespace: 'solana', namespace: 'eip155' })).to.deep.equal(['Coinbase Wallet'])
    })

    it('hides an installed wallet whose rdns or name an excluded directory wallet has (SPEC §5)', () => {
      expect(listed({ connectors: [METAMASK, RABBY], excludedListings: [listing('x', { name: 'IO.METAMASK' })] })).to.deep.equal(['injected: io.rabby'])
      expect(listed({ connectors: [METAMASK, RABBY], excludedListings: [listing('x', { name: 'Other', rdns: 'io.rabby' })] })).to.deep.equal([
        'injected: io.metamask',
      ])
    })
  })
})
