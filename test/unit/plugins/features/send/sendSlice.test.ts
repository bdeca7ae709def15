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
    const preview = { caipNetworkId: 'eip155:1', from: '0xa', to: '0xb', receiverName: null, token: { id: 'native', symbol: 'ETH', decimals: 18, balance: '2' }, amount: '1', value: '1', fee: '0.1', feeSymbol: 'ETH' }
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
      { type: 'send/submitted', payload: { txId: '0x1' } },
      { type: 'send/confirmed', payload: { txId: '0x1', explorerUrl: null } },
    ])
    expect(confirmed).to.include({ step: 'confirmed', txId: '0x1', error: null })
    expect(fold([{ type: 'send/failed', payload: { message: 'x', step: 'form' } }, { type: 'send/form-changed', payload: { amount: '2' } }]).error).to.equal(null)
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
})
