import { expect } from 'chai'
import { HttpRequestError, InternalRpcError, RpcRequestError, TimeoutError as ViemTimeoutError, UnknownRpcError, UserRejectedRequestError } from 'viem'
import { mapTransportError } from '../../../../core/rpc/mapTransportError'
import { HttpError, RpcError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'

const context = { timeoutMs: 10_000 }
const url = 'https://rpc.test'

describe('mapTransportError', () => {
  it('maps a viem TimeoutError to our TimeoutError with the timeout in force', () => {
    const error = mapTransportError(new ViemTimeoutError({ body: {}, url }), context)
    expect(error).to.be.instanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).to.equal(10_000)
    expect((error as TimeoutError).url).to.equal(url)
  })

  it('maps a viem HttpRequestError to HttpError with the status', () => {
    const error = mapTransportError(new HttpRequestError({ url, status: 502, details: 'bad gateway' }), context)
    expect(error).to.be.instanceOf(HttpError)
    expect((error as HttpError).status).to.equal(502)
    expect((error as HttpError).body).to.equal('bad gateway')
  })

  it("keeps the node's code even where viem re-wrapped it as unknown (-1)", () => {
    const request = new RpcRequestError({ body: {}, url, error: { code: -32099, message: 'odd' } })
    const error = mapTransportError(new UnknownRpcError(request), context)
    expect(error).to.be.instanceOf(RpcError)
    expect((error as RpcError).code).to.equal(-32099)
  })

  it('maps a wrapped standard RPC error with its code', () => {
    const request = new RpcRequestError({ body: {}, url, error: { code: -32603, message: 'internal' } })
    expect((mapTransportError(new InternalRpcError(request), context) as RpcError).code).to.equal(-32603)
  })

  it('maps a provider error without a request (user rejection) to RpcError 4001', () => {
    const error = mapTransportError(new UserRejectedRequestError(new Error('User denied')), context)
    expect(error).to.be.instanceOf(RpcError)
    expect((error as RpcError).code).to.equal(4001)
  })

  it('passes our own errors through and wraps anything else', () => {
    const ours = new VestibuleError('x')
    expect(mapTransportError(ours, context)).to.equal(ours)
    const abort = new DOMException('aborted', 'AbortError')
    expect(mapTransportError(abort, context).shortMessage).to.equal('Request was aborted')
    const other = mapTransportError(new Error('weird'), context)
    expect(other.shortMessage).to.equal('An error occurred')
    expect(other.cause).to.be.instanceOf(Error)
  })
})
