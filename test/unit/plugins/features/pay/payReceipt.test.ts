import { expect } from 'chai'
import sinon from 'sinon'
import { PayMessages } from '../../../../../plugins/features/pay/payConstants'
import { followPayReceipt } from '../../../../../plugins/features/pay/payReceipt'

const HASH = `0x${'cd'.repeat(32)}`

/** Reads answered by `answers` in turn ('fail' throws, null is "not mined yet"), their times recorded. */
function chain(answers: ('fail' | null | { status: string })[]) {
  const readAt: number[] = []
  const rpc = {
    request: async () => {
      readAt.push(Date.now())
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!
      if (answer === 'fail') throw new Error('read failed')
      return answer
    },
    destroy: () => undefined,
  }
  return { rpc: async () => rpc as never, readAt }
}

function fakeAppKit() {
  const events: { type: string; payload: Record<string, unknown> }[] = []
  const lifetime = new AbortController()
  // The instance's clock is the faked wall clock here (sinon fakes Date).
  const appKit = {
    signal: lifetime.signal,
    now: () => Date.now(),
    logger: { warn: () => undefined },
    dispatch: (event: { type: string; payload: Record<string, unknown> }) => events.push(event),
  }
  return { appKit: appKit as never, events, stop: () => lifetime.abort() }
}

describe('pay receipt: a sent payment is followed by its hash (plugins/features/pay/payReceipt)', () => {
  let clock: sinon.SinonFakeTimers
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => clock.restore())

  it('retries failed reads after 1 s, 2 s, 4 s (SPEC §9) and succeeds once, never reporting a failure meanwhile', async () => {
    const fake = fakeAppKit()
    const reads = chain(['fail', 'fail', 'fail', { status: '0x1' }])
    const followed = followPayReceipt(fake.appKit, 'eip155:1', HASH, reads.rpc)
    await clock.tickAsync(10_000)
    expect(await followed).to.deep.equal({ hash: HASH })
    expect(reads.readAt).to.deep.equal([0, 1_000, 3_000, 7_000])
    expect(fake.events.map(event => event.type)).to.deep.equal(['pay/succeeded'])
  })

  it('after 2 min without a receipt says unconfirmed, keeps reading (at most 30 s apart), and the late receipt settles it', async () => {
    const fake = fakeAppKit()
    const answers: ('fail' | null | { status: string })[] = ['fail']
    const reads = chain(answers)
    const followed = followPayReceipt(fake.appKit, 'eip155:1', HASH, reads.rpc).then(
      () => 'resolved',
      (error: Error & { shortMessage?: string }) => error.shortMessage,
    )
    await clock.tickAsync(125_000)
    expect(await followed).to.equal(PayMessages.UNCONFIRMED)
    expect(fake.events.map(event => event.type)).to.deep.equal(['pay/unconfirmed'])
    const gaps = reads.readAt.slice(1).map((at, index) => at - reads.readAt[index]!)
    expect(Math.max(...gaps)).to.equal(30_000)
    answers.splice(0, 1, { status: '0x1' })
    await clock.tickAsync(30_000)
    expect(fake.events.map(event => event.type)).to.deep.equal(['pay/unconfirmed', 'pay/succeeded'])
    fake.stop()
  })

  it('a reverted receipt is a failure on chain, with its hash', async () => {
    const fake = fakeAppKit()
    const followed = followPayReceipt(fake.appKit, 'eip155:1', HASH, chain([null, { status: '0x0' }]).rpc).catch(
      (error: Error & { shortMessage?: string }) => error.shortMessage,
    )
    await clock.tickAsync(2_000)
    expect(await followed).to.equal(PayMessages.CHAIN_FAILED)
    expect(fake.events[0]).to.deep.include({ type: 'pay/failed' })
    expect(fake.events[0]!.payload.hash).to.equal(HASH)
  })
})
