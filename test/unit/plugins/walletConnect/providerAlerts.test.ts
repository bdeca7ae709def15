import { expect } from 'chai'
import sinon from 'sinon'
import { createProviderAlerts } from '../../../../plugins/connectors/walletConnect/providerAlerts'

describe('WalletConnect provider alerts (SPEC §8: mapped to alerts, each shown once)', () => {
  const context = () => ({ reportError: sinon.spy(), dispatch: sinon.spy() })

  it('maps the server messages to their alerts, raised and shown in the snackbar', () => {
    const ctx = context()
    const alertFor = createProviderAlerts(ctx as never)
    expect(alertFor(new Error('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)'))).to.equal('INVALID_PROJECT_ID')
    expect(alertFor({ message: 'JWT validation error: JWT Token is not yet valid' })).to.equal('SESSION_EXPIRED')
    expect(alertFor('Unauthorized: origin not allowed')).to.equal('INVALID_APP_CONFIGURATION')
    expect(ctx.reportError.firstCall.args[0]).to.include({ shortMessage: 'Invalid App Configuration', code: 'APKT003' })
    expect(ctx.dispatch.firstCall.args[0]).to.deep.equal({ type: 'snackbar/shown', payload: { message: 'Invalid App Configuration', variant: 'error' } })
    expect(ctx.dispatch.secondCall.args[0].payload.message).to.equal('Session Expired')
  })

  it('shows each alert once, however often the provider repeats it', () => {
    const ctx = context()
    const alertFor = createProviderAlerts(ctx as never)
    for (let i = 0; i < 5; i++) alertFor(new Error('Unauthorized: invalid key'))
    expect(ctx.dispatch.callCount).to.equal(1)
    expect(ctx.reportError.callCount).to.equal(1)
  })

  it('leaves other errors to the caller', () => {
    const ctx = context()
    const alertFor = createProviderAlerts(ctx as never)
    expect(alertFor(new Error('User rejected.'))).to.equal(undefined)
    expect(alertFor(undefined)).to.equal(undefined)
    expect(ctx.dispatch.callCount).to.equal(0)
  })
})
