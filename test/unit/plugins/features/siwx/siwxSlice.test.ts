import { expect } from 'chai'
import type { EventInput } from 'vestibule'
import { selectSiwx, siwxSlice } from '../../../../../plugins/features/siwx'
import { ADDRESS, connected, fold, initialized, sliceRegistered } from '../../../core/foldEvents'

const account = { address: ADDRESS, caipNetworkId: 'eip155:31337' as const }
const session = { address: ADDRESS, caipNetworkId: 'eip155:31337' as const, domain: 'localhost', issuedAt: null, expirationTime: null }
const start = (required: boolean): EventInput[] => [
  initialized(),
  sliceRegistered(siwxSlice),
  { type: 'siwx/configured', payload: { required } },
  connected(),
  { type: 'siwx/check-started', payload: account },
  { type: 'siwx/sign-in-required', payload: account },
]
const run = (events: EventInput[]) => fold(events, undefined, [siwxSlice])

describe('siwx slice and its router (SPEC §4)', () => {
  it('opens the sign view when no session is found, and closes it once signed', () => {
    const asked = run(start(true))
    expect(asked.modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
    expect(selectSiwx(asked)).to.deep.include({ required: true, status: 'unsigned', account })
    const signed = run([...start(true), { type: 'siwx/sign-requested', payload: account }, { type: 'siwx/signed', payload: { session } }])
    expect(signed.modal.isOpen).to.equal(false)
    expect(selectSiwx(signed)).to.deep.include({ status: 'signed', session, error: null })
  })

  it('refuses to close, or to go back out of, the sign view while required and unsigned; allows it when optional', () => {
    const required = run([...start(true), { type: 'modal/closed', payload: {} }, { type: 'router/went-back', payload: {} }])
    expect(required.modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
    const optional = run([...start(false), { type: 'modal/closed', payload: {} }])
    expect(optional.modal.isOpen).to.equal(false)
  })

  it('closes the sign view when the wallet disconnects while it is shown', () => {
    const gone = run([...start(true), { type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } }])
    expect(gone.modal.isOpen).to.equal(false)
    expect(selectSiwx(gone).status).to.equal('idle')
  })

  it('reopens the sign view with the error when the signature is declined, even if it was closed', () => {
    const declined = run([
      ...start(false),
      { type: 'modal/closed', payload: {} },
      { type: 'siwx/sign-requested', payload: account },
      {
        type: 'siwx/sign-failed',
        payload: {
          error: { name: 'VestibuleError', message: 'Signature declined', shortMessage: 'Signature declined', category: 'INTERNAL_SDK_ERROR' },
          rejected: true,
        },
      },
    ])
    expect(declined.modal).to.deep.include({ isOpen: true, view: 'SIWXSignMessage' })
    expect(selectSiwx(declined)).to.deep.include({ status: 'error', error: 'Signature declined' })
  })

  it('a restored session lets the visitor in with nothing shown; a disconnect forgets it', () => {
    const restored = run([
      initialized(),
      sliceRegistered(siwxSlice),
      { type: 'siwx/configured', payload: { required: true } },
      connected(),
      { type: 'siwx/check-started', payload: account },
      { type: 'siwx/session-restored', payload: { session } },
    ])
    expect(restored.modal.isOpen).to.equal(false)
    expect(selectSiwx(restored).status).to.equal('signed')
    const gone = fold([{ type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } }], restored, [siwxSlice])
    expect(selectSiwx(gone)).to.deep.include({ status: 'idle', account: null, session: null })
  })
})
