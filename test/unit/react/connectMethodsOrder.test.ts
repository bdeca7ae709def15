import { expect } from 'chai'
import { connectMethodsOrder } from '../../../react/connect/connectMethodsOrder'

describe('connectMethodsOrder', () => {
  it('is email, social, wallet by default (SPEC §1)', () => {
    expect(connectMethodsOrder({ installedWalletShown: false })).to.deep.equal(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when an injected or announced wallet is shown', () => {
    expect(connectMethodsOrder({ installedWalletShown: true })).to.deep.equal(['wallet', 'email', 'social'])
  })

  it("takes the app's override over both, once per method", () => {
    expect(connectMethodsOrder({ override: ['social', 'wallet', 'social'], installedWalletShown: true })).to.deep.equal(['social', 'wallet'])
    expect(connectMethodsOrder({ override: [], installedWalletShown: true })).to.deep.equal(['wallet', 'email', 'social'])
  })

  it('keeps only the methods this build can draw, in order', () => {
    expect(connectMethodsOrder({ installedWalletShown: false, available: ['wallet', 'email'] })).to.deep.equal(['email', 'wallet'])
  })
})
