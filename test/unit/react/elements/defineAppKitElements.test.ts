import { expect } from 'chai'
import { APPKIT_ELEMENT_TAGS, defineAppKitElements } from 'vestibule/elements'

/** A custom element registry as a browser has one, for Node. */
function fakeRegistry() {
  const defined = new Map<string, CustomElementConstructor>()
  return {
    defined,
    get: (tag: string) => defined.get(tag),
    define(tag: string, elementClass: CustomElementConstructor) {
      // As the browser's: defining a tag twice throws, so a second define must not reach here.
      if (defined.has(tag)) throw new Error(`"${tag}" has already been used with this registry`)
      defined.set(tag, elementClass)
    },
  }
}

describe('vestibule/elements: defineAppKitElements', () => {
  const globals = globalThis as { customElements?: unknown; HTMLElement?: unknown }
  afterEach(() => {
    delete globals.customElements
    delete globals.HTMLElement
  })

  it('does nothing on a server, where there is no customElements registry', () => {
    expect(globals.customElements).to.equal(undefined)
    expect(() => defineAppKitElements()).to.not.throw()
  })

  it("defines AppKit's five elements, and a second call leaves them alone", () => {
    const registry = fakeRegistry()
    globals.customElements = registry
    globals.HTMLElement = class {}
    defineAppKitElements()
    expect([...registry.defined.keys()]).to.deep.equal([
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
      'appkit-wallet-button',
    ])
    const first = [...registry.defined.values()]
    defineAppKitElements()
    expect([...registry.defined.values()]).to.deep.equal(first)
    expect(APPKIT_ELEMENT_TAGS).to.deep.equal([...registry.defined.keys()])
  })

  it('leaves a tag the page defined itself to the page', () => {
    const registry = fakeRegistry()
    globals.customElements = registry
    globals.HTMLElement = class {}
    const own = class {} as unknown as CustomElementConstructor
    registry.define('appkit-button', own)
    defineAppKitElements()
    expect(registry.get('appkit-button')).to.equal(own)
    expect(registry.defined.size).to.equal(5)
  })
})
