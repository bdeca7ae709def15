import { VestibuleError, type AppKit } from '../../../core'
import * as ThrownMessages from '../../../core/errors/thrownMessages'
import { EMBEDDED_CONNECTOR_ID } from '../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import type { WalletButtonLogin, WalletButtonLoginStep } from '../../featureHost/walletButtonLogins'
import { embeddedWalletClient } from './embeddedWalletClient'

/**
 * AppKit's wallet button logins through the embedded wallet: 'email' opens the modal on the email
 * field, Farcaster on its QR view; another social provider logs in through the secure site's popup,
 * opened here so the visitor's click still allows it. Refused ("No auth connector") when the
 * instance has not registered the connector.
 */
export async function startWalletButtonLogin(appKit: AppKit, login: WalletButtonLogin): Promise<WalletButtonLoginStep> {
  if (!appKit.getConnectors().some(connector => connector.id === EMBEDDED_CONNECTOR_ID)) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
  if (login === 'email') return { open: { view: 'Connect' } }
  const client = embeddedWalletClient(appKit)
  if (!client) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
  if (login === 'farcaster') return { open: { view: 'ConnectingFarcaster' } }
  await client.connectSocial(login)
  return { connectorId: EMBEDDED_CONNECTOR_ID }
}
