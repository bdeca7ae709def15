import { expect } from 'chai'
import { internalsOf } from 'vestibule/log'
import type { EventInput } from '../../../../core'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { createEventRedactor, REDACTED, redactionRules, redactLogDocument, redactState, redactValue } from '../../../../core/log/redactLog'
import { importLog } from '../../../../core/log/importLog'
import { exportLog } from '../../../../core/appkit/exportLog'
import { createEventLog } from '../../../../core/log/eventLog'
import { replay } from '../../../../core/log/replay'
import { definePlugin } from '../../../../core/plugins/definePlugin'
import { createReducer } from '../../../../core/state/createReducer'
import { initialState } from '../../../../core/state/state'
import { alpha, connected, stamp } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const SIGNATURE = `0x${'ab'.repeat(65)}`
const PAIRING = 'wc:7f6e50...@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const SERIALIZED = '0x02f87083aa36a7808459682f00'
const PAIRING_FULL = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}`

// A third-party feature with a secret of its own, declared through the public entry.
declare module '../../../../core' {
  interface VestibuleEventMap {
    'vault/unlocked': { token: string; keys: string[]; note: string }
  }
  interface VestibuleSliceMap {
    vault: { token: string | null }
  }
}

/** A plugin with a secret of its own, in its events and its slice. */
const vault = definePlugin({
  name: 'features/vault',
  slice: {
    name: 'vault',
    initial: { token: null },
    on: { 'vault/unlocked': (slice: { token: string | null }, { payload }) => void (slice.token = payload.token) },
  },
  redact: { events: { 'vault/unlocked': ['token', 'keys.*'] }, state: ['slices.vault.token'] },
  setup() {},
})

describe('log redaction', () => {
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
      {
        type: 'rpc/requested',
        payload: { requestId: 'r1', namespace: 'eip155', method: 'personal_sign', params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      },
      { type: 'rpc/succeeded', payload: { requestId: 'r1', result: SIGNATURE } },
      { type: 'rpc/requested', payload: { requestId: 'r2', namespace: 'eip155', method: 'eth_blockNumber', params: [] } },
      { type: 'rpc/succeeded', payload: { requestId: 'r2', result: '0x10' } },
      { type: 'rpc/requested', payload: { requestId: 'r3', namespace: 'eip155', method: 'eth_sendRawTransaction', params: [SERIALIZED] } },
    ] as EventInput[])
    const redact = createEventRedactor()
    const out = events.map(redact)
    expect(out[1]!.payload).to.deep.equal({ requestId: 'r1', result: REDACTED.signature })
    expect(out[3]!.payload).to.deep.equal({ requestId: 'r2', result: '0x10' })
    expect((out[4]!.payload as { params: unknown[] }).params).to.deep.equal([REDACTED.transaction])
    // The originals are untouched: replay and hashes use the real events.
    expect((events[1]!.payload as { result: string }).result).to.equal(SIGNATURE)
  })

  it('redacts a signing result whose request it never saw: by the method the result names, and by what it is', () => {
    // A range of the log, or a log past its capacity: the rpc/requested is not among the events.
    const events = stamp([
      { type: 'rpc/succeeded', payload: { requestId: 'unseen-1', method: 'eth_signTypedData_v4', result: `0x${'12'.repeat(97)}` } },
      { type: 'rpc/succeeded', payload: { requestId: 'unseen-2', result: SIGNATURE } },
      {
        type: 'rpc/succeeded',
        payload: { requestId: 'unseen-3', method: 'solana_signMessage', result: { signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb' } },
      },
      { type: 'rpc/succeeded', payload: { requestId: 'unseen-4', method: 'eth_blockNumber', result: '0x10' } },
      { type: 'rpc/succeeded', payload: { requestId: 'unseen-5', result: `0x${'cd'.repeat(32)}` } },
    ] as EventInput[])
    const out = events.map(createEventRedactor()).map(event => (event.payload as { result: unknown }).result)
    expect(out).to.deep.equal([REDACTED.signature, REDACTED.signature, { signature: REDACTED.signature }, '0x10', `0x${'cd'.repeat(32)}`])
  })

  it('redacts secrets inside any text: emails typed or URL-encoded, pairing URIs in deep links, symKeys, signatures, JWTs, credential parameters', () => {
    const encoded = encodeURIComponent(PAIRING_FULL)
    const text = [
      'Login failed for visitor@example.com',
      `https://host.example/?ref=visitor%40example.com&then=twice%2540example.org`,
      `metamask://wc?uri=${encoded}`,
      `relay says symKey%3D${'9a'.repeat(32)}`,
      `bad signature ${SIGNATURE} from wallet`,
      'session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl ok',
      'https://host.example/callback#access_token=opaque-123&state=ok',
    ]
    const redacted = redactValue({ messages: text }) as { messages: string[] }
    const joined = redacted.messages.join('\n')
    for (const secret of ['visitor', 'twice', 'symKey%3D', PAIRING_FULL.slice(3, 20), 'ababab', 'eyJ', 'opaque-123'])
      expect(joined, secret).to.not.include(secret)
    expect(redacted.messages).to.deep.equal([
      `Login failed for ${REDACTED.email}`,
      `https://host.example/?ref=${REDACTED.email}&then=${REDACTED.email}`,
      `metamask://wc?uri=${REDACTED.pairingUri}`,
      `relay says symKey=${REDACTED.declared}`,
      `bad signature ${REDACTED.signature} from wallet`,
      `session ${REDACTED.credential} ok`,
      `https://host.example/callback#access_token=${REDACTED.declared}&state=ok`,
    ])
    // What carries no secret stays as it was: hashes, addresses, versions, plain words.
    const plain = {
      hash: `0x${'cd'.repeat(32)}`,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      version: '@walletconnect/core@2.25.0',
      note: 'Swap complete',
    }
    expect(redactValue(plain)).to.deep.equal(plain)
    expect(redactValue(redactValue({ messages: text }))).to.deep.equal(redacted)
  })

  it('redacts one-time codes, email fields and session tokens by the key they sit under', () => {
    const redacted = redactValue({
      otp: '123456',
      primaryOtp: 654321,
      email: 'half-typed',
      user: { sessionToken: 'opaque', accessToken: 'a1' },
      features: { email: true },
      code: 4001,
    })
    expect(redacted).to.deep.equal({
      otp: REDACTED.otp,
      primaryOtp: REDACTED.otp,
      email: REDACTED.email,
      user: { sessionToken: REDACTED.credential, accessToken: REDACTED.credential },
      features: { email: true },
      code: 4001,
    })
  })

  it('takes any payload an imported file may hold under a known type without throwing', () => {
    const hostile = stamp([
      { type: 'rpc/requested', payload: null },
      { type: 'rpc/requested', payload: { requestId: 7, method: 'eth_sendRawTransaction', params: 'x' } },
      { type: 'rpc/succeeded', payload: 'plain' },
    ] as unknown as EventInput[])
    expect(hostile.map(createEventRedactor()).map(e => e.payload)).to.deep.equal([
      null,
      { requestId: 7, method: 'eth_sendRawTransaction', params: 'x' },
      'plain',
    ])
  })

  it('redacts the paths a plugin declares, in its events and in state, with * for any key', () => {
    const rules = redactionRules([vault])
    const [event] = stamp([{ type: 'vault/unlocked', payload: { token: 'tk-1', keys: ['k1', 'k2'], note: 'kept' } }])
    expect(createEventRedactor(rules)(event!).payload).to.deep.equal({ token: REDACTED.declared, keys: [REDACTED.declared, REDACTED.declared], note: 'kept' })
    const state = { ...initialState, slices: { vault: { token: 'tk-1' } } }
    expect((redactState(state, rules) as typeof state).slices.vault.token).to.equal(REDACTED.declared)
    // Redacting twice gives what redacting once gave, labels of the built-in rules included.
    const twice = redactState(redactState({ ...state, snackbar: { ...state.snackbar, message: PAIRING } }, rules), rules) as typeof state
    expect([twice.slices.vault.token, twice.snackbar.message]).to.deep.equal([REDACTED.declared, REDACTED.pairingUri])
  })

  it('redacts a log document, base state included', () => {
    const log = createEventLog({ ...initialState, snackbar: { ...initialState.snackbar, message: 'a@b.io' } }, 100, () => createReducer())
    const [event] = stamp([{ type: 'snackbar/shown', payload: { message: PAIRING, variant: 'info' } }])
    log.record(event!, initialState)
    const doc = redactLogDocument(exportLog({ log, plugins: () => [] }, { redact: false, exportedAt: 0 }))
    expect(doc.baseState.snackbar.message).to.equal(REDACTED.email)
    expect((doc.events[0]!.payload as { message: string }).message).to.equal(REDACTED.pairingUri)
    expect(JSON.stringify(doc)).to.not.include('symKey')
  })
})

describe('exportLog(appKit)', () => {
  async function session() {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], plugins: [vault] }, offlineEnvironment({ now: () => 1, instanceId: 'x' }))
    await appKit.ready
    appKit.dispatch(connected())
    appKit.dispatch({ type: 'pairing/uri-generated', payload: { connectorId: 'walletConnect', uri: PAIRING, expiresAt: 10 } })
    appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'r1', namespace: 'eip155', method: 'personal_sign', params: ['0x68656c6c6f', null] } })
    appKit.dispatch({ type: 'rpc/succeeded', payload: { requestId: 'r1', result: SIGNATURE } })
    appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'r2', namespace: 'eip155', method: 'eth_sendRawTransaction', params: [SERIALIZED] } })
    appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'visitor@example.com', variant: 'info' } })
    appKit.dispatch({ type: 'vault/unlocked', payload: { token: 'tk-secret', keys: ['key-secret'], note: 'kept' } })
    return appKit
  }

  it('redacts pairing URIs, signatures, serialized transactions, emails and every declared path, by default', async () => {
    const appKit = await session()
    const text = JSON.stringify(exportLog(appKit))
    for (const secret of ['symKey', SIGNATURE, SERIALIZED, 'visitor@example.com', 'tk-secret', 'key-secret']) expect(text, secret).to.not.include(secret)
    for (const label of [REDACTED.pairingUri, REDACTED.signature, REDACTED.transaction, REDACTED.email, REDACTED.declared])
      expect(text, label).to.include(label)
    expect(text).to.include('kept')
  })

  it('redacts a signature whose request fell out of the log (logCapacity)', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha], logCapacity: 2 }, offlineEnvironment({ now: () => 1, instanceId: 'x' }))
    await appKit.ready
    appKit.dispatch({ type: 'rpc/requested', payload: { requestId: 'r1', namespace: 'eip155', method: 'personal_sign', params: ['0x68656c6c6f', null] } })
    appKit.dispatch({ type: 'modal/loading-changed', payload: { loading: true } })
    appKit.dispatch({ type: 'rpc/succeeded', payload: { requestId: 'r1', result: SIGNATURE } })
    expect(
      internalsOf(appKit)
        .log.events()
        .map(event => event.type),
    ).to.not.include('rpc/requested')
    const text = JSON.stringify(exportLog(appKit))
    expect(text).to.not.include(SIGNATURE.slice(2, 40))
    expect(text).to.include(REDACTED.signature)
    appKit.destroy()
  })

  it('exports the raw log with { redact: false }, which replays to the live state', async () => {
    const appKit = await session()
    const raw = exportLog(appKit, { redact: false })
    expect(JSON.stringify(raw)).to.include('symKey').and.include('tk-secret')
    expect(JSON.stringify(replay(importLog(JSON.stringify(raw)), { slices: internalsOf(appKit).slices() }))).to.equal(JSON.stringify(appKit.getState()))
  })
})
