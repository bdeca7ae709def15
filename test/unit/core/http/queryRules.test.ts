import { expect } from 'chai'
import { HttpError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { isRetryableReadError, queryRetryDelay, shouldRetryRead } from '../../../../core/http/queryRules'

describe('queryRules (SPEC §9: 3 retries, delay 1 s doubling up to 30 s)', () => {
  it('waits 1 s, then doubles, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).to.deep.equal([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('retries no answer and a 5xx, not a 4xx, a timeout, a failed validation or anything else', () => {
    expect(isRetryableReadError(new HttpError({ status: undefined, url: 'u' }))).to.equal(true)
    expect(isRetryableReadError(new HttpError({ status: 503, url: 'u' }))).to.equal(true)
    expect(isRetryableReadError(new HttpError({ status: 404, url: 'u' }))).to.equal(false)
    expect(isRetryableReadError(new HttpError({ status: 429, url: 'u' }))).to.equal(false)
    expect(isRetryableReadError(new TimeoutError({ timeoutMs: 10_000, url: 'u' }))).to.equal(false)
    expect(isRetryableReadError(new VestibuleError('The response does not match the expected shape.', { category: 'DATA_PARSING_ERROR' }))).to.equal(false)
    expect(isRetryableReadError(new Error('boom'))).to.equal(false)
    expect(isRetryableReadError({ name: 'HttpError', status: 500 })).to.equal(false)
  })

  it('stops after the third retry', () => {
    const error = new HttpError({ status: 500, url: 'u' })
    expect([0, 1, 2, 3].map(count => shouldRetryRead(count, error))).to.deep.equal([true, true, true, false])
  })
})
