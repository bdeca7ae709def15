import { expect } from 'chai'
import { sendSlice } from '../../../../../plugins/features/send/sendSlice'
import { initialSendState, type SendState } from '../../../../../plugins/features/send/sendState'
import { produce } from 'immer'

type Input = { type: string; payload: unknown }
const fold = (events: Input[]): SendState =>
  events.reduce<SendState>((state, event) => {
    const handler = (sendSlice.on as Record<string, (draft: SendState, event: Input, root: unknown) => SendState | void>)[event.type]
    return handler ? produce(state, draft => handler(draft as SendState, event, { slices: { send: state } }) as never) : state
  }, initialSendState)

describe('send slice', () => {
  it('keeps the form as typed through a failed preview and a declined signature', () => {
    const state = fold([
      { type: 'send/form-changed', payload: { amount: '1.5' } },
      { type: 'send/form-changed', payload: { receiver: 'bob.sandbox.eth' } },
      { type: 'send/preview-requested', payload: {} },
      { type: 'send/failed', payload: { message: 'Insufficient balance', step: 'form' } },
    ])
    expect(state.form).to.deep.equal({ tokenId: 'native', amount: '1.5', receiver: 'bob.sandbox.eth' })
    expect(state).to.include({ step: 'form', error: 'Insufficient balance' })
  })

  it('goes form → preview → confirming → pending → confirmed, and a new edit drops the error', () => {
    const preview = {
      caipNetworkId: 'eip155:1',
      from: '0xa',
      to: '0xb',
      receiverName: null,
      token: { id: 'native', symbol: 'ETH', decimals: 18, balance: '2' },
      amount: '1',
      value: '1',
      fee: '0.1',
      feeSymbol: 'ETH',
    }
    const declined = fold([
      { type: 'send/form-changed', payload: { amount: '1', receiver: '0xb' } },
      { type: 'send/preview-requested', payload: {} },
      { type: 'send/previewed', payload: preview },
      { type: 'send/confirm-requested', payload: {} },
      { type: 'send/failed', payload: { message: 'Signature declined', step: 'preview' } },
    ])
    expect(declined).to.include({ step: 'preview', error: 'Signature declined' })
    expect(declined.preview).to.deep.equal(preview)
    const confirmed = fold([
      { type: 'send/previewed', payload: preview },
      { type: 'send/confirm-requested', payload: {} },
      { type: 'send/submitted', payload: { txId: '0x1', preview, explorerUrl: null } },
      { type: 'send/settled', payload: { txId: '0x1', ok: true } },
      { type: 'send/confirmed', payload: { txId: '0x1', explorerUrl: null } },
    ])
    expect(confirmed).to.include({ step: 'confirmed', txId: '0x1', error: null })
    expect(
      fold([
        { type: 'send/failed', payload: { message: 'x', step: 'form' } },
        { type: 'send/form-changed', payload: { amount: '2' } },
      ]).error,
    ).to.equal(null)
  })

  it('holds the prices for the fiat equivalent, and a new send keeps the tokens and prices read', () => {
    const prices = { caipNetworkId: 'eip155:31337', byToken: { native: 3000 } }
    const state = fold([
      { type: 'send/tokens-fetched', payload: { caipAddress: 'eip155:31337:0xa', tokens: [] } },
      { type: 'send/prices-fetched', payload: prices },
      { type: 'send/form-changed', payload: { amount: '1' } },
      { type: 'send/reset', payload: {} },
    ])
    expect(state.prices).to.deep.equal(prices)
    expect(state.tokens).to.deep.equal({ caipAddress: 'eip155:31337:0xa', list: [] })
    expect(state.form.amount).to.equal('')
  })

  const preview = {
    caipNetworkId: 'eip155:31337',
    from: '0xa',
    to: '0xb',
    receiverName: null,
    token: { id: '0xs', symbol: 'SUSD', decimals: 6, balance: '20' },
    amount: '1',
    value: '1000000',
    fee: '0.1',
    feeSymbol: 'ETH',
    gas: '50000',
  }
  const typed = { type: 'send/form-changed', payload: { tokenId: '0xs', amount: '1', receiver: '0xb' } }

  it('discards a preview on a switch: back to the form as typed, saying why; the token is picked again on another chain', () => {
    const switched = fold([
      typed,
      { type: 'send/preview-requested', payload: {} },
      { type: 'send/previewed', payload: preview },
      { type: 'send/preview-discarded', payload: { networkChanged: true } },
    ])
    expect(switched).to.include({
      step: 'form',
      preview: null,
      error: 'The network or account changed, so that preview was discarded and nothing was sent. Check the form and preview again.',
    })
    expect(switched.form).to.deep.equal({ tokenId: 'native', amount: '1', receiver: '0xb' })
    const account = fold([
      typed,
      { type: 'send/preview-requested', payload: {} },
      { type: 'send/previewed', payload: preview },
      { type: 'send/preview-discarded', payload: { networkChanged: false } },
    ])
    expect(account.form).to.deep.equal({ tokenId: '0xs', amount: '1', receiver: '0xb' })
    // A preview answered after the switch sent the view back to the form is dropped.
    const late = fold([
      typed,
      { type: 'send/preview-requested', payload: {} },
      { type: 'send/preview-discarded', payload: { networkChanged: true } },
      { type: 'send/previewed', payload: preview },
    ])
    expect(late).to.include({ step: 'form', preview: null })
  })

  it('never discards a sent transaction: pending stays pending', () => {
    const state = fold([
      { type: 'send/previewed', payload: preview },
      { type: 'send/submitted', payload: { txId: '0x1', preview, explorerUrl: null } },
      { type: 'send/preview-discarded', payload: { networkChanged: true } },
    ])
    expect(state).to.include({ step: 'pending', txId: '0x1' })
    expect(state.preview).to.deep.equal(preview)
  })

  it('tracks sent transactions until their receipt, at most 99 (SPEC §9); an unconfirmed one that settles later says how it ended', () => {
    const submitted = (index: number) => ({ type: 'send/submitted', payload: { txId: `0x${index}`, preview, explorerUrl: null } })
    const many = fold(Array.from({ length: 120 }, (_, index) => submitted(index)))
    expect(many.pending).to.have.length(99)
    expect(many.pending[98]!.txId).to.equal('0x119')
    const unconfirmed = fold([
      submitted(1),
      {
        type: 'send/failed',
        payload: {
          message: 'The transaction was sent, but the network stopped answering before it was confirmed. Check it on the explorer before sending again.',
          step: 'form',
          explorerUrl: null,
        },
      },
    ])
    expect(unconfirmed.pending.map(entry => entry.txId)).to.deep.equal(['0x1'])
    // A new send from an empty form still follows it.
    expect(fold([submitted(1), { type: 'send/reset', payload: {} }]).pending).to.have.length(1)
    const later = [
      submitted(1),
      {
        type: 'send/failed',
        payload: {
          message: 'The transaction was sent, but the network stopped answering before it was confirmed. Check it on the explorer before sending again.',
          step: 'form',
          explorerUrl: null,
        },
      },
    ]
    const landed = fold([...later, { type: 'send/settled', payload: { txId: '0x1', ok: true } }])
    expect(landed).to.include({ step: 'confirmed', txId: '0x1', error: null })
    expect(landed.pending).to.deep.equal([])
    expect(landed.preview).to.deep.equal(preview)
    // Refused a new send meanwhile: the same ending shows.
    const refused = {
      type: 'send/failed',
      payload: {
        message: 'A transaction sent from this account is not confirmed yet. Wait for it, or check it on the explorer, before sending again.',
        step: 'form',
      },
    }
    expect(fold([...later, refused, { type: 'send/settled', payload: { txId: '0x1', ok: true } }])).to.include({ step: 'confirmed', error: null })
    expect(fold([...later, { type: 'send/settled', payload: { txId: '0x1', ok: false } }]).error).to.equal(
      'The transaction failed on chain. Your funds, apart from the fee, did not move.',
    )
  })
})
