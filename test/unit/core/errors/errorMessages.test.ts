import { expect } from 'chai'
import {
  Alerts,
  ChainErrorCodes,
  ServerMessageMapping,
  ThrownMessages,
  USER_REJECTED_CODE,
  UserMessages,
  alertIdForServerMessage,
} from '../../../../core/errors/errorMessages'

describe('error catalogue', () => {
  it('has the SPEC §8 user messages verbatim', () => {
    expect(UserMessages.TOKEN_BALANCE_UNAVAILABLE).to.equal('Token Balance Unavailable')
    expect(UserMessages.AUTH_INITIALIZATION_FAILED).to.equal('A problem occurred while trying initialize authentication')
    expect(UserMessages.RPC_NOT_ALLOWED).to.equal('Requested RPC call is not allowed')
    expect(UserMessages.ACTION_NOT_ALLOWED).to.equal('Action not allowed')
    expect(UserMessages.PLEASE_TRY_AGAIN(12)).to.equal('Please try again after 12 seconds')
    expect(UserMessages.AUTHENTICATING).to.equal('Authenticating...')
  })

  it('has the thrown messages verbatim, including the SIWX rule of §5', () => {
    expect(ThrownMessages.SIWX_BOTH).to.equal('Cannot set both `siweConfig` and `siwx` options')
    expect(ThrownMessages.FAILED_TO_DISCONNECT_CHAINS('eip155')).to.equal('Failed to disconnect chains: eip155')
    expect(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS).to.equal('No ActiveCaipAddress found')
    expect(ThrownMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND).to.equal('WalletConnectConnector not found')
    expect(Object.keys(ThrownMessages)).to.have.length(28)
  })

  it('gives every alert a short message, a long message and a unique code', () => {
    const alerts = Object.values(Alerts)
    for (const alert of alerts) {
      expect(alert.shortMessage).to.be.a('string').and.not.be.empty
      expect(alert.longMessage).to.be.a('string').and.not.be.empty
      expect(alert.code).to.match(/^APKT\d{3}$/)
    }
    expect(new Set(alerts.map(({ code }) => code)).size).to.equal(alerts.length)
  })

  it('maps the three server messages to their alerts', () => {
    expect(Alerts[ServerMessageMapping['Unauthorized: origin not allowed']].shortMessage).to.equal('Invalid App Configuration')
    expect(Alerts[ServerMessageMapping['JWT validation error: JWT Token is not yet valid']].shortMessage).to.equal('Session Expired')
    expect(ServerMessageMapping['Unauthorized: invalid key']).to.equal('INVALID_PROJECT_ID')
  })

  it('finds the alert for a wrapped server message', () => {
    expect(alertIdForServerMessage('Error: Unauthorized: invalid key (code 3000)')).to.equal('INVALID_PROJECT_ID')
    expect(alertIdForServerMessage('something else')).to.equal(undefined)
  })

  it('has the chain error codes and the user-rejected code', () => {
    expect(ChainErrorCodes).to.deep.equal({
      UNRECOGNIZED_CHAIN: 4902,
      DEFAULT: 5000,
      INVALID_CHAIN_ID: 32603,
    })
    expect(USER_REJECTED_CODE).to.equal(4001)
  })
})
