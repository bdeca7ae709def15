import { expect } from 'chai'
import { HttpError, RpcError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'

describe('transport errors', () => {
  it('are three distinct VestibuleError classes', () => {
    const http = new HttpError({ status: 404, url: 'https://x.test' })
    const timeout = new TimeoutError({ timeoutMs: 10_000, url: 'https://x.test' })
    const rpc = new RpcError({ code: -32000, message: 'nonce too low' })
    for (const error of [http, timeout, rpc]) expect(error).to.be.instanceOf(VestibuleError)
    expect(http).not.to.be.instanceOf(TimeoutError)
    expect(timeout).not.to.be.instanceOf(HttpError)
    expect(rpc).not.to.be.instanceOf(HttpError)
    expect([http.name, timeout.name, rpc.name]).to.deep.equal(['HttpError', 'TimeoutError', 'RpcError'])
  })

  it('HttpError carries status, url and body, and names the status', () => {
    const error = new HttpError({ status: 404, url: 'https://x.test/a', body: 'not here' })
    expect(error).to.include({ status: 404, url: 'https://x.test/a', body: 'not here', code: 404 })
    expect(error.shortMessage).to.equal('HTTP request failed with status 404.')
  })

  it('HttpError categorises by status: 429 RATE_LIMITED, 5xx SERVER_ERROR, else API_ERROR', () => {
    expect(new HttpError({ status: 429, url: 'u' }).category).to.equal('RATE_LIMITED')
    expect(new HttpError({ status: 503, url: 'u' }).category).to.equal('SERVER_ERROR')
    expect(new HttpError({ status: 403, url: 'u' }).category).to.equal('API_ERROR')
    expect(new HttpError({ status: undefined, url: 'u' }).category).to.equal('API_ERROR')
  })

  it('TimeoutError carries the timeout and url', () => {
    const error = new TimeoutError({ timeoutMs: 10_000, url: 'https://x.test' })
    expect(error).to.include({ timeoutMs: 10_000, url: 'https://x.test' })
    expect(error.details).to.equal('Timed out after 10000 ms.')
  })

  it('RpcError keeps the JSON-RPC code and data', () => {
    const error = new RpcError({ code: 3, message: 'execution reverted', data: '0x08c379a0' })
    expect(error.code).to.equal(3)
    expect(error.data).to.equal('0x08c379a0')
    expect(error.shortMessage).to.equal('execution reverted')
    expect(error.toJSON().code).to.equal(3)
  })
})
