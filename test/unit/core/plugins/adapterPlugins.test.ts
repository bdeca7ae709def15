import { expect } from 'chai'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { definePlugin, type PluginDefinition } from '../../../../core/pluginKit'
import { withAdapterPlugins } from '../../../../core/plugins/adapterPlugins'
import { resolveOptions } from '../../../../core/options/resolveOptions'
import { offlineEnvironment } from '../../offlineEnvironment'

const plugin = (name: string): PluginDefinition => definePlugin({ name, setup() {} })
const alpha = {
  id: 31337,
  name: 'Sandbox Alpha',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const options = resolveOptions({ projectId: 'p', networks: [alpha], features: { email: false } }, 'dark')
/** The resolved options with the integrator's `plugins` and `adapters`. */
const withGiven = (plugins: readonly PluginDefinition[], adapters?: readonly object[]) =>
  withAdapterPlugins({ ...options, plugins: plugins as never, adapters: adapters as never })

describe('adapters bring their plugins (withAdapterPlugins)', () => {
  it("puts the integrator's plugins first, then each adapter's, in order", () => {
    const names = withGiven([plugin('mine')], [{ plugins: () => [plugin('a1'), plugin('a2')] }, { plugins: () => [plugin('b1')] }]).map(p => p.name)
    expect(names).to.deep.equal(['mine', 'a1', 'a2', 'b1'])
  })

  it('registers a plugin two adapters both bring once, and never one the integrator gave', () => {
    const names = withGiven(
      [plugin('connectors/injected')],
      [{ plugins: () => [plugin('connectors/injected'), plugin('x')] }, { plugins: () => [plugin('x')] }],
    ).map(p => p.name)
    expect(names).to.deep.equal(['connectors/injected', 'x'])
  })

  it("hands each adapter the integrator's plugins, so it can set up defaults only when there are none", () => {
    const seen: (readonly PluginDefinition[])[] = []
    const given = [plugin('mine')]
    let handed: unknown
    const adapters = [{ plugins: (list: readonly PluginDefinition[], resolved: unknown) => (seen.push(list), (handed = resolved), []) }]
    const resolved = { ...options, plugins: given as never, adapters }
    withAdapterPlugins(resolved)
    expect(seen).to.deep.equal([given])
    expect(handed, 'the resolved options, which decide the defaults').to.equal(resolved)
  })

  it('accepts an adapter that brings nothing (an AppKit adapter object), as before', () => {
    expect(withGiven([plugin('mine')], [{ namespace: 'eip155' }]).map(p => p.name)).to.deep.equal(['mine'])
    expect(withGiven([plugin('mine')]).map(p => p.name)).to.deep.equal(['mine'])
  })

  it('registers them in createAppKit, where their setup runs', async () => {
    let ran = false
    const adapter = { plugins: () => [definePlugin({ name: 'adapter/test', setup: () => void (ran = true) })] }
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], adapters: [adapter] }, offlineEnvironment())
    await appKit.ready
    expect(ran).to.equal(true)
    expect(appKit.plugins().map(info => info.name)).to.include('adapter/test')
    appKit.destroy()
  })
})
