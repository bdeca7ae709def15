import { expect } from 'chai'
import { produce } from 'immer'
import sinon from 'sinon'
import { pay } from '../../../../../plugins/features/pay/payActions'
import { PayMessages } from '../../../../../plugins/features/pay/payConstants'
import { paySlice } from '../../../../../plugins/features/pay/paySlice'
import { initialPayState, type PayParameters, type PayState } from '../../../../../plugins/features/pay/payState'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const REQUEST: PayParameters = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '1',
  asset: 'native',
  network: 'eip155:31337',
  symbol: 'ETH',
  decimals: 18,
}
const HASH = `0x${'ab'.repeat(32)}`

/** An instance reduced to what `pay` uses: the pay slice folded for real, a wallet whose answer the test gives. */
function fakeAppKit(wallet: { send: () => Promise<string>; chainId?: string }) {
  let pay: PayState = initialPayState
  const events: { type: string; payload: unknown }[] = []
  const sent: unknown[] = []
  const lifetime = new AbortController()
  const appKit = {
    options: {
      networks: [{ caipNetworkId: 'eip155:31337', nativeCurrency: { decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }],
      projectId: undefined,
    },
    signal: lifetime.signal,
    logger: { warn: () => undefined },
    getState: () => ({ slices: { pay }, accounts: { eip155: { address: FROM } }, activeCaipNetworkId: 'eip155:31337' }),
    dispatch: (event: { type: string; payload: unknown }) => {
      events.push(event)
      const handler = (paySlice.on as Record<string, (draft: PayState, event: unknown) => PayState | void>)[event.type]
      if (handler) pay = produce(pay, draft => handler(draft as PayState, event) as never)
      return event
    },
    request: async ({ method, params }: { method: string; params: unknown[] }) => {
      if (method === 'eth_chainId') return wallet.chainId ?? '0x7a69'
      if (method === 'eth_sendTransaction') {
        sent.push(params[0])
        return wallet.send()
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { appKit: appKit as never, events, sent, status: () => pay.status, stop: () => lifetime.abort() }
}

describe('pay action: exactly once (plugins/features/pay/payActions)', () => {
  let clock: sinon.SinonFakeTimers
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => clock.restore())

  it('gives up waiting on a silent wallet after 2 min with a clear message, never sends again, and still follows a late hash', async () => {
    let answer: (hash: string) => void = () => undefined
    const fake = fakeAppKit({ send: () => new Promise<string>(resolve => (answer = resolve)) })
    const paying = pay(fake.appKit, REQUEST).then(
      () => 'resolved',
      (error: Error & { shortMessage?: string }) => error.shortMessage,
    )
    await clock.tickAsync(120_001)
    expect(await paying).to.equal(PayMessages.WALLET_TIMEOUT)
    expect(fake.status()).to.equal('unconfirmed')
    // Paying again is refused while the outcome is unknown: nothing more reaches the wallet.
    const again = await pay(fake.appKit, REQUEST).then(
      () => 'resolved',
      (error: Error & { shortMessage?: string }) => error.shortMessage,
    )
    expect(again).to.equal(PayMessages.ALREADY_UNDER_WAY)
    expect(fake.sent).to.have.length(1)
    // The wallet answers late: the hash is followed, not forgotten.
    answer(HASH)
    await clock.tickAsync(0)
    expect(fake.events.map(event => event.type)).to.include('pay/pending')
    expect(fake.status()).to.equal('pending')
    fake.stop()
    await clock.tickAsync(1_000)
  })

  it('refuses to sign when the wallet is on another network than the payment: nothing reaches it', async () => {
    const fake = fakeAppKit({ send: async () => HASH, chainId: '0x1' })
    const outcome = await pay(fake.appKit, REQUEST).then(
      () => 'resolved',
      (error: Error & { shortMessage?: string }) => error.shortMessage,
    )
    expect(outcome).to.equal(PayMessages.WRONG_CHAIN)
    expect(fake.sent).to.deep.equal([])
    expect(fake.events.map(event => event.type)).to.deep.equal(['pay/started', 'pay/refused'])
    expect(fake.status()).to.equal('failure')
  })
})
