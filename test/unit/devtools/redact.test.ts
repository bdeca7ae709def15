import { expect } from 'chai'
import type { EventInput } from '../../../core'
import { createEventRedactor, REDACTED, redactLogDocument, redactValue } from '../../../devtools/panel/logic/redact'
import { stamp } from '../core/foldEvents'
import { exportLog } from '../../../core/log/logDocument'
import { createEventLog } from '../../../core/log/eventLog'
import { createReducer } from '../../../core/state/createReducer'
import { initialState } from '../../../core/state/state'

const SIGNATURE = `0x${'ab'.repeat(65)}`
const PAIRING = 'wc:7f6e50...@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('devtools redaction', () => {
  it('redacts pairing URIs, emails, signature and serialized-transaction fields wherever they sit', () => {
    const redacted = redactValue({
      uri: PAIRING,
      user: { email: 'visitor@example.com', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      nested: [{ signature: SIGNATURE }, { serializedTransaction: '0x02f8' }],
      note: 'no secret here',
    })
    expect(redacted).to.deep.equal({
      uri: REDACTED.pairingUri,
      user: { email: REDACTED.email, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      nested: [{ signature: REDACTED.signature }, { serializedTransaction: REDACTED.transaction }],
      note: 'no secret here',
    })
  })

  it('replaces object URLs of the recorded page, dead anywhere else, so a replay never loads them', () => {
    const images = { 'img-1': 'blob:http://127.0.0.1:5173/0b1f2c3d-aaaa-bbbb-cccc-123456789abc', 'img-2': 'https://example.com/w.png' }
    expect(redactValue({ images })).to.deep.equal({ images: { 'img-1': REDACTED.objectUrl, 'img-2': 'https://example.com/w.png' } })
  })

  it('redacts the result of a signing request and the parameters of a raw transaction, not other results', () => {
    const events = stamp([
      { type: 'rpc/requested', payload: { requestId: 'r1', namespace: 'eip155', method: 'personal_sign', params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } },
      { type: 'rpc/succeeded', payload: { requestId: 'r1', result: SIGNATURE } },
      { type: 'rpc/requested', payload: { requestId: 'r2', namespace: 'eip155', method: 'eth_blockNumber', params: [] } },
      { type: 'rpc/succeeded', payload: { requestId: 'r2', result: '0x10' } },
      { type: 'rpc/requested', payload: { requestId: 'r3', namespace: 'eip155', method: 'eth_sendRawTransaction', params: ['0x02f87083'] } },
    ] as EventInput[])
    const redact = createEventRedactor()
    const out = events.map(redact)
    expect(out[1]!.payload).to.deep.equal({ requestId: 'r1', result: REDACTED.signature })
    expect(out[3]!.payload).to.deep.equal({ requestId: 'r2', result: '0x10' })
    expect((out[4]!.payload as { params: unknown[] }).params).to.deep.equal([REDACTED.transaction])
    // The originals are untouched: replay and hashes use the real events.
    expect((events[1]!.payload as { result: string }).result).to.equal(SIGNATURE)
  })

  it('redacts an exported log document, base state included', () => {
    const log = createEventLog({ ...initialState, snackbar: { ...initialState.snackbar, message: 'a@b.io' } }, 100, () => createReducer())
    const [event] = stamp([{ type: 'snackbar/shown', payload: { message: PAIRING, variant: 'info' } }])
    log.record(event!, initialState)
    const doc = redactLogDocument(exportLog(log, [], 0))
    expect(doc.baseState.snackbar.message).to.equal(REDACTED.email)
    expect((doc.events[0]!.payload as { message: string }).message).to.equal(REDACTED.pairingUri)
    expect(JSON.stringify(doc)).to.not.include('symKey')
  })
})
