import { expect } from 'chai'
import { orderAccountActions, type AccountAction, type WalletFeature } from '../../../react/featureHost/accountExtensions'

const row = (view: string, walletFeature?: WalletFeature): AccountAction =>
  ({ route: { view }, icon: 'send', label: view, messages: {}, walletFeature }) as unknown as AccountAction

// Catalogue order, as features register: wallets and tabs (no wallet feature) among them.
const registered = [row('Receive', 'receive'), row('ProfileWallets'), row('Send', 'send'), row('Swap', 'swaps'), row('OnRamp', 'onramp'), row('Names')]
const views = (actions: readonly AccountAction[]) => actions.map(action => action.route.view)

describe('orderAccountActions (features.walletFeaturesOrder)', () => {
  it("puts the wallet features first in SPEC §9's default order, then the other rows in catalogue order", () => {
    expect(views(orderAccountActions(registered, ['onramp', 'swaps', 'receive', 'send']))).to.deep.equal([
      'OnRamp',
      'Swap',
      'Receive',
      'Send',
      'ProfileWallets',
      'Names',
    ])
  })

  it("follows the app's order and leaves out a wallet feature it does not list", () => {
    expect(views(orderAccountActions(registered, ['send', 'receive']))).to.deep.equal(['Send', 'Receive', 'ProfileWallets', 'Names'])
  })

  it('keeps the other rows when the order is empty', () => {
    expect(views(orderAccountActions(registered, []))).to.deep.equal(['ProfileWallets', 'Names'])
  })
})
