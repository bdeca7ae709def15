import { expect } from 'chai'
import { BaseError } from 'viem'
import { VestibuleError, serializeError } from '../../../../core/errors/VestibuleError'

describe('VestibuleError', () => {
  it('defaults its category to INTERNAL_SDK_ERROR', () => {
    const error = new VestibuleError('Failed to connect')
    expect(error.category).to.equal('INTERNAL_SDK_ERROR')
    expect(error.message).to.equal('Failed to connect')
    expect(error.shortMessage).to.equal('Failed to connect')
    expect(error.name).to.equal('VestibuleError')
    expect(error).to.be.instanceOf(Error)
  })

  it('takes its details from the cause and lists them in the message', () => {
    const cause = new Error('socket hang up')
    const error = new VestibuleError('Failed to connect', {
      cause,
      category: 'API_ERROR',
      code: 'X1',
      metaMessages: ['URL: https://x.test'],
    })
    expect(error.cause).to.equal(cause)
    expect(error.details).to.equal('socket hang up')
    expect(error.code).to.equal('X1')
    expect(error.message).to.equal('Failed to connect\n\nURL: https://x.test\nDetails: socket hang up')
  })

  it('prefers explicit details over the cause', () => {
    const error = new VestibuleError('x', { cause: new Error('inner'), details: 'outer' })
    expect(error.details).to.equal('outer')
  })

  it('walks the cause chain', () => {
    const root = new TypeError('root')
    const middle = new VestibuleError('middle', { cause: root })
    const top = new VestibuleError('top', { cause: middle })
    expect(top.walk()).to.equal(root)
    expect(top.walk(e => e instanceof TypeError)).to.equal(root)
    expect(top.walk(e => e === middle)).to.equal(middle)
    expect(top.walk(e => e instanceof RangeError)).to.equal(null)
  })

  it('serialises to plain JSON without undefined fields', () => {
    const error = new VestibuleError('Rate Limited', { category: 'RATE_LIMITED' })
    const json = error.toJSON()
    expect(json).to.include({
      name: 'VestibuleError',
      message: 'Rate Limited',
      shortMessage: 'Rate Limited',
      category: 'RATE_LIMITED',
    })
    expect(json).not.to.have.property('code')
    expect(json).not.to.have.property('details')
    expect(JSON.parse(JSON.stringify(error))).to.deep.equal(json)
  })
})

describe('serializeError', () => {
  it('keeps a VestibuleError as its toJSON', () => {
    const error = new VestibuleError('x', { category: 'SERVER_ERROR', code: 500 })
    expect(serializeError(error)).to.deep.equal(error.toJSON())
  })

  it('serialises a plain Error with its stack and code', () => {
    const error = Object.assign(new Error('boom'), { code: 4001 })
    const json = serializeError(error)
    expect(json).to.include({
      name: 'Error',
      message: 'boom',
      shortMessage: 'boom',
      category: 'INTERNAL_SDK_ERROR',
      code: 4001,
    })
    expect(json.stack).to.be.a('string')
  })

  it("uses a viem error's short message and details", () => {
    const json = serializeError(new BaseError('Short.', { details: 'More.' }))
    expect(json.shortMessage).to.equal('Short.')
    expect(json.details).to.equal('More.')
  })

  it('serialises a string, an object, undefined and a bigint-holding object', () => {
    expect(serializeError('nope')).to.deep.equal({
      name: 'Error',
      message: 'nope',
      shortMessage: 'nope',
      category: 'INTERNAL_SDK_ERROR',
    })
    expect(serializeError({ message: 'rejected', code: 4001 })).to.include({
      message: 'rejected',
      code: 4001,
    })
    expect(serializeError(undefined)).to.deep.equal({
      name: 'Error',
      message: 'An error occurred',
      shortMessage: 'An error occurred',
      category: 'INTERNAL_SDK_ERROR',
    })
    expect(serializeError({ value: 10n }).details).to.equal('{"value":"10"}')
  })

  it('always gives JSON that survives a round trip', () => {
    for (const value of [new Error('x'), 'x', 1, null, { a: 1 }, new VestibuleError('x')]) {
      const json = serializeError(value)
      expect(JSON.parse(JSON.stringify(json))).to.deep.equal(json)
    }
  })
})
