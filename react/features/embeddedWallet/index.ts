import type { ResolvedOptions } from '../../../core'
import { loadLocale } from '../../i18n/translator'
import { defineFeature } from '../../featureHost/defineFeature'
import { embeddedWalletMessages, type EmbeddedWalletMessageKey } from './embeddedWalletMessages'
import { startWalletButtonLogin } from './walletButtonLogins'

const CONNECTOR_PLUGIN = 'connectors/embedded'
/**
 * Whether the instance registers the connector: the integrator's `plugins` list it, or an adapter
 * sets it up among AppKit's defaults (`plugins(given, options)`, a function of the options alone, so
 * asking again gives what the instance registered). Asked here, in this lazy record, rather than
 * of the instance in startFeatures, which is on every connect-button page's first download.
 */
function listsConnector(options: ResolvedOptions): boolean {
  type Source = { plugins?(given: ResolvedOptions['plugins'], options: ResolvedOptions): readonly { readonly name: string }[] }
  const lists = [options.plugins, ...(options.adapters ?? []).map(adapter => (adapter as Source).plugins?.(options.plugins, options) ?? [])]
  return lists.some(list => list.some(plugin => plugin.name === CONNECTOR_PLUGIN))
}

const views = () => Promise.all([import('./embeddedWalletViews'), loadLocale(embeddedWalletMessages, 'en')]).then(([m]) => m)
const rows = () => Promise.all([import('./embeddedWalletRows'), loadLocale(embeddedWalletMessages, 'en')]).then(([m]) => m)

/**
 * The embedded wallet's React half (SPEC §1 email and social login): the Connect view's email and
 * social rows, the EmailLogin, ConnectingFarcaster, UpdateEmailWallet and ApproveTransaction views, the Account
 * view's section, and the wallet button's email and social logins. On when the host lists
 * `embeddedWalletConnector()` (or an adapter sets it up) and `features.email` or `features.socials`
 * is not false.
 */
export const embeddedWalletFeature = defineFeature({
  name: 'embeddedWallet',
  // Its plugin is the connector (plugins/features/embeddedWallet/), which takes the host's
  // parameters: the host lists it, so there is no `plugin` to load. Not importing it here also
  // keeps the connector (and the core modules it uses) out of other hosts' chunks.
  pluginName: CONNECTOR_PLUGIN,
  options: ['features.email', 'features.socials'],
  flagsAfterStart: 'code',
  enabled: (options: ResolvedOptions) => (options.features.email !== false || options.features.socials !== false) && listsConnector(options),
  views: {
    EmailLogin: {
      title: 'title' satisfies EmbeddedWalletMessageKey,
      messages: embeddedWalletMessages,
      load: () => import('./embeddedWalletViews').then(m => m.EmailLoginView),
    },
    ConnectingFarcaster: {
      title: 'title.ConnectingFarcaster',
      load: () => import('./embeddedWalletViews').then(m => m.ConnectingFarcasterView),
    },
    UpdateEmailWallet: {
      title: 'updateEmail' satisfies EmbeddedWalletMessageKey,
      messages: embeddedWalletMessages,
      load: () => import('./embeddedWalletViews').then(m => m.UpdateEmailWalletView),
    },
    ApproveTransaction: {
      title: 'title.ApproveTransaction',
      load: () => import('./embeddedWalletViews').then(m => m.ApproveTransactionView),
    },
  },
  account: {
    sections: [
      { title: 'accountSection' satisfies EmbeddedWalletMessageKey, messages: embeddedWalletMessages, load: () => views().then(m => m.EmbeddedAccountSection) },
    ],
  },
  connectMethods: {
    email: { shown: types => types.includes('AUTH'), load: () => rows().then(m => m.EmailEntry) },
    social: { shown: types => types.includes('AUTH'), load: () => rows().then(m => m.SocialLogins) },
  },
  walletButtonLogins: { start: startWalletButtonLogin },
})
