import { expect } from 'chai'
import type { AppKit, RouteName } from '../../../../core'
import { accountExtensions, registerAccountContribution, type AccountAction } from '../../../../react/featureHost/accountExtensions'
import { connectMethodComponent, registerConnectMethods } from '../../../../react/featureHost/connectMethodRegistry'
import { registerCoreViews, registeredView, registerViews } from '../../../../react/featureHost/viewRegistry'
import { defineMessages } from '../../../../react/i18n/defineMessages'

// The registries key by the instance alone: two distinct objects stand for two instances on one page.
const first = {} as AppKit
const second = {} as AppKit
const Throwaway = () => null
const load = () => Promise.resolve(Throwaway)
const messages = defineMessages({ name: 'throwawayRegistries', locales: { en: () => Promise.resolve({ 'row.label': 'Throwaway' }) } })
const view = (name: string) => name as RouteName

describe('feature host registries, per instance (issue 30)', () => {
  it("draws a feature's view on the instance that registered it only, and core's on every instance", () => {
    registerCoreViews({ CoreThrowaway: { title: 'title.Account', load } })
    registerViews(first, { FeatureThrowaway: { title: 'title.Account', load } })
    expect(registeredView(first, view('FeatureThrowaway'))).to.not.equal(undefined)
    expect(registeredView(second, view('FeatureThrowaway'))).to.equal(undefined)
    expect(registeredView(first, view('CoreThrowaway'))).to.not.equal(undefined)
    expect(registeredView(second, view('CoreThrowaway'))).to.not.equal(undefined)
  })

  it('keeps the first entry of a view registered twice on one instance', () => {
    registerViews(first, { Kept: { title: 'first', load } })
    registerViews(first, { Kept: { title: 'second', load } })
    registerViews(second, { Kept: { title: 'other instance', load } })
    expect(registeredView(first, view('Kept'))?.title).to.equal('first')
    expect(registeredView(second, view('Kept'))?.title).to.equal('other instance')
  })

  it("adds a feature's Account-view rows to its own instance's Account view", () => {
    const row: AccountAction = { route: { view: 'Receive' }, icon: 'wallet', label: 'row.label', messages }
    registerAccountContribution(first, 'throwaway', { actions: [row] })
    registerAccountContribution(first, 'throwaway', { actions: [row, row] })
    expect(accountExtensions(first).actions).to.deep.equal([row])
    expect(accountExtensions(second)).to.deep.equal({ actions: [], sections: [] })
  })

  it("draws a feature's connect method on its own instance only", () => {
    registerConnectMethods(first, { email: { load, shown: types => types.includes('AUTH') } })
    expect(connectMethodComponent(first, 'email', ['AUTH'])).to.not.equal(undefined)
    expect(connectMethodComponent(first, 'email', ['INJECTED'])).to.equal(undefined)
    expect(connectMethodComponent(second, 'email', ['AUTH'])).to.equal(undefined)
  })
})
