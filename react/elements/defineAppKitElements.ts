import { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from './appKitElementTags'

/**
 * The element classes are small on purpose: `createAppKit` defines them on every page, so they
 * must cost the first download next to nothing. What draws the button (React, the attribute
 * reading) loads with `import()` when an element first connects, so a page without one never
 * downloads it.
 */
function elementClass(tag: AppKitElementTag): CustomElementConstructor {
  return class extends HTMLElement {
    private unmount: Promise<() => void> | undefined

    connectedCallback(): void {
      this.unmount ??= import('./mountAppKitElement').then(module => module.mountAppKitElement(this, tag))
    }

    disconnectedCallback(): void {
      // Removed (or moved: connected again, it mounts afresh): its React root goes with it.
      const unmount = this.unmount
      this.unmount = undefined
      void unmount?.then(stop => stop())
    }
  }
}

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>`,
 * `<appkit-network-button>` and `<appkit-wallet-button>`, drawn from the instance `createAppKit`
 * made. Defining twice is harmless (a tag already defined is left alone), and on a server, where
 * there is no `customElements`, it does nothing.
 *
 * @example
 * createAppKit({ projectId, networks, plugins })
 * defineAppKitElements()
 * document.body.innerHTML = '<appkit-button size="sm"></appkit-button>'
 */
export function defineAppKitElements(): void {
  const registry = globalThis.customElements
  if (!registry) return
  for (const tag of APPKIT_ELEMENT_TAGS) if (!registry.get(tag)) registry.define(tag, elementClass(tag))
}
