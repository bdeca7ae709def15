import { VestibuleError } from 'vestibule/plugin'
import { siweText } from './siwxMessage'
import type { SIWEConfig, SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from './siwxTypes'

const chainNumber = (caipNetworkId: string) => Number(caipNetworkId.slice(caipNetworkId.indexOf(':') + 1))

/**
 * AppKit's legacy `siweConfig` as a SIWX config (as AppKit's own `mapToSIWX` does): the nonce and
 * the message come from the integrator's callbacks, `verifyMessage` decides a session, `getSession`
 * answers the one session its backend holds, `signOut` revokes it.
 *
 * @example
 * const siwx = siweConfigToSiwx(siweConfig, { domain: location.host, uri: location.origin })
 */
export function siweConfigToSiwx(
  siwe: SIWEConfig,
  page: { readonly domain: string; readonly uri: string; now(): number },
): SIWXConfig & { getRequired(): boolean } {
  return {
    getRequired: () => siwe.required ?? false,

    async createMessage({ accountAddress, chainId, notBefore }) {
      const params = (await siwe.getMessageParams?.()) ?? { domain: page.domain, uri: page.uri, chains: [chainNumber(chainId)] }
      const nonce = await siwe.getNonce(accountAddress)
      const now = page.now()
      const data: SIWXMessageData = {
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.resources ? { resources: [...params.resources] } : {}),
        ...(params.expiry ? { expirationTime: new Date(now + params.expiry).toISOString() } : {}),
        ...(notBefore ? { notBefore } : {}),
      }
      // AppKit hands createMessage the CAIP-10 address and the numeric chain id.
      const { accountAddress: _account, chainId: _chain, ...rest } = data
      const text = siwe.createMessage({ ...rest, address: `${chainId}:${accountAddress}`, chainId: chainNumber(chainId) })
      const message: SIWXMessage = { ...data, toString: () => (typeof text === 'string' && text !== '' ? text : siweText(data)) }
      return message
    },

    async addSession({ message, signature }: SIWXSession) {
      if (!(await siwe.verifyMessage({ message, signature })))
        throw new VestibuleError('The site refused the signature (siweConfig.verifyMessage answered false)')
    },

    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || session.address.toLowerCase() !== address.toLowerCase() || session.chainId !== chainNumber(chainId)) return []
      // The integrator's backend holds the message; a session here says "signed in" and no more.
      return [{ data: { accountAddress: address, chainId, domain: page.domain, uri: page.uri, version: '1', nonce: 'siweconfig' }, message: '', signature: '' }]
    },

    async revokeSession() {
      await siwe.signOut()
    },

    async setSessions(sessions) {
      if (sessions.length === 0 && siwe.signOutOnDisconnect !== false) await siwe.signOut()
    },
  }
}
