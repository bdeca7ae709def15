import { Alerts, ThrownMessages, UserMessages } from '../../core/errors/errorMessages'
import { buttonEnglish } from './buttonMessages'

type Catalogue = Readonly<Record<string, string | ((...args: never[]) => string)>>
type TemplateIds<T extends Catalogue> = { [K in keyof T]: T[K] extends string ? never : K }[keyof T] & string

/**
 * SPEC §8's texts as messages `<group>.<ID>`, made from core/errors/errorMessages.ts rather than
 * retyped (and smaller in the first download than a list would be). A text that takes arguments
 * is a template: each argument becomes the `{name}` placeholder `params` names for it.
 */
function catalogue<G extends string, T extends Catalogue, X extends keyof T & string = never>(
  group: G,
  messages: T,
  params: { readonly [K in TemplateIds<T>]: readonly string[] },
  except: readonly X[] = [],
): { readonly [K in Exclude<keyof T & string, X> as `${G}.${K}`]: string } {
  const entries = Object.entries(messages)
    .filter(([id]) => !(except as readonly string[]).includes(id))
    .map(([id, message]) => {
      const names: readonly string[] = (params as Record<string, readonly string[]>)[id] ?? []
      return [`${group}.${id}`, typeof message === 'string' ? message : message(...(names.map(name => `{${name}}`) as never[]))]
    })
  return Object.fromEntries(entries) as never
}

/** SPEC §8's alerts as two messages each, `alert.<ID>.title` and `alert.<ID>.body`. */
function alerts(): { readonly [K in keyof typeof Alerts as `alert.${K}.title` | `alert.${K}.body`]: string } {
  return Object.fromEntries(
    Object.entries(Alerts).flatMap(([id, alert]) => [
      [`alert.${id}.title`, alert.shortMessage],
      [`alert.${id}.body`, alert.longMessage],
    ]),
  ) as never
}

/**
 * English, the messages of core's views and buttons, bundled: every other locale falls back to
 * it. Keys are `<where>.<what>`; `title.<View>` is the header title of a view (the manifests in
 * react/views/coreViews.ts name these keys). Error and status texts are SPEC §8's, taken from
 * core/errors/errorMessages.ts, under `user.`, `alert.` and `thrown.`: text
 * that reaches a view through state (a snackbar message, a failed attempt) is matched back to its
 * key by that English text (react/i18n/stateText.ts).
 */
export const en = {
  // AppKit's header headings (w3m-header), and names for the views AppKit leaves untitled, so
  // every dialog is named, even one no installed feature draws.
  'title.Account': 'Account',
  'title.AllWallets': 'All Wallets',
  'title.Networks': 'Choose Network',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'title.ConnectingExternal': 'Connect Wallet',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.EmailLogin': 'Email Login',
  'title.ProfileWallets': 'Wallets',
  'title.UpdateEmailWallet': 'Edit Email',
  'title.SwitchNetwork': 'Switch Network',
  'title.SwitchActiveChain': 'Switch Chain',
  'title.UnsupportedChain': 'Switch Network',
  'title.RegisterAccountName': 'Choose Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'title.SIWXSignMessage': 'Sign In',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.Swap': 'Swap',
  'title.Send': 'Send',
  'title.Receive': 'Receive',
  'title.OnRamp': 'Buy crypto',
  'title.Activity': 'Activity',
  'title.Pay': 'Pay',
  'title.OnRampProviders': 'Choose Provider',
  'title.WalletSend': 'Send',
  'title.WhatIsAWallet': 'What is a Wallet?',
  'title.WhatIsANetwork': 'What is a Network?',

  // Words several views share.
  'common.tryAgain': 'Try again',
  'common.disconnect': 'Disconnect',

  'header.back': 'Back',

  // The buttons' default labels (AppKit's), when the app gives none.
  ...buttonEnglish,

  'connect.wallets': 'Wallets',
  'connect.noWallet': 'No wallet was found in this browser.',
  'connect.allWallets': 'All Wallets',
  // features.collapseWallets: the wallets behind one row, email and social first.
  'connect.continueWithWallet': 'Continue with a wallet',
  /** Between the email and social logins and the wallets. */
  'connect.or': 'or',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.qrCode': 'QR code',

  // One sentence per case: the words around a document's name agree with it in some languages.
  'legal.agreeToBoth': 'By connecting your wallet, you agree to our {terms} and {privacy}',
  'legal.agreeToTerms': 'By connecting your wallet, you agree to our {terms}',
  'legal.agreeToPrivacy': 'By connecting your wallet, you agree to our {privacy}',
  // features.legalCheckbox: the visitor ticks this before any connect method works.
  'legal.checkboxBoth': 'I agree to our {terms} and {privacy}',
  'legal.checkboxTerms': 'I agree to our {terms}',
  'legal.checkboxPrivacy': 'I agree to our {privacy}',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  // SPEC §6 remote feature reownBranding: the hosted platform's mark, as AppKit draws it.
  'branding.uxBy': 'UX by Reown',

  'connecting.continueIn': 'Continue in {name}',
  'connecting.yourWallet': 'your wallet',
  'connecting.acceptInWallet': 'Accept connection request in the wallet',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'Connection can be declined if a previous request is still active',

  'walletConnect.open': 'Open {name}',
  'walletConnect.openWebApp': 'Open web app',
  'walletConnect.qrFor': 'QR code for {name}',
  'walletConnect.qrMaking': 'Making the QR code',
  'walletConnect.scanOnMobile': 'Open {name} or scan with another phone',
  'walletConnect.scan': 'Scan this QR Code with your phone',
  'walletConnect.copyLink': 'Copy link',

  'account.copyAddress': 'Copy address',
  'account.unsupportedNetwork': 'Unsupported network',

  'networks.list': 'Networks',
  'networks.mayNotSupport': 'Your connected wallet may not support some of the networks available for this dApp',
  'networks.switchingOff': 'This app does not allow switching networks here',

  'switchNetwork.approve': 'Approve in wallet',
  'switchNetwork.accept': 'Accept connection request in your wallet',

  'switchChain.title': 'Switch to {name}',
  'switchChain.subtitle': 'Your connected wallet does not support {name}. Connect a wallet for it to switch.',
  'switchChain.thisNetwork': 'this network',
  'switchChain.switch': 'Switch',

  'unsupportedChain.note': "This app doesn't support your current network. Switch to an available option to continue.",

  'view.unavailable': '{title} is not available in this app.',

  'snackbar.addressCopied': 'Address copied',
  'snackbar.linkCopied': 'Link copied',

  ...catalogue('user', UserMessages, { PLEASE_TRY_AGAIN: ['seconds'] }),
  ...alerts(),
  // SIWX_BOTH is thrown at createAppKit, to the developer: no view shows it.
  ...catalogue('thrown', ThrownMessages, { FAILED_TO_DISCONNECT_CHAINS: ['reasons'] }, ['SIWX_BOTH']),
} as const

export type CoreMessageKey = keyof typeof en
