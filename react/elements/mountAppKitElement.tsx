import { createRoot } from 'react-dom/client'
import { AccountButton } from '../buttons/AccountButton/AccountButton'
import { AppKitButton } from '../buttons/AppKitButton/AppKitButton'
import { ConnectButton } from '../buttons/ConnectButton/ConnectButton'
import { NetworkButton } from '../buttons/NetworkButton/NetworkButton'
import { WalletButton } from '../buttons/WalletButton/WalletButton'
import { getDefaultAppKit } from '../instance/defaultAppKit'
import { adoptStyles } from '../styles/adoptStyles'
import type { AppKitElementTag } from './appKitElementTags'
import { readElementAttributes, type AppKitElementProps } from './readElementAttributes'

/** Each element is the React button of the same name, given the element's attributes. */
function ElementButton({ tag, props }: { readonly tag: AppKitElementTag; readonly props: AppKitElementProps }) {
  const { size, label, loadingLabel, balance, disabled, namespace, wallet } = props
  switch (tag) {
    case 'appkit-button':
      return <AppKitButton size={size} label={label} loadingLabel={loadingLabel} balance={balance} disabled={disabled} namespace={namespace} />
    case 'appkit-connect-button':
      return <ConnectButton size={size} label={label} loadingLabel={loadingLabel} namespace={namespace} />
    case 'appkit-account-button':
      return <AccountButton balance={balance} disabled={disabled} />
    case 'appkit-network-button':
      return <NetworkButton disabled={disabled} />
    case 'appkit-wallet-button':
      return wallet ? <WalletButton wallet={wallet} namespace={namespace} disabled={disabled} /> : null
  }
}

/**
 * Renders the element's button in a React root of its own, inside the element (in the page, where
 * the buttons' styles are), from the instance `createAppKit` made, and again whenever an attribute
 * changes. Returns what takes it down when the element leaves the page.
 */
export function mountAppKitElement(element: HTMLElement, tag: AppKitElementTag): () => void {
  if (!getDefaultAppKit()) {
    console.error(`[vestibule] <${tag}> has no instance to show: call createAppKit() (from vestibule, or vestibule/react) on this page.`)
    return () => undefined
  }
  if (tag === 'appkit-wallet-button' && !element.getAttribute('wallet')) {
    console.error('[vestibule] <appkit-wallet-button> needs a wallet attribute: a wallet id such as "metamask" or "walletConnect".')
  }
  // A container of its own, in the element's shadow root: a root being taken down never clears the
  // one an element moved elsewhere gets, and a server-rendered page (Next.js) that hydrates after the
  // element was defined finds the element's light DOM as the server sent it (empty), not a child of ours.
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  adoptStyles(shadow)
  const container = element.ownerDocument.createElement('span')
  shadow.append(container)
  const root = createRoot(container)
  const render = () => root.render(<ElementButton tag={tag} props={readElementAttributes(element, tag)} />)
  render()
  const observer = new MutationObserver(render)
  observer.observe(element, { attributes: true })
  return () => {
    observer.disconnect()
    root.unmount()
    container.remove()
  }
}
