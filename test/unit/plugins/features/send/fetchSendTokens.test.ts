import { expect } from 'chai'
import sinon from 'sinon'
import type { HttpClient, Logger } from 'vestibule/plugin'
import { fetchSendPrices } from '../../../../../plugins/features/send/fetchSendPrices'
import { fetchSendTokens } from '../../../../../plugins/features/send/fetchSendTokens'

const SUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** An HTTP client answering `body` for any path, through the schema the caller passes, as the real one does. */
function answering(body: unknown) {
  const call = sinon.spy((_path: string, options?: { schema?: { parse(value: unknown): unknown }; body?: unknown }) =>
    Promise.resolve(options?.schema ? options.schema.parse(body) : body),
  )
  return { api: { get: call, post: call, getBlob: () => Promise.reject(new Error('unused')) } as unknown as HttpClient, call }
}

const logger = () => ({ warn: sinon.spy(), debug: sinon.spy(), info: sinon.spy(), error: sinon.spy() }) as unknown as Logger & { warn: sinon.SinonSpy }

const balance = (overrides: Record<string, unknown>) => ({
  name: 'Sandbox Dollar',
  symbol: 'SUSD',
  chainId: 'eip155:31337',
  address: `eip155:31337:${SUSD}`,
  value: 10,
  price: 1,
  iconUrl: '',
  quantity: { decimals: '6', numeric: '10' },
  ...overrides,
})

describe('fetchSendTokens', () => {
  it("keeps the network's tokens with a balance; drops the native coin, zero decimals, other chains, empty and unparsable amounts", async () => {
    const { api, call } = answering({
      balances: [
        balance({ symbol: 'ETH', address: undefined, quantity: { decimals: '18', numeric: '2' } }),
        balance({}),
        balance({ symbol: 'SPTS', address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', quantity: { decimals: '0', numeric: '500' } }),
        balance({ chainId: 'eip155:31338', address: `eip155:31338:${SUSD}` }),
        balance({ symbol: 'ZERO', quantity: { decimals: '6', numeric: '0.0' } }),
        balance({ symbol: 'DUST', quantity: { decimals: '6', numeric: '1e-7' } }),
        balance({ symbol: 'NaN', quantity: { decimals: '6', numeric: '12abc' } }),
        balance({ symbol: 'BAD', address: 'eip155:31337:not-an-address' }),
      ],
    })
    const log = logger()
    const tokens = await fetchSendTokens(api, log, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })
    expect(tokens).to.deep.equal([{ id: SUSD, symbol: 'SUSD', decimals: 6, balance: '10' }])
    expect(call.firstCall.args[0]).to.equal('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance')
    // Not a number: dropped and logged. 1e-7 is below the token's 6 decimals: nothing to send.
    expect(log.warn.callCount).to.equal(1)
  })

  it('reads balances in exponent form, either sign of exponent, written out plain and cut to the decimals', async () => {
    const other = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
    const { api } = answering({
      balances: [
        balance({ quantity: { decimals: '6', numeric: '1.2E+3' } }),
        balance({ symbol: 'SMALL', address: `eip155:31337:${other}`, quantity: { decimals: '18', numeric: '1.2e-7' } }),
        balance({ symbol: 'NEG', address: `eip155:31337:${other}`, quantity: { decimals: '6', numeric: '-5e2' } }),
      ],
    })
    const tokens = await fetchSendTokens(api, logger(), { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })
    expect(tokens).to.deep.equal([
      { id: SUSD, symbol: 'SUSD', decimals: 6, balance: '1200' },
      { id: other, symbol: 'SMALL', decimals: 18, balance: '0.00000012' },
    ])
  })

  it('lists an SPL token under its mint on solana', async () => {
    const mint = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    const { api } = answering({ balances: [balance({ symbol: 'SBX', chainId: 'solana:localnet', address: `solana:localnet:${mint}` })] })
    expect(await fetchSendTokens(api, logger(), { address: mint, caipNetworkId: 'solana:localnet' })).to.deep.equal([
      { id: mint, symbol: 'SBX', decimals: 6, balance: '10' },
    ])
  })

  it('rejects an answer that is not a balance list, so the caller can fall back', async () => {
    const { api } = answering({ nope: true })
    let failure: unknown
    await fetchSendTokens(api, logger(), { address: '0x1', caipNetworkId: 'eip155:1' }).catch(error => (failure = error))
    expect(failure).to.be.instanceOf(Error)
  })
})

describe('fetchSendPrices', () => {
  it('asks for the native placeholder and the tokens as CAIP-10 ids and keys the answer by token id', async () => {
    const { api, call } = answering({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
        { name: 'Sandbox Dollar', symbol: 'SUSD', iconUrl: '', price: 1 },
      ],
    })
    const prices = await fetchSendPrices(api, {
      caipNetworkId: 'eip155:31337',
      tokens: [
        { id: 'native', symbol: 'ETH' },
        { id: SUSD, symbol: 'SUSD' },
        { id: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', symbol: 'UNPRICED' },
      ],
      projectId: 'p',
    })
    expect(prices).to.deep.equal({ native: 3000, [SUSD]: 1 })
    expect(call.firstCall.args[1]?.body).to.deep.equal({
      currency: 'usd',
      addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', `eip155:31337:${SUSD}`, 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'],
      projectId: 'p',
    })
  })

  it("names SOL by the service's placeholder", async () => {
    const { api, call } = answering({ fungibles: [{ name: 'Solana', symbol: 'SOL', iconUrl: '', price: 150 }] })
    expect(await fetchSendPrices(api, { caipNetworkId: 'solana:localnet', tokens: [{ id: 'native', symbol: 'SOL' }], projectId: 'p' })).to.deep.equal({
      native: 150,
    })
    expect(call.firstCall.args[1]?.body).to.have.property('addresses').that.deep.equals(['solana:localnet:So11111111111111111111111111111111111111111'])
  })

  it('refuses a price that is not a finite number', async () => {
    const { api } = answering({ fungibles: [{ symbol: 'ETH', price: 'NaN' }] })
    let failure: unknown
    await fetchSendPrices(api, { caipNetworkId: 'eip155:1', tokens: [{ id: 'native', symbol: 'ETH' }], projectId: 'p' }).catch(error => (failure = error))
    expect(failure).to.be.instanceOf(Error)
  })
})
