import type { RouteName } from '../../core'
import { useT, type Translate } from '../i18n'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { coreMessages } from '../locales/coreMessages'
import { en, type CoreMessageKey } from '../locales/en'
import { registeredView } from '../featureHost/viewRegistry'

export interface HeaderTitleContext {
  /** Name of the connector the view is about (ConnectingExternal). */
  readonly connectorName?: string | undefined
  /** Name of the network the view is about (SwitchNetwork). */
  readonly networkName?: string | undefined
  /** The registered view's own title, in the locale shown (see useRegisteredViewTitle). */
  readonly viewTitle?: string | undefined
}

/** Core's title key for a view name: AppKit's views all have one (react/locales/en.ts `title.<View>`). */
function coreTitleKey(view: RouteName): CoreMessageKey | undefined {
  const key = `title.${view}`
  return Object.hasOwn(en, key) ? (key as CoreMessageKey) : undefined
}

/**
 * The header title of a view: it also names the dialog. Views about one wallet or one network
 * carry its name, as AppKit's do; then the registered view's own title; then core's title for
 * AppKit's view names, so every dialog is named, even one no installed feature draws, or one
 * whose feature messages are still on their way.
 *
 * @example
 * headerTitle('Connect', t)                                                  // 'Connect Wallet'
 * headerTitle('ConnectingExternal', t, { connectorName: 'Sandbox Wallet' })  // 'Sandbox Wallet'
 */
export function headerTitle(view: RouteName, t: Translate<CoreMessageKey>, context: HeaderTitleContext = {}): string {
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && context.connectorName) return context.connectorName
  if (view === 'SwitchNetwork' && context.networkName) return context.networkName
  if (context.viewTitle) return context.viewTitle
  const key = coreTitleKey(view)
  return key ? t(key) : view
}

/**
 * The registered view's title in the instance's locale: a key of its feature's messages (or of
 * core's); undefined while the feature's English has not arrived or no feature draws the view.
 */
export function useRegisteredViewTitle(view: RouteName): string | undefined {
  const entry = registeredView(useAppKitInstance(), view)
  const t = useT(entry?.messages ?? coreMessages)
  return entry && t.has(entry.title) ? t(entry.title) : undefined
}
