import { expect } from 'chai'
import sinon from 'sinon'
import { answerWithin } from '../../../../../plugins/features/send/answerWithin'

describe('answerWithin (a wallet wait with a timeout that keeps the request)', () => {
  let clock: sinon.SinonFakeTimers
  beforeEach(() => {
    clock = sinon.useFakeTimers()
  })
  afterEach(() => clock.restore())

  it('gives the answer that comes in time, and a rejection as it came', async () => {
    const answered = answerWithin(new Promise(resolve => setTimeout(() => resolve('0xabc'), 1_000)), 120_000)
    await clock.tickAsync(1_000)
    expect(await answered).to.deep.equal({ answered: true, value: '0xabc' })
    const declined = answerWithin(Promise.reject(new Error('User rejected')), 120_000)
    let failure: unknown
    await declined.catch(error => (failure = error))
    expect((failure as Error).message).to.equal('User rejected')
  })

  it('says when no answer came in time, and leaves the request running so a late answer can be followed', async () => {
    let sign!: (txId: string) => void
    const request = new Promise<string>(resolve => (sign = resolve))
    const waited = answerWithin(request, 120_000)
    await clock.tickAsync(120_000)
    expect(await waited).to.deep.equal({ answered: false })
    sign('0xlate')
    expect(await request).to.equal('0xlate')
    expect(clock.countTimers()).to.equal(0)
  })
})
