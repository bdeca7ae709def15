import { expect } from 'chai'
import { MAX_FAILED_READS, poll } from '../../../../../plugins/features/send/sendChain'

describe('poll (waiting for a sent transaction)', () => {
  it('reads again after failed reads and returns the first answer', async () => {
    const answers: Array<() => string | undefined> = [
      () => {
        throw new Error('fetch failed')
      },
      () => undefined,
      () => {
        throw new Error('fetch failed')
      },
      () => 'landed',
    ]
    let reads = 0
    expect(await poll(async () => answers[reads++]!(), 1, new AbortController().signal)).to.equal('landed')
    expect(reads).to.equal(4)
  })

  it(`gives up with the last error after ${MAX_FAILED_READS} failed reads in a row`, async () => {
    let reads = 0
    const failure = await poll(
      async () => {
        reads += 1
        throw new Error(`read ${reads} failed`)
      },
      1,
      new AbortController().signal,
    ).catch((error: Error) => error)
    expect(reads).to.equal(MAX_FAILED_READS)
    expect((failure as Error).message).to.equal(`read ${MAX_FAILED_READS} failed`)
  })

  it('stops when the instance is torn down', async () => {
    const controller = new AbortController()
    controller.abort()
    const failure = await poll(async () => undefined, 1, controller.signal).catch((error: Error) => error)
    expect((failure as Error).message).to.equal('Request was aborted')
  })
})
