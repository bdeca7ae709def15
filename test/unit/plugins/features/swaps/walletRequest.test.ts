import { expect } from 'chai'
import { Subject } from 'rxjs'
import sinon from 'sinon'
import type { PluginContext } from 'vestibule/plugin'
import { WALLET_REQUEST_TIMEOUT_MS } from '../../../../../plugins/features/swaps/swapsConstants'
import { WalletTimeoutError, walletRequest } from '../../../../../plugins/features/swaps/walletRequest'

describe('walletRequest (swaps): a wallet wait has a timeout, and its late answer is kept', () => {
  let clock: sinon.SinonFakeTimers
  beforeEach(() => {
    clock = sinon.useFakeTimers()
  })
  afterEach(() => clock.restore())

  const context = () => {
    const events$ = new Subject<{ type: string; payload: { requestId: string; result: string } }>()
    const dispatched: { payload: { requestId: string } }[] = []
    const ctx = { events$, dispatch: (event: { payload: { requestId: string } }) => dispatched.push(event) } as unknown as PluginContext
    return { ctx, events$, dispatched }
  }

  it('rejects with WalletTimeoutError after the timeout, asks the wallet once, and resolves `late` with the answer that comes after', async () => {
    const { ctx, events$, dispatched } = context()
    const outcome = walletRequest<string>(ctx, 'eth_sendTransaction', [])
    const settled = outcome.then(
      () => 'resolved',
      error => error,
    )
    await clock.tickAsync(WALLET_REQUEST_TIMEOUT_MS)
    const error = await settled
    expect(error).to.be.instanceOf(WalletTimeoutError)
    expect(dispatched).to.have.length(1)
    const { requestId } = dispatched[0]!.payload
    events$.next({ type: 'rpc/succeeded', payload: { requestId, result: '0xhash' } })
    expect(await (error as WalletTimeoutError<string>).late).to.equal('0xhash')
    expect(dispatched).to.have.length(1)
  })

  it('resolves with an answer given in time, and leaves no timer behind', async () => {
    const { ctx, events$, dispatched } = context()
    const outcome = walletRequest<string>(ctx, 'eth_sendTransaction', [])
    events$.next({ type: 'rpc/succeeded', payload: { requestId: dispatched[0]!.payload.requestId, result: '0xabc' } })
    expect(await outcome).to.equal('0xabc')
    expect(clock.countTimers()).to.equal(0)
  })
})
